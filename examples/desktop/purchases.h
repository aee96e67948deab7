/* SPDX-License-Identifier: Apache-2.0 */
/* purchases.h: the Account panel's help with purchases, served by the test store. */
#ifndef PURCHASES_H
#define PURCHASES_H

#include <adwaita.h>

/* The section's widgets, made once into a new box appended to column. */
void purchases_new(GtkWidget *column);
/* Shows or hides the section and draws it anew when what it shows changed. */
void purchases_refresh(bool shown);

#endif

/* SPDX-License-Identifier: Apache-2.0 */
/* detail_column.h: the detail column, the leaflet's second page: the selected panel and the
 * navigation path on top of it. */
#ifndef DETAIL_COLUMN_H
#define DETAIL_COLUMN_H

#include <adwaita.h>

GtkWidget *content_new(void);
/* Shows the top of the library's navigation: the path's last step, else the selected panel. */
void content_show_navigation(void);

#endif

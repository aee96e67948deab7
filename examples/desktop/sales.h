/* SPDX-License-Identifier: Apache-2.0 */
/* sales.h: Sales History. */
#ifndef SALES_H
#define SALES_H

#include "view.h"

extern const view sales_view;

#endif

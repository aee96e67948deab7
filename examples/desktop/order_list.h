/* SPDX-License-Identifier: Apache-2.0 */
/* order_list.h: Orders: the search, the sortable table or (compact) the status sections. */
#ifndef ORDER_LIST_H
#define ORDER_LIST_H

#include "view.h"

extern const view orders_view;

#endif

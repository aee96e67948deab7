/* SPDX-License-Identifier: Apache-2.0 */
/* order_detail.h: an order's detail, the page for an order step of the path. */
#ifndef ORDER_DETAIL_H
#define ORDER_DETAIL_H

#include <adwaita.h>
#include <stdbool.h>
#include <stdint.h>

GtkWidget *order_detail_new(void);
/* The detail's next-step button, for the detail column's header bar; shown by order_detail_show
 * while the order has a next step, hidden by order_detail_leave when another page shows. */
GtkWidget *order_detail_next_step_new(void);
void order_detail_show(int32_t number);
void order_detail_leave(void);
int32_t order_detail_shown_countdown(void); /* the order whose countdown is on screen, or 0 */
/* Presses the next-step button as a person would (its "clicked" handler runs); false when the
 * detail shows no button. */
bool order_detail_press_next_step(void);

#endif

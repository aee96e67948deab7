/* SPDX-License-Identifier: Apache-2.0 */
/* truck.h: Truck: the New Orders, Forecast, Donuts and Social Feed cards. */
#ifndef TRUCK_H
#define TRUCK_H

#include "view.h"

extern const view truck_view;

#endif

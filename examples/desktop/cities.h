/* SPDX-License-Identifier: Apache-2.0 */
/* cities.h: a city: its weather cards and recommended parking spot (one view for the three). */
#ifndef CITIES_H
#define CITIES_H

#include "view.h"

extern const view city_view;

#endif

/* SPDX-License-Identifier: Apache-2.0 */
/* donuts.h: Donuts, the gallery. */
#ifndef DONUTS_H
#define DONUTS_H

#include "view.h"

extern const view donuts_view;

#endif

/* SPDX-License-Identifier: Apache-2.0 */
/* top_five.h: Top 5 (bars drawn with cairo). */
#ifndef TOP_FIVE_H
#define TOP_FIVE_H

#include "view.h"

extern const view top_five_view;

#endif

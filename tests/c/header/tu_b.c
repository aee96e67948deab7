/* SPDX-License-Identifier: Apache-2.0 */
/* tu_b.c: the header included alone, as the first line of a second translation unit. */
#include "foodtruck.h"

int tu_b_version_matches(void);

int tu_b_version_matches(void) { return foodtruck_version_number() == FOODTRUCK_VERSION_NUMBER; }

/* tu_b.c: the header included alone, as the first line of a second translation unit. */
#include "foodtruck.h"

int tu_b_version_matches(void);

int tu_b_version_matches(void) { return ft_version_number() == FT_VERSION_NUMBER; }

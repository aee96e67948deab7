/* SPDX-License-Identifier: Apache-2.0 */
/* feed.h: Social Feed. */
#ifndef FEED_H
#define FEED_H

#include "view.h"

extern const view feed_view;

#endif

/* SPDX-License-Identifier: Apache-2.0 */
/* account.h: Account. */
#ifndef ACCOUNT_H
#define ACCOUNT_H

#include "view.h"

extern const view account_view;

#endif

/* SPDX-License-Identifier: Apache-2.0 */
/* editor.h: the Donut Editor. */
#ifndef EDITOR_H
#define EDITOR_H

#include "view.h"

extern const view editor_view;

#endif

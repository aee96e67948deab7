/* SPDX-License-Identifier: Apache-2.0 */
/* headless.h: --screenshot and --dump: one state rendered, written and the app quits. */
#ifndef HEADLESS_H
#define HEADLESS_H

void headless_start(void);

#endif

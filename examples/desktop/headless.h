/* headless.h: --screenshot and --dump: one state rendered, written and the app quits. */
#ifndef HEADLESS_H
#define HEADLESS_H

void headless_start(void);
/* --focus TEXT: once the window's first frame is painted, the control that shows or is named
 * TEXT (as --click finds it) takes the focus, as a person's Tab or click would give it; the app
 * runs on. For the AT-SPI check that the focus stays where it was put. */
void focus_when_shown(const char *text);

#endif

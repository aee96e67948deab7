/* SPDX-License-Identifier: Apache-2.0 */
/* identity.h: what makes the Food Truck an installed application: its id and its files. */
#ifndef IDENTITY_H
#define IDENTITY_H

/* The application id (reverse DNS): GApplication's, the program name (so the notifications'
 * sender and the window's class), the icon's and the .desktop file's name (data/). */
#define APP_ID "org.libfoodtruck.FoodTruck"

/* Before GTK starts: the program name is the application id, so that the desktop matches the
 * window and the notifications to the .desktop file. */
void identity_set_program_name(void);
/* The window's icon is the application's: found installed (the hicolor theme, also under the
 * prefix the binary runs from) or, run from the repository, in examples/desktop/data. */
void identity_set_window_icon(GtkWindow *window);
/* The path of a data file the app ships (name: "weather.tsv"): in the installed data folder,
 * PREFIX/share/org.libfoodtruck.FoodTruck, beside the running binary's PREFIX/bin, else, run from
 * the repository, source_fallback (a path relative to examples/desktop). g_free it. */
char *identity_data_file(const char *name, const char *source_fallback);

#endif

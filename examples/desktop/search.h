/* SPDX-License-Identifier: Apache-2.0 */
/* search.h: a search field's text, kept for the library. */
#ifndef SEARCH_H
#define SEARCH_H

#include <adwaita.h>

/* Keeps a search for the library in kept (FOODTRUCK_SEARCH_MAX_BYTES + 1 bytes): a longer text
 * keeps its first whole characters (GTK's text is always whole UTF-8). */
void search_take(char *kept, const char *text);
/* A search entry's "search-changed": its text kept (search_take into kept), then a refresh. */
void search_entry_changed(GtkSearchEntry *entry, gpointer kept);

#endif

/* SPDX-License-Identifier: Apache-2.0 */
/* page.h: the parts every panel builds its page from. */
#ifndef PAGE_H
#define PAGE_H

#include <adwaita.h>
#include <stdbool.h>

/* A page that says only what it is: a panel's title, or the library's word for an empty list. */
GtkWidget *title_page_new(const char *title);
/* A page's column: its parts one under the other, with one margin all around every page. */
GtkWidget *page_column_new(void);
/* A card (libadwaita's "card" style) appended to column; returns the box inside its margin, to
 * fill. */
GtkWidget *card_new(GtkWidget *column);
/* A vertical scrolled window around child (never a horizontal scroll bar). */
GtkWidget *scrolled_new(GtkWidget *child);
/* A panel's few style rules (drawing only: backgrounds, capsules, paddings), added to the
 * display the first time it asks (*added tells). */
void style_add_once(bool *added, const char *rules);
/* Whether what a view would show now (key, never "") differs from what it shows (*kept, made
 * on first use); then *kept takes key: a refresh redraws only what changed, and keeps a
 * person's focus and scroll where nothing did. shown_forget: a window made anew draws anew. */
bool shown_anew(GString **kept, const char *key);
void shown_forget(GString *kept);
/* A widget's four margins, in CSS's order (start and end mirror right to left). */
void margins_set(GtkWidget *widget, int top, int end, int bottom, int start);
/* A centred pill button, as the original's prominent ones; style: "suggested-action" for the
 * page's one action, "destructive-action", or NULL. */
GtkWidget *pill_button_new(const char *label, const char *style);
/* A label, start-aligned, with an optional style class ("title-2", "dim-label", ...; NULL: none). */
GtkWidget *text_new(const char *text, const char *style);
/* An image beside the words it stands for (a panel's title, a status's name): a decoration,
 * which a screen reader passes over, as WAI-ARIA's role "presentation". */
GtkWidget *decoration_new(void);
/* The widget's accessible name, what a screen reader says of it: one of the library's words. */
void name_set(GtkWidget *widget, const char *name);
/* The widget's tooltip, one of the library's words; the dump reads it (GTK's own tooltips, such
 * as a password field's, it leaves out). */
void tooltip_set(GtkWidget *widget, const char *text);
/* Removes every child of a box, list box or flow box (gtk_list_box_remove_all is GTK 4.12). */
void remove_children(GtkWidget *container);

#endif

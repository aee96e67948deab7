/* SPDX-License-Identifier: Apache-2.0 */
/* feed.c: the Social Feed panel, as the original's Feed screen: the library's title ("Social
 * Feed", or "Social Feed+"), then its sections top to bottom (the invitation to subscribe, or the
 * highlighted Social Feed+ posts, then the posts), each post with its favorite donut, its author,
 * date, message and tags, placed by the library's flow layout. A tag's chip filters the feed by
 * it (foodtruck_feed_filter); the filter's chip, tapped again, shows the sections again. With
 * Social Feed+ the toolbar's "Subscription Options" opens the manage card: the plan and the
 * store's two toggles, of which "Highlight Social Feed+ posts" splits the sections. Without
 * Social Feed+ (the store on, no plan), Get Started opens the subscription sheet under the
 * invitation: the library's benefits, its plans to pick from (foodtruck_store_select_plan) and
 * its purchase button, which buys the selected plan from the test store (test_store.c); the
 * library says whether the sheet then closes.
 *
 * The feed's dates come from a seed and an instant. The seed is the session's simulation seed
 * (--seed, 1 by default), as docs/domain.md §11.4 suggests a shell pick; the instant is the
 * session's now when the panel first shows: the original dates its lists once, so posts keep
 * their dates while the clock runs (their texts, "Today, 4:10 PM", are written at each now). */
#include "feed.h"

#include "layout.h"
#include "notice.h"
#include "page.h"
#include "pictures.h"
#include "state.h"
#include "test_store.h"
#include "words.h"
#define MAX_POSTS 10     /* foodtruck_feed_posts gives 0 to 10 */
#define MAX_TAGS 5       /* a post's tags: 2 to 5 */
#define MAX_SECTIONS 2
#define DONUT_SIZE 56    /* a post's favorite donut, beside its words (a drawing size) */
#define TAG_DONUT_SIZE 16 /* a donut tag's thumbnail */

#define PLAN_COUNT 2        /* the Social Feed+ plans, monthly and yearly */

static GtkWidget *column, *title, *options_button, *manage, *sections;
static bool sheet_open; /* the subscription sheet, behind Get Started */
static const foodtruck_store_product plans[PLAN_COUNT] = {FOODTRUCK_STORE_MONTHLY_PLAN, FOODTRUCK_STORE_YEARLY_PLAN};
static int64_t dated_at = -1;
/* The tag the feed is filtered by, while filtering. */
static bool filtering;
static foodtruck_feed_tag filter;
static GString *drawn; /* what the sections and the manage card show */

/* ---- the library's words for the feed */
static const char *tag_title(foodtruck_feed_tag tag) {
    WRITE_WORD(foodtruck_feed_tag_title, app.truck, tag);
}

static bool store_setting(foodtruck_store_setting_kind kind) {
    bool on = false;
    TRY(foodtruck_store_setting(app.truck, kind, &on));
    return on;
}

/* Whether Social Feed+ is served now, as the library says (with the store off, as on the
 * desktop, which has no platform store, it serves all). */
static bool plus_active(void) {
    bool active = false;
    TRY(foodtruck_store_social_feed_plus_active(app.truck, now_ms(), &active));
    return active;
}

/* ---- a post */
static GtkWidget *post_donut_new(int32_t donut_id, int size) {
    /* At its own size: a picture in a row grows with the row's height (GtkPicture scales to
     * what it is given); a GtkFixed gives it its natural size and no more. */
    GtkWidget *fixed = gtk_fixed_new();
    gtk_fixed_put(GTK_FIXED(fixed), donut_picture_new(donut_id, size), 0, 0);
    return fixed;
}

static void tag_clicked(GtkButton *button, gpointer data) {
    (void)data;
    if (app.updating) return;
    filter = *(foodtruck_feed_tag *)g_object_get_data(G_OBJECT(button), "tag");
    filtering = true;
    refresh();
}

static void filter_toggled(GtkToggleButton *button, gpointer data) {
    (void)data;
    if (app.updating || gtk_toggle_button_get_active(button)) return;
    filtering = false;
    refresh();
}

/* A tag's chip: its title, a donut's beside its thumbnail (the original's tag label). A toggle
 * for the filter's own chip, on while it filters. */
static GtkWidget *tag_chip_new(foodtruck_feed_tag tag, bool is_filter) {
    GtkWidget *chip = is_filter ? gtk_toggle_button_new() : gtk_button_new();
    GtkWidget *inside = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4);
    if (tag.kind == FOODTRUCK_FEED_TAG_DONUT) {
        GtkWidget *thumbnail = post_donut_new(tag.subject, TAG_DONUT_SIZE);
        gtk_widget_set_valign(thumbnail, GTK_ALIGN_CENTER);
        gtk_box_append(GTK_BOX(inside), thumbnail);
    }
    GtkWidget *label = gtk_label_new(tag_title(tag));
    name_set(chip, tag_title(tag));
    gtk_widget_add_css_class(label, "caption");
    gtk_box_append(GTK_BOX(inside), label);
    gtk_button_set_child(GTK_BUTTON(chip), inside);
    foodtruck_feed_tag *kept = g_new(foodtruck_feed_tag, 1);
    *kept = tag;
    g_object_set_data_full(G_OBJECT(chip), "tag", kept, g_free);
    if (is_filter) {
        gtk_toggle_button_set_active(GTK_TOGGLE_BUTTON(chip), TRUE);
        g_signal_connect(chip, "toggled", G_CALLBACK(filter_toggled), NULL);
    } else {
        g_signal_connect(chip, "clicked", G_CALLBACK(tag_clicked), NULL);
    }
    return chip;
}

/* A post's row: the favorite donut, then the author and date over the message and the tags. */
static GtkWidget *post_row_new(const foodtruck_feed_post *post) {
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    margins_set(row, 12, 12, 12, 12);
    GtkWidget *donut = post_donut_new(post->donut_id, DONUT_SIZE);
    gtk_widget_set_valign(donut, GTK_ALIGN_START);
    gtk_box_append(GTK_BOX(row), donut);

    GtkWidget *body = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    gtk_widget_set_hexpand(body, TRUE);
    char *author = word_buffer();
    TRY(foodtruck_feed_author_name(app.truck, post->author, author, WORD_BYTES, NULL));
    gtk_box_append(GTK_BOX(body), text_new(author, "heading"));
    char *date = word_buffer();
    TRY(foodtruck_feed_date_text(app.truck, post->posted_at, now_ms(), date, WORD_BYTES, NULL));
    GtkWidget *line = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
    gtk_box_append(GTK_BOX(line), text_new(date, "dim-label"));
    /* What the post shows besides its words: the library holds no photos or videos, so their
     * kind shows as a symbol; the favorite donut's picture is drawn for every post. */
    const char *symbol = post->media == FOODTRUCK_FEED_MEDIA_PHOTO   ? "camera-photo-symbolic"
                         : post->media == FOODTRUCK_FEED_MEDIA_VIDEO ? "camera-video-symbolic"
                                                                     : NULL;
    if (symbol != NULL) {
        /* Beside the post's words, the kind of its media: a decoration to a screen reader (the
         * library has no word for a photo or a video). */
        GtkWidget *icon = decoration_new();
        gtk_image_set_from_icon_name(GTK_IMAGE(icon), symbol);
        gtk_widget_add_css_class(icon, "dim-label");
        gtk_box_append(GTK_BOX(line), icon);
    }
    gtk_box_append(GTK_BOX(body), line);
    char *message = word_buffer();
    TRY(foodtruck_feed_post_message(app.truck, post->id, message, WORD_BYTES, NULL));
    GtkWidget *sentence = text_new(message, NULL);
    gtk_label_set_wrap(GTK_LABEL(sentence), TRUE);
    gtk_label_set_wrap_mode(GTK_LABEL(sentence), PANGO_WRAP_WORD_CHAR);
    gtk_box_append(GTK_BOX(body), sentence);

    foodtruck_feed_tag tags[MAX_TAGS];
    size_t count = 0;
    TRY(foodtruck_feed_post_tags(post->id, tags, MAX_TAGS, &count));
    GtkWidget *flow = flow_new(6, false);
    for (size_t i = 0; i < count; i++) gtk_box_append(GTK_BOX(flow), tag_chip_new(tags[i], false));
    gtk_box_append(GTK_BOX(body), flow);
    gtk_box_append(GTK_BOX(row), body);
    return row;
}

/* Posts as the original's list: one boxed list, a row each, in the library's order. */
static void posts_append(const foodtruck_feed_post *posts, size_t count) {
    GtkWidget *list = gtk_list_box_new();
    gtk_list_box_set_selection_mode(GTK_LIST_BOX(list), GTK_SELECTION_NONE);
    gtk_widget_add_css_class(list, "boxed-list");
    for (size_t i = 0; i < count; i++) {
        GtkWidget *post = post_row_new(&posts[i]);
        gtk_list_box_append(GTK_LIST_BOX(list), post);
        /* The list's row, named by the post's author, as a screen reader lists the posts. */
        char *author = word_buffer();
        TRY(foodtruck_feed_author_name(app.truck, posts[i].author, author, WORD_BYTES, NULL));
        name_set(gtk_widget_get_parent(post), author);
        gtk_list_box_row_set_activatable(gtk_list_box_get_row_at_index(GTK_LIST_BOX(list), (int)i), FALSE);
    }
    gtk_box_append(GTK_BOX(sections), list);
}

static const char *product_text(foodtruck_store_product product, foodtruck_store_product_text_kind kind) {
    WRITE_WORD(foodtruck_store_product_text, app.truck, product, kind);
}

static void get_started_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    sheet_open = !sheet_open;
    refresh();
}

static void plan_activated(GtkListBox *list, GtkListBoxRow *row, gpointer data) {
    (void)list;
    (void)data;
    TRY(foodtruck_store_select_plan(app.truck, plans[gtk_list_box_row_get_index(row)]));
    refresh();
}

/* The purchase button: the selected plan bought from the test store, then the library's action. */
static void purchase_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    foodtruck_subscription_sheet sheet;
    TRY(foodtruck_store_sheet(app.truck, &sheet));
    foodtruck_store_action action = FOODTRUCK_STORE_ACTION_NONE;
    TRY(foodtruck_store_purchase_action(sheet.selection, test_store_buy(sheet.selection), &action));
    if (action == FOODTRUCK_STORE_ACTION_DISMISS) sheet_open = false;
    refresh();
}

/* The subscription sheet, as the original's: its title, the three benefits, the plans (name, price
 * a period, the yearly's savings; the selected one checked) and the purchase button. */
static void sheet_append(void) {
    GtkWidget *card = card_new(sections);
    gtk_box_append(GTK_BOX(card), text_new(store_text(FOODTRUCK_STORE_TEXT_SHEET_TITLE), "title-3"));
    const foodtruck_store_text_kind benefits[] = {FOODTRUCK_STORE_TEXT_BENEFIT_HIGHLIGHT, FOODTRUCK_STORE_TEXT_BENEFIT_ENGAGEMENT,
                                                  FOODTRUCK_STORE_TEXT_BENEFIT_INSIGHTS};
    for (size_t i = 0; i < G_N_ELEMENTS(benefits); i++) {
        GtkWidget *line = text_new(store_text(benefits[i]), NULL);
        gtk_label_set_wrap(GTK_LABEL(line), TRUE);
        gtk_box_append(GTK_BOX(card), line);
    }
    foodtruck_subscription_sheet sheet;
    TRY(foodtruck_store_sheet(app.truck, &sheet));
    GtkWidget *list = gtk_list_box_new();
    gtk_list_box_set_selection_mode(GTK_LIST_BOX(list), GTK_SELECTION_NONE);
    gtk_widget_add_css_class(list, "boxed-list");
    margins_set(list, 6, 0, 6, 0);
    g_signal_connect(list, "row-activated", G_CALLBACK(plan_activated), NULL);
    for (size_t i = 0; i < PLAN_COUNT; i++) {
        GtkWidget *row = adw_action_row_new();
        adw_preferences_row_set_title(ADW_PREFERENCES_ROW(row), product_text(plans[i], FOODTRUCK_STORE_PRODUCT_NAME));
        /* The price a period, and under it the yearly's savings line (empty for the monthly). */
        const char *savings = product_text(plans[i], FOODTRUCK_STORE_PRODUCT_SAVINGS);
        char *subtitle = g_strjoin(savings[0] != '\0' ? "\n" : "", product_text(plans[i], FOODTRUCK_STORE_PRODUCT_PRICE_PER_PERIOD),
                                   savings, NULL);
        adw_action_row_set_subtitle(ADW_ACTION_ROW(row), subtitle);
        g_free(subtitle);
        gtk_list_box_row_set_activatable(GTK_LIST_BOX_ROW(row), TRUE);
        if (plans[i] == sheet.selection) {
            GtkWidget *check = decoration_new(); /* the row's state: a screen reader hears it selected */
            gtk_image_set_from_icon_name(GTK_IMAGE(check), "object-select-symbolic");
            adw_action_row_add_suffix(ADW_ACTION_ROW(row), check);
            gtk_accessible_update_state(GTK_ACCESSIBLE(row), GTK_ACCESSIBLE_STATE_SELECTED, TRUE, -1);
        }
        gtk_list_box_append(GTK_LIST_BOX(list), row);
    }
    gtk_box_append(GTK_BOX(card), list);
    GtkWidget *purchase = pill_button_new(store_text(FOODTRUCK_STORE_TEXT_PURCHASE_BUTTON), "suggested-action");
    gtk_widget_set_sensitive(purchase, sheet.purchase_enabled);
    g_signal_connect(purchase, "clicked", G_CALLBACK(purchase_clicked), NULL);
    gtk_box_append(GTK_BOX(card), purchase);
}

/* The invitation to subscribe, under its title: "Get Started" opens the subscription sheet,
 * while the store is on (with it off Social Feed+ is served and no invitation shows). */
static void invitation_append(void) {
    GtkWidget *button = pill_button_new(store_text(FOODTRUCK_STORE_TEXT_GET_STARTED), "suggested-action");
    gtk_widget_set_sensitive(button, test_store_on());
    g_signal_connect(button, "clicked", G_CALLBACK(get_started_clicked), NULL);
    gtk_box_append(GTK_BOX(sections), button);
    if (sheet_open) sheet_append();
}

static void show_sections(bool plus, bool highlight) {
    foodtruck_feed_section shown[MAX_SECTIONS];
    size_t count = 0;
    TRY(foodtruck_feed_sections(plus, highlight, shown, MAX_SECTIONS, &count));
    for (size_t s = 0; s < count; s++) {
        char *heading = word_buffer();
        TRY(foodtruck_feed_section_title(app.truck, shown[s], heading, WORD_BYTES, NULL));
        gtk_box_append(GTK_BOX(sections), text_new(heading, "title-4"));
        if (shown[s] == FOODTRUCK_FEED_SECTION_MARKETING) {
            invitation_append();
            continue;
        }
        foodtruck_feed_post posts[MAX_POSTS];
        size_t post_count = 0;
        TRY(foodtruck_feed_posts(app.opt.seed, dated_at, shown[s], plus, highlight, posts, MAX_POSTS, &post_count));
        posts_append(posts, post_count);
    }
}

static void show_filter(bool plus) {
    GtkWidget *chip = tag_chip_new(filter, true);
    gtk_widget_set_halign(chip, GTK_ALIGN_START);
    gtk_box_append(GTK_BOX(sections), chip);
    foodtruck_feed_post posts[MAX_POSTS];
    size_t count = 0;
    TRY(foodtruck_feed_filter(app.truck, app.opt.seed, dated_at, plus, filter, posts, MAX_POSTS, &count));
    posts_append(posts, count);
}

/* ---- the manage card (Manage Social Feed+): the plan, its renewal and the two toggles */
static void setting_changed(GObject *toggle, GParamSpec *spec, gpointer data) {
    (void)spec;
    if (app.updating) return;
    TRY(foodtruck_store_set_setting(app.truck, (foodtruck_store_setting_kind)GPOINTER_TO_INT(data),
                                    gtk_switch_get_active(GTK_SWITCH(toggle))));
    refresh();
}

static void toggle_row_append(GtkWidget *list, foodtruck_store_setting_kind setting, foodtruck_store_text_kind name) {
    GtkWidget *row = adw_action_row_new();
    adw_preferences_row_set_title(ADW_PREFERENCES_ROW(row), store_text(name));
    GtkWidget *toggle = gtk_switch_new();
    gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER);
    gtk_switch_set_active(GTK_SWITCH(toggle), store_setting(setting));
    g_signal_connect(toggle, "notify::active", G_CALLBACK(setting_changed), GINT_TO_POINTER(setting));
    adw_action_row_add_suffix(ADW_ACTION_ROW(row), toggle);
    adw_action_row_set_activatable_widget(ADW_ACTION_ROW(row), toggle);
    gtk_list_box_append(GTK_LIST_BOX(list), row);
}

static void show_manage(void) {
    remove_children(manage);
    /* Titled as the store titles Social Feed+ (the sheet's title); the plan's name under it only
     * when one is entitled (with the store off Social Feed+ is served with no plan: "None"). */
    gtk_box_append(GTK_BOX(manage), text_new(store_text(FOODTRUCK_STORE_TEXT_SHEET_TITLE), "heading"));
    foodtruck_entitlements entitlements;
    TRY(foodtruck_store_entitlements(app.truck, now_ms(), &entitlements));
    if (entitlements.plan != FOODTRUCK_STORE_PRODUCT_NONE)
        gtk_box_append(GTK_BOX(manage), text_new(store_text(FOODTRUCK_STORE_TEXT_PLAN_NAME), NULL));
    const char *renewal = store_text(FOODTRUCK_STORE_TEXT_RENEWAL);
    if (renewal[0] != '\0') gtk_box_append(GTK_BOX(manage), text_new(renewal, "dim-label"));
    GtkWidget *list = gtk_list_box_new();
    gtk_list_box_set_selection_mode(GTK_LIST_BOX(list), GTK_SELECTION_NONE);
    gtk_widget_add_css_class(list, "boxed-list");
    toggle_row_append(list, FOODTRUCK_STORE_HIGHLIGHT_PLUS_POSTS, FOODTRUCK_STORE_TEXT_HIGHLIGHT_PLUS_POSTS);
    toggle_row_append(list, FOODTRUCK_STORE_ADVANCED_ENGAGEMENT_TOOLS, FOODTRUCK_STORE_TEXT_ADVANCED_ENGAGEMENT_TOOLS);
    gtk_box_append(GTK_BOX(manage), list);
}

static void options_toggled(GtkToggleButton *button, gpointer data) {
    (void)button;
    (void)data;
    if (!app.updating) refresh();
}

static GtkWidget *create(foodtruck_panel panel) {
    (void)panel;
    shown_forget(drawn);
    column = page_column_new();
    /* The title and, with Social Feed+, the toolbar's Subscription Options beside it. */
    GtkWidget *top = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    title = text_new("", "title-1");
    gtk_widget_set_hexpand(title, TRUE);
    gtk_label_set_wrap(GTK_LABEL(title), TRUE); /* beside the button, a phone's width is short */
    gtk_box_append(GTK_BOX(top), title);
    options_button = gtk_toggle_button_new_with_label("");
    gtk_widget_set_valign(options_button, GTK_ALIGN_CENTER);
    g_signal_connect(options_button, "toggled", G_CALLBACK(options_toggled), NULL);
    gtk_box_append(GTK_BOX(top), options_button);
    gtk_box_append(GTK_BOX(column), top);
    manage = card_new(column);
    sections = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_box_append(GTK_BOX(column), sections);
    return scrolled_new(column);
}

static void refresh_view(foodtruck_panel panel) {
    (void)panel;
    if (dated_at < 0) dated_at = now_ms();
    bool plus = plus_active(), highlight = store_setting(FOODTRUCK_STORE_HIGHLIGHT_PLUS_POSTS);
    char *heading = word_buffer();
    TRY(foodtruck_feed_title(app.truck, plus, heading, WORD_BYTES, NULL));
    gtk_label_set_text(GTK_LABEL(title), heading);
    gtk_button_set_label(GTK_BUTTON(options_button), store_text(FOODTRUCK_STORE_TEXT_SUBSCRIPTION_OPTIONS));
    gtk_widget_set_visible(options_button, plus);
    bool managing = plus && gtk_toggle_button_get_active(GTK_TOGGLE_BUTTON(options_button));
    gtk_widget_set_visible(gtk_widget_get_parent(manage), managing);
    if (plus) sheet_open = false; /* subscribed: the invitation and its sheet are gone */
    foodtruck_subscription_sheet sheet;
    TRY(foodtruck_store_sheet(app.truck, &sheet));
    /* The manage card's words change with the plan, its renewal and the date (a renewal line). */
    char key[WORD_BYTES + 64];
    g_snprintf(key, sizeof key, "%d %d %d %d %d %d %d %d %d %s", plus, highlight, managing, filtering, (int)filter.kind,
               (int)filter.subject, sheet_open, (int)sheet.selection, test_store_on(),
               managing ? store_text(FOODTRUCK_STORE_TEXT_RENEWAL) : "");
    if (!shown_anew(&drawn, key)) return; /* the same posts, chips and switches: kept as they are */
    if (managing) show_manage();
    remove_children(sections);
    if (filtering) show_filter(plus);
    else show_sections(plus, highlight);
}

const view feed_view = {create, refresh_view};

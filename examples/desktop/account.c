/* SPDX-License-Identifier: Apache-2.0 */
/* account.c: the Account panel, drawn from the library's sign-in state machine
 * (foodtruck_account_screen): signed out, Sign In and Sign Up; signed in, the user's avatar and
 * name and Sign Out; the sign-out alert, with Sign Out and Cancel; the latest request's failure.
 * The platform's part (README.md, "Platform duties: the account") is a passkey authenticator
 * and a password keychain with a server behind them, which this desktop does not have: the local
 * test authenticator plays them (test_authenticator.c), and this file asks it as a shell asks
 * the platform:
 *   - Sign In hands the library a fresh challenge and, while the library signs in, shows the
 *     authenticator's sheet (a card in the page, marked with the test symbol, headed by the
 *     library's relying party): a button for each credential kept for that relying party, named
 *     by its user; a password's with its field. A passkey signs the library's challenge
 *     (foodtruck_account_challenge), the server verifies it: foodtruck_account_passkey_asserted
 *     with the user's name as its id bytes; a password verified: ..._password_returned; else,
 *     or Cancel, ..._request_failed. With no credential kept the request ends at once without
 *     one (an authorization error), as before there was an authenticator.
 *   - Sign Up opens the original's form: a user name, "Use Passkey" (on at first) and, with it
 *     off, a password. With a passkey the library registers, and the authenticator makes a key
 *     pair for its relying party and user: ..._passkey_registered, or ..._request_failed. With a
 *     password the server keeps its salted hash and the library signs the user in at once. The
 *     form closes after the attempt, whatever the outcome, as the original's sheet.
 *   - Sign Out asks the library's alert; its answer goes back to the library.
 * Below, the help with purchases (purchases.c), served by the test store. The alert, the form
 * and the authenticator's sheet are cards in the page, not windows of their own, so that one
 * picture shows the whole screen. */
#include "account.h"

#include "notice.h"
#include "page.h"
#include "purchases.h"
#include "state.h"
#include "test_authenticator.h"
#include "words.h"

#include <string.h>
#define AVATAR_SIZE 96
#define TEST_SYMBOL "applications-engineering-symbolic" /* a stand-in of the app's, for testing */

static GtkWidget *column, *state_box, *form, *user_name_entry, *passkey_switch, *password_row, *password_entry,
    *submit;
static bool form_open;
static GString *drawn; /* the screen the state box shows */

static void form_focus(void);

static const char *account_text(foodtruck_account_label which) {
    WRITE_WORD(foodtruck_account_text, app.truck, which);
}

static const char *relying_party(void) { WRITE_WORD(foodtruck_account_relying_party, app.truck); }

/* The request in flight ended without a credential: the library says what shows. */
static void no_credential(foodtruck_account_failure failure) { TRY(foodtruck_account_request_failed(app.truck, failure)); }

/* The challenge of the request in flight, as the library keeps it; returns its length. */
static size_t challenge_now(uint8_t *challenge) {
    size_t count = 0;
    TRY(foodtruck_account_challenge(app.truck, challenge, FOODTRUCK_ACCOUNT_CHALLENGE_MAX_BYTES, &count));
    return count;
}

static void sign_in_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    uint8_t challenge[TEST_CHALLENGE_BYTES];
    test_authenticator_challenge(challenge);
    TRY(foodtruck_account_sign_in(app.truck, challenge, TEST_CHALLENGE_BYTES));
    size_t count = 0;
    test_authenticator_credentials(relying_party(), &count);
    if (count == 0) no_credential(FOODTRUCK_ACCOUNT_AUTHORIZATION_ERROR); /* nothing to offer */
    refresh();
}

/* ---- the test authenticator's sheet, while the library signs in */
static GtkWidget *sheet_password; /* the first password credential's field */

/* A credential chosen: the passkey signs, or the password typed beside it is checked. */
static void credential_clicked(GtkButton *button, gpointer data) {
    (void)data;
    const char *user = g_object_get_data(G_OBJECT(button), "user");
    GtkWidget *field = g_object_get_data(G_OBJECT(button), "password");
    uint8_t challenge[FOODTRUCK_ACCOUNT_CHALLENGE_MAX_BYTES];
    size_t count = challenge_now(challenge);
    if (field == NULL && test_authenticator_assert(relying_party(), user, challenge, count))
        TRY(foodtruck_account_passkey_asserted(app.truck, (const uint8_t *)user, strlen(user)));
    else if (field != NULL && test_authenticator_check_password(relying_party(), user, gtk_editable_get_text(GTK_EDITABLE(field))))
        TRY(foodtruck_account_password_returned(app.truck, user));
    else
        no_credential(FOODTRUCK_ACCOUNT_AUTHORIZATION_ERROR);
    refresh();
}

static void sheet_cancel_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    no_credential(FOODTRUCK_ACCOUNT_CANCELLED);
    refresh();
}

/* The sheet: the test symbol and the relying party, then a button a credential (a passkey's
 * with the passkey symbol; a password's under its field), then Cancel. */
static void sheet_append(GtkWidget *box) {
    GtkWidget *card = card_new(box);
    /* Named plainly as the test authenticator, with what it is, then the relying party asking. */
    GtkWidget *head = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
    gtk_widget_set_halign(head, GTK_ALIGN_CENTER);
    GtkWidget *symbol = decoration_new();
    gtk_image_set_from_icon_name(GTK_IMAGE(symbol), TEST_SYMBOL);
    gtk_box_append(GTK_BOX(head), symbol);
    gtk_box_append(GTK_BOX(head), text_new(label_text(FOODTRUCK_NAVIGATION_LABEL_TEST_AUTHENTICATOR), "heading"));
    gtk_box_append(GTK_BOX(card), head);
    GtkWidget *note = text_new(label_text(FOODTRUCK_NAVIGATION_LABEL_TEST_AUTHENTICATOR_NOTE), "dim-label");
    gtk_label_set_wrap(GTK_LABEL(note), TRUE);
    gtk_label_set_max_width_chars(GTK_LABEL(note), 30);
    gtk_label_set_justify(GTK_LABEL(note), GTK_JUSTIFY_CENTER);
    gtk_label_set_xalign(GTK_LABEL(note), 0.5f);
    gtk_box_append(GTK_BOX(card), note);
    GtkWidget *asking = text_new(relying_party(), "heading");
    gtk_label_set_xalign(GTK_LABEL(asking), 0.5f);
    gtk_widget_set_margin_top(asking, 6);
    gtk_box_append(GTK_BOX(card), asking);
    size_t count = 0;
    const test_credential *credentials = test_authenticator_credentials(relying_party(), &count);
    sheet_password = NULL;
    for (size_t i = 0; i < count; i++) {
        GtkWidget *field = NULL;
        if (!credentials[i].passkey) {
            field = gtk_password_entry_new();
            g_object_set(field, "placeholder-text", account_text(FOODTRUCK_ACCOUNT_LABEL_PASSWORD), NULL);
            name_set(field, account_text(FOODTRUCK_ACCOUNT_LABEL_PASSWORD));
            gtk_box_append(GTK_BOX(card), field);
            if (sheet_password == NULL) sheet_password = field;
        }
        GtkWidget *button = gtk_button_new();
        GtkWidget *inside = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
        gtk_widget_set_halign(inside, GTK_ALIGN_CENTER);
        GtkWidget *kind = decoration_new();
        gtk_image_set_from_icon_name(GTK_IMAGE(kind), credentials[i].passkey ? "channel-secure-symbolic" : "dialog-password-symbolic");
        gtk_box_append(GTK_BOX(inside), kind);
        gtk_box_append(GTK_BOX(inside), gtk_label_new(credentials[i].user)); /* the user's own name */
        gtk_button_set_child(GTK_BUTTON(button), inside);
        name_set(button, credentials[i].user);
        gtk_widget_add_css_class(button, "pill");
        g_object_set_data_full(G_OBJECT(button), "user", g_strdup(credentials[i].user), g_free);
        g_object_set_data(G_OBJECT(button), "password", field);
        g_signal_connect(button, "clicked", G_CALLBACK(credential_clicked), NULL);
        gtk_box_append(GTK_BOX(card), button);
    }
    GtkWidget *cancel = pill_button_new(account_text(FOODTRUCK_ACCOUNT_LABEL_CANCEL), NULL);
    g_signal_connect(cancel, "clicked", G_CALLBACK(sheet_cancel_clicked), NULL);
    gtk_box_append(GTK_BOX(card), cancel);
}

static void sign_up_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    form_open = true;
    refresh();
    form_focus();
}

static void sign_out_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    TRY(foodtruck_account_sign_out(app.truck));
    refresh();
}

static void confirm_clicked(GtkButton *button, gpointer data) {
    (void)button;
    TRY(foodtruck_account_confirm_sign_out(app.truck, GPOINTER_TO_INT(data) != 0));
    refresh();
}

/* ---- the sign-up form */
static bool use_passkey(void) { return gtk_switch_get_active(GTK_SWITCH(passkey_switch)); }

/* The library says when the form may be submitted; the password shows only without a passkey. */
static void form_changed(void) {
    const char *name = gtk_editable_get_text(GTK_EDITABLE(user_name_entry));
    bool has_password = gtk_editable_get_text(GTK_EDITABLE(password_entry))[0] != '\0', valid = false;
    TRY(foodtruck_account_sign_up_valid(name, use_passkey(), has_password, &valid));
    gtk_widget_set_sensitive(submit, valid);
    gtk_widget_set_visible(password_row, !use_passkey());
}

/* The field a person types in next: the password's once Use Passkey is off, else the name's. */
static void form_focus(void) {
    gtk_widget_grab_focus(use_passkey() ? user_name_entry : password_entry);
}

static void entry_changed(GtkEditable *editable, gpointer data) {
    (void)editable;
    (void)data;
    form_changed();
}

static void passkey_changed(GObject *toggle, GParamSpec *spec, gpointer data) {
    (void)toggle;
    (void)spec;
    (void)data;
    form_changed();
    form_focus();
}

static void form_close(void) {
    form_open = false;
    gtk_editable_set_text(GTK_EDITABLE(user_name_entry), "");
    gtk_editable_set_text(GTK_EDITABLE(password_entry), "");
    gtk_switch_set_active(GTK_SWITCH(passkey_switch), FOODTRUCK_ACCOUNT_USE_PASSKEY_DEFAULT);
}

static void submit_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    const char *name = gtk_editable_get_text(GTK_EDITABLE(user_name_entry));
    if (use_passkey()) {
        uint8_t challenge[TEST_CHALLENGE_BYTES];
        test_authenticator_challenge(challenge);
        TRY(foodtruck_account_sign_up_passkey(app.truck, name, challenge, TEST_CHALLENGE_BYTES));
        /* Registered for the name as the library keeps it (trimmed): its bytes are the user id. */
        char *user = word_buffer();
        TRY(foodtruck_account_user_name(app.truck, user, WORD_BYTES, NULL));
        if (test_authenticator_register(relying_party(), user, challenge, TEST_CHALLENGE_BYTES))
            TRY(foodtruck_account_passkey_registered(app.truck));
        else
            no_credential(FOODTRUCK_ACCOUNT_AUTHORIZATION_ERROR);
    } else {
        const char *password = gtk_editable_get_text(GTK_EDITABLE(password_entry));
        TRY(foodtruck_account_sign_up_password(app.truck, name, password));
        char *user = word_buffer();
        TRY(foodtruck_account_user_name(app.truck, user, WORD_BYTES, NULL));
        test_authenticator_save_password(relying_party(), user, password);
    }
    form_close();
    refresh();
}

static void cancel_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    form_close();
    refresh();
}

/* A row of the form's boxed list holding an entry, the field's name as its placeholder. */
static GtkWidget *entry_row_new(GtkWidget *list, GtkWidget *entry) {
    gtk_widget_set_hexpand(entry, TRUE);
    margins_set(entry, 6, 6, 6, 6);
    g_signal_connect(entry, "changed", G_CALLBACK(entry_changed), NULL);
    gtk_list_box_append(GTK_LIST_BOX(list), entry);
    GtkWidget *row = gtk_widget_get_parent(entry);
    gtk_list_box_row_set_activatable(GTK_LIST_BOX_ROW(row), FALSE);
    return row;
}

/* The form's widgets, made once; their words are set at each refresh (the language may change). */
static void form_new(void) {
    form = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    GtkWidget *list = gtk_list_box_new();
    gtk_list_box_set_selection_mode(GTK_LIST_BOX(list), GTK_SELECTION_NONE);
    gtk_widget_add_css_class(list, "boxed-list");
    user_name_entry = gtk_entry_new();
    entry_row_new(list, user_name_entry);
    GtkWidget *passkey_row = adw_action_row_new();
    passkey_switch = gtk_switch_new();
    gtk_switch_set_active(GTK_SWITCH(passkey_switch), FOODTRUCK_ACCOUNT_USE_PASSKEY_DEFAULT);
    gtk_widget_set_valign(passkey_switch, GTK_ALIGN_CENTER);
    g_signal_connect(passkey_switch, "notify::active", G_CALLBACK(passkey_changed), NULL);
    adw_action_row_add_suffix(ADW_ACTION_ROW(passkey_row), passkey_switch);
    adw_action_row_set_activatable_widget(ADW_ACTION_ROW(passkey_row), passkey_switch);
    gtk_list_box_append(GTK_LIST_BOX(list), passkey_row);
    password_entry = gtk_password_entry_new();
    gtk_password_entry_set_show_peek_icon(GTK_PASSWORD_ENTRY(password_entry), TRUE);
    /* The peek icon is the mouse's way to show the password (the keyboard's is the entry's menu,
     * "Show Text"): a picture the focus never reaches, out of a screen reader's way. */
    for (GtkWidget *child = gtk_widget_get_first_child(password_entry); child != NULL; child = gtk_widget_get_next_sibling(child))
        if (GTK_IS_IMAGE(child)) gtk_accessible_update_state(GTK_ACCESSIBLE(child), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
    password_row = entry_row_new(list, password_entry);
    gtk_box_append(GTK_BOX(form), list);

    GtkWidget *buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    gtk_widget_set_halign(buttons, GTK_ALIGN_CENTER);
    GtkWidget *cancel = pill_button_new("", NULL);
    g_signal_connect(cancel, "clicked", G_CALLBACK(cancel_clicked), NULL);
    submit = pill_button_new("", "suggested-action");
    g_signal_connect(submit, "clicked", G_CALLBACK(submit_clicked), NULL);
    gtk_box_append(GTK_BOX(buttons), cancel);
    gtk_box_append(GTK_BOX(buttons), submit);
    gtk_box_append(GTK_BOX(form), buttons);
    g_object_set_data(G_OBJECT(form), "passkey-row", passkey_row);
    g_object_set_data(G_OBJECT(form), "cancel", cancel);
}

static void form_show(void) {
    const char *user_name = account_text(FOODTRUCK_ACCOUNT_LABEL_USER_NAME);
    gtk_entry_set_placeholder_text(GTK_ENTRY(user_name_entry), user_name);
    name_set(user_name_entry, user_name);
    name_set(gtk_widget_get_parent(user_name_entry), user_name); /* its row */
    const char *password = account_text(FOODTRUCK_ACCOUNT_LABEL_PASSWORD);
    g_object_set(password_entry, "placeholder-text", password, NULL);
    name_set(password_entry, password);
    name_set(password_row, password);
    name_set(g_object_get_data(G_OBJECT(form), "passkey-row"), account_text(FOODTRUCK_ACCOUNT_LABEL_USE_PASSKEY));
    adw_preferences_row_set_title(ADW_PREFERENCES_ROW(g_object_get_data(G_OBJECT(form), "passkey-row")),
                                  account_text(FOODTRUCK_ACCOUNT_LABEL_USE_PASSKEY));
    gtk_button_set_label(GTK_BUTTON(g_object_get_data(G_OBJECT(form), "cancel")), account_text(FOODTRUCK_ACCOUNT_LABEL_CANCEL));
    gtk_button_set_label(GTK_BUTTON(submit), account_text(FOODTRUCK_ACCOUNT_LABEL_SIGN_UP));
    form_changed();
}

/* ---- the screen */
/* One of the screen's buttons, appended to box; clicked NULL: nothing to do here. */
static GtkWidget *action_new(GtkWidget *box, foodtruck_account_label label, const char *style, GCallback clicked,
                             gpointer data) {
    GtkWidget *button = pill_button_new("", style);
    gtk_button_set_label(GTK_BUTTON(button), account_text(label));
    if (clicked != NULL) g_signal_connect(button, "clicked", clicked, data);
    gtk_box_append(GTK_BOX(box), button);
    return button;
}

static GtkWidget *create(foodtruck_panel panel) {
    (void)panel;
    shown_forget(drawn);
    column = page_column_new();
    gtk_widget_set_valign(column, GTK_ALIGN_CENTER);
    state_box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_set_halign(state_box, GTK_ALIGN_CENTER);
    gtk_box_append(GTK_BOX(column), state_box);
    form_new();
    gtk_widget_set_halign(form, GTK_ALIGN_CENTER);
    gtk_widget_set_size_request(form, 320, -1);
    gtk_box_append(GTK_BOX(column), form);
    purchases_new(column);
    return scrolled_new(column);
}

static void refresh_view(foodtruck_panel panel) {
    (void)panel;
    foodtruck_account_view screen;
    TRY(foodtruck_account_screen(app.truck, &screen));
    char *name = word_buffer();
    name[0] = '\0';
    if (screen.shows_user_name) TRY(foodtruck_account_user_name(app.truck, name, WORD_BYTES, NULL));
    char *key = g_strdup_printf("%d %d%d%d%d%d%d %d %d %s", (int)screen.state, screen.shows_user_name, screen.shows_sign_in,
                                screen.shows_sign_up, screen.shows_sign_out, screen.shows_sign_out_confirmation,
                                screen.shows_failure, (int)screen.failure, form_open, name);
    bool anew = shown_anew(&drawn, key);
    g_free(key);
    /* The help with purchases under the buttons, not under the form or the authenticator's sheet. */
    purchases_refresh(!form_open && screen.state != FOODTRUCK_ACCOUNT_SIGNING_IN);
    if (!anew) return; /* the same screen: its buttons keep a person's focus */
    remove_children(state_box);
    if (screen.shows_user_name) {
        /* No initials: they would be words the library did not write; the original shows a symbol. */
        GtkWidget *avatar = adw_avatar_new(AVATAR_SIZE, name, FALSE);
        gtk_widget_set_halign(avatar, GTK_ALIGN_CENTER);
        gtk_box_append(GTK_BOX(state_box), avatar);
        GtkWidget *label = gtk_label_new(name);
        gtk_widget_add_css_class(label, "title-2");
        gtk_box_append(GTK_BOX(state_box), label);
    }
    if (screen.shows_failure) {
        char *failure = word_buffer();
        TRY(foodtruck_account_failure_text(app.truck, screen.failure, failure, WORD_BYTES, NULL));
        if (failure[0] != '\0') { /* a cancelled request shows none */
            GtkWidget *label = gtk_label_new(failure);
            gtk_label_set_wrap(GTK_LABEL(label), TRUE);
            gtk_label_set_justify(GTK_LABEL(label), GTK_JUSTIFY_CENTER);
            gtk_widget_add_css_class(label, "error");
            gtk_box_append(GTK_BOX(state_box), label);
        }
    }
    /* The form replaces the buttons while it is open, as the original's sheet covers them. */
    if (!screen.shows_sign_in && !screen.shows_sign_up) form_open = false;
    if (screen.shows_sign_in && !form_open)
        action_new(state_box, FOODTRUCK_ACCOUNT_LABEL_SIGN_IN, "suggested-action", G_CALLBACK(sign_in_clicked), NULL);
    if (screen.shows_sign_up && !form_open) action_new(state_box, FOODTRUCK_ACCOUNT_LABEL_SIGN_UP, NULL, G_CALLBACK(sign_up_clicked), NULL);
    if (screen.shows_sign_out) {
        GtkWidget *sign_out =
            action_new(state_box, FOODTRUCK_ACCOUNT_LABEL_SIGN_OUT, "destructive-action", G_CALLBACK(sign_out_clicked), NULL);
        /* Behind the alert, as the original's: only the alert answers. */
        gtk_widget_set_sensitive(sign_out, !screen.shows_sign_out_confirmation);
    }
    if (screen.state == FOODTRUCK_ACCOUNT_SIGNING_IN) sheet_append(state_box);
    if (screen.shows_sign_out_confirmation) {
        GtkWidget *card = card_new(state_box);
        GtkWidget *question = gtk_label_new(account_text(FOODTRUCK_ACCOUNT_LABEL_SIGN_OUT_CONFIRMATION));
        gtk_label_set_wrap(GTK_LABEL(question), TRUE);
        gtk_label_set_justify(GTK_LABEL(question), GTK_JUSTIFY_CENTER);
        gtk_widget_add_css_class(question, "heading");
        gtk_box_append(GTK_BOX(card), question);
        GtkWidget *answers = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
        gtk_widget_set_halign(answers, GTK_ALIGN_CENTER);
        action_new(answers, FOODTRUCK_ACCOUNT_LABEL_CANCEL, NULL, G_CALLBACK(confirm_clicked), GINT_TO_POINTER(0));
        action_new(answers, FOODTRUCK_ACCOUNT_LABEL_SIGN_OUT, "destructive-action", G_CALLBACK(confirm_clicked),
                   GINT_TO_POINTER(1));
        gtk_box_append(GTK_BOX(card), answers);
    }
    gtk_widget_set_visible(form, form_open);
    if (form_open) form_show();
    if (sheet_password != NULL && screen.state == FOODTRUCK_ACCOUNT_SIGNING_IN) gtk_widget_grab_focus(sheet_password);
}

const view account_view = {create, refresh_view};

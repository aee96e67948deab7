/* account.c: the Account panel, drawn from the library's sign-in state machine
 * (foodtruck_account_screen): signed out, Sign In and Sign Up; signed in, the user's avatar and
 * name and Sign Out; the sign-out alert, with Sign Out and Cancel; the latest request's failure.
 * The platform's part (README.md, "Platform duties: the account") is a passkey authenticator,
 * which this desktop does not have:
 *   - Sign In hands the library a fresh challenge of random bytes (a new GRand, seeded from the
 *     system, never shown), then reports that the request ended without a credential
 *     (FOODTRUCK_ACCOUNT_AUTHORIZATION_ERROR): the library signs out again and shows its text.
 *   - Sign Up opens the original's form: a user name, "Use Passkey" (on at first) and, with it
 *     off, a password. With a passkey it fails as Sign In does; with a password the library signs
 *     the user in at once (sending the password to a server is the shell's: there is none). The
 *     form closes after the attempt, whatever the outcome, as the original's sheet.
 *   - Sign Out asks the library's alert; its answer goes back to the library.
 * The original's macOS screen adds "Restore missing purchases", which syncs with the platform
 * store: there is none here, so the button shows what it offers. The alert and the form are
 * cards in the page, not windows of their own, so that one picture shows the whole screen. */
#include "account.h"

#include "notice.h"
#include "page.h"
#include "state.h"
#include "words.h"
#define CHALLENGE_BYTES 32 /* within FOODTRUCK_ACCOUNT_CHALLENGE_MIN_BYTES..._MAX_BYTES */
#define AVATAR_SIZE 96

static GtkWidget *column, *state_box, *form, *user_name_entry, *passkey_switch, *password_row, *password_entry,
    *submit;
static bool form_open;
static GString *drawn; /* the screen the state box shows */

static const char *account_text(foodtruck_account_label which) {
    WRITE_WORD(foodtruck_account_text, app.truck, which);
}

/* A fresh challenge, as a server would give one: random bytes from a new generator. */
static void fresh_challenge(uint8_t *challenge) {
    GRand *random = g_rand_new();
    for (size_t i = 0; i < CHALLENGE_BYTES; i++) challenge[i] = (uint8_t)g_rand_int_range(random, 0, 256);
    g_rand_free(random);
}

/* No authenticator answers on this desktop: the request ends without a credential. */
static void no_authenticator(void) {
    TRY(foodtruck_account_request_failed(app.truck, FOODTRUCK_ACCOUNT_AUTHORIZATION_ERROR));
}

static void sign_in_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    uint8_t challenge[CHALLENGE_BYTES];
    fresh_challenge(challenge);
    TRY(foodtruck_account_sign_in(app.truck, challenge, CHALLENGE_BYTES));
    no_authenticator();
    refresh();
}

static void sign_up_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    form_open = true;
    refresh();
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
        uint8_t challenge[CHALLENGE_BYTES];
        fresh_challenge(challenge);
        TRY(foodtruck_account_sign_up_passkey(app.truck, name, challenge, CHALLENGE_BYTES));
        no_authenticator();
    } else {
        TRY(foodtruck_account_sign_up_password(app.truck, name, gtk_editable_get_text(GTK_EDITABLE(password_entry))));
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
    gtk_entry_set_placeholder_text(GTK_ENTRY(user_name_entry), account_text(FOODTRUCK_ACCOUNT_LABEL_USER_NAME));
    g_object_set(password_entry, "placeholder-text", account_text(FOODTRUCK_ACCOUNT_LABEL_PASSWORD), NULL);
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
    if (!form_open) {
        GtkWidget *restore = action_new(state_box, FOODTRUCK_ACCOUNT_LABEL_RESTORE_PURCHASES, "flat", NULL, NULL);
        gtk_widget_set_sensitive(restore, FALSE);
    }
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
}

const view account_view = {create, refresh_view};

// SPDX-License-Identifier: Apache-2.0
// app.js: keeps the page's main region current without polling. It fetches the region again
// when the server says the truck changed (a server-sent "changed" event), and at the instant
// the library named for the next change of what the region shows (data-next-change: a
// countdown's next second), measured on the server's clock (data-now). It also tells the
// Truck panel's cards the page's width, and runs the passkey ceremonies of the Account panel.
(function () {
  "use strict";
  let timer = null;

  function schedule() {
    clearTimeout(timer);
    const region = document.querySelector("#main .region");
    if (!region || !region.dataset.nextChange) return;
    const delay = Number(region.dataset.nextChange) - Number(region.dataset.now);
    timer = setTimeout(refresh, Math.max(0, delay));
  }

  // What the person is typing into a form of the region (a user name, a password, a search,
  // a donut's name) is theirs: a change elsewhere (a new order) does not wipe it; the region is
  // fetched again once the form is sent, or put back as the server wrote it.
  function typing() {
    return Array.from(document.querySelectorAll("#main form input")).some((input) =>
      input.type === "checkbox" ? input.checked !== input.defaultChecked : input.value !== input.defaultValue);
  }

  async function refresh(force) {
    if (force !== true && typing()) return;
    const response = await fetch("/main" + location.search, { credentials: "same-origin" });
    if (!response.ok) return;
    document.getElementById("main").innerHTML = await response.text();
    sized();
    schedule();
  }

  // A card opens what the library says it opens at this width (the original's 520-point rule).
  function sized() {
    for (const form of document.querySelectorAll("form.card-open")) {
      form.action = form.action.split("?")[0] + "?width=" + Math.round(window.innerWidth);
    }
  }

  // Passkeys: the server starts a ceremony (the library then holds its challenge), the browser
  // creates or uses a passkey, the server verifies it and tells the library. A ceremony the
  // person cancels is told to the library as cancelled. The page then shows what the library
  // says (signed in, or its failure text).
  async function post(path, body) {
    return fetch(path, {
      method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/json" }, body: JSON.stringify(body || {}),
    });
  }

  let pending = null;  // the ceremony under way: its AbortController

  async function ceremony(start, finish, body, make) {
    const started = await post(start, body);
    if (started.ok) {
      let credential = null;
      pending = new AbortController();
      try {
        credential = await make(await started.json(), pending.signal);
      } catch (error) {
        await post("/account/cancel");
      }
      pending = null;
      if (credential) await post(finish, { credential: credential.toJSON() });
    }
    await refresh(true);
  }

  document.addEventListener("submit", (event) => {
    const form = new FormData(event.target);
    const fields = { user_name: form.get("user_name"), password: form.get("password") };
    if (event.target.id === "sign-up" && form.get("use_passkey")) {
      event.preventDefault();
      ceremony("/account/passkey/register", "/account/passkey/registered", { user_name: fields.user_name },
        (options, signal) => navigator.credentials.create({
          publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options), signal }));
    } else if (event.target.id === "sign-up" || event.target.id === "password-sign-in") {
      event.preventDefault();
      const path = event.target.id === "sign-up" ? "/account/password/sign-up" : "/account/password/sign-in";
      post(path, fields).then(() => refresh(true));
    }
  });

  // The Donut Editor sends each change at once, as the original applies it (a picker's choice,
  // the name when the person leaves the field or presses Enter).
  document.addEventListener("change", (event) => {
    const form = event.target.form;
    if (form && form.id === "editor") form.requestSubmit();
  });

  document.addEventListener("click", (event) => {
    if (event.target.id === "next-step" && "Notification" in window && Notification.permission === "default") {
      Notification.requestPermission();
    }
    if (event.target.id === "sign-in") {
      ceremony("/account/passkey/sign-in", "/account/passkey/asserted", {},
        (options, signal) => navigator.credentials.get({
          publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options), signal }));
    } else if (event.target.id === "cancel-ceremony") {
      // The ceremony of this page stops (and says so); one a reloaded page left is told here.
      if (pending) pending.abort(); else post("/account/cancel").then(() => refresh(true));
    }
  });

  // "Donuts are done!" when the library says so, as a notification if the person allowed them
  // (asked when they start preparing an order: a browser asks only on a person's tap).
  const events = new EventSource("/events");
  events.addEventListener("changed", refresh);
  events.addEventListener("notify", (event) => {
    const done = JSON.parse(event.data);
    if ("Notification" in window && Notification.permission === "granted") {
      new Notification(done.title, { body: done.body, tag: "order-" + done.order });
    }
  });
  sized();
  schedule();
  // On a phone the tab bar scrolls: the selected panel's tab in sight.
  const selected = document.querySelector(".tab.selected");
  if (selected) selected.scrollIntoView({ inline: "center", block: "nearest" });
})();

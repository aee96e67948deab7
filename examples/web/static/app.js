// SPDX-License-Identifier: Apache-2.0
// app.js: keeps the page's main region current without polling. It fetches the region again
// when the server says the truck changed (a server-sent "changed" event), and at the instant
// the library named for the next change of what the region shows (data-next-change: a
// countdown's next second), measured on the server's clock (data-now). It also tells the
// Truck panel's cards the page's width.
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

  async function refresh() {
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

  new EventSource("/events").addEventListener("changed", refresh);
  sized();
  schedule();
})();

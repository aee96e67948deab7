// SPDX-License-Identifier: Apache-2.0
// app.js: keeps the page's main region current without polling. It fetches the region again
// when the server says the truck changed (a server-sent "changed" event), and at the instant
// the library named for the next change of what the region shows (data-next-change: a
// countdown's next second), measured on the server's clock (data-now).
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
    schedule();
  }

  new EventSource("/events").addEventListener("changed", refresh);
  schedule();
})();

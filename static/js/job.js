// The job page: a position is fetched when its <details> is opened the first time (the page itself carries none).
(function () {
  "use strict";
  document.querySelectorAll("details[data-position-src]").forEach(function (details) {
    details.addEventListener("toggle", function () {
      if (!details.open || details.dataset.loaded) return;
      details.dataset.loaded = "1";
      const body = details.querySelector(".position-body");
      body.setAttribute("aria-busy", "true");
      fetch(details.dataset.positionSrc, { headers: { "X-Requested-With": "fetch" } })
        .then(function (r) { if (!r.ok) throw new Error(r.status); return r.text(); })
        .then(function (html) { body.innerHTML = html; body.removeAttribute("aria-busy"); })
        .catch(function () { details.dataset.loaded = ""; body.removeAttribute("aria-busy"); });
    });
  });
})();

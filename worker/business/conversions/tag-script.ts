/**
 * Why: the conversion tag is a first-party script a shop puts on its own pages (docs/decisions/059),
 * called as Pinterest's is (`pintrk('load', tagId)`, `pintrk('page')`, `pintrk('track', 'checkout',
 * {...})`), so an existing install changes only its script's address. It is plain ES2017 with no
 * dependency, a few hundred bytes gzipped: it keeps the ad click's `epik` from the landing page's
 * address for the click window, hashes an email in the page (never sent in the clear) and sends each
 * event, with an event_id the shop may also send by the API (counted once), to the tag endpoint of
 * the origin it was loaded from. Nothing of the shop's visitors is read but what the shop passes.
 */
import { CLICK_WINDOW_SECONDS, EPIK_PARAM } from "~common/business/conversions";

export const TAG_EVENTS_PATH = "/v3/conversions/tag/events/";

export const TAG_SCRIPT = `(function () {
  "use strict";
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : location.origin;
  var q = window.pintrk && window.pintrk.queue ? window.pintrk.queue : [];
  var state = { tagId: null, em: Promise.resolve(null), test: false };
  var NAMES = { pagevisit: "page_visit", addtocart: "add_to_cart" };
  var KEY = "_pin_epik";
  function keepClick() {
    try {
      var epik = new URLSearchParams(location.search).get(${JSON.stringify(EPIK_PARAM)});
      if (epik) localStorage.setItem(KEY, JSON.stringify({ id: epik.slice(0, 256), at: Date.now() }));
      var kept = JSON.parse(localStorage.getItem(KEY) || "null");
      if (kept && Date.now() - kept.at < ${CLICK_WINDOW_SECONDS * 1000}) return kept.id;
    } catch (e) {}
    return null;
  }
  var clickId = keepClick();
  function hex(buf) {
    return Array.prototype.map.call(new Uint8Array(buf), function (b) { return (b < 16 ? "0" : "") + b.toString(16); }).join("");
  }
  function hashEmail(em) {
    if (!em) return Promise.resolve(null);
    var e = String(em).trim().toLowerCase();
    if (/^[0-9a-f]{64}$/.test(e)) return Promise.resolve(e);
    if (!window.crypto || !crypto.subtle) return Promise.resolve(null);
    return crypto.subtle.digest("SHA-256", new TextEncoder().encode(e)).then(hex);
  }
  function eventId() {
    return window.crypto && crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + Math.random().toString(16).slice(2);
  }
  function send(name, data) {
    if (!state.tagId) return Promise.resolve(null);
    data = data || {};
    var event = { event_name: NAMES[name] || name, event_id: String(data.event_id || eventId()), event_source_url: location.href.slice(0, 2048) };
    if (clickId) event.click_id = clickId;
    if (data.value !== undefined) event.value = String(data.value);
    if (data.currency) event.currency = String(data.currency).toUpperCase();
    if (data.order_id) event.order_id = String(data.order_id);
    return (data.em ? hashEmail(data.em) : state.em).then(function (em) {
      if (em) event.em = em;
      var body = { tag_id: state.tagId, events: [event] };
      if (state.test) body.test = true;
      return fetch(origin + ${JSON.stringify(TAG_EVENTS_PATH)}, {
        method: "POST", mode: "cors", credentials: "omit", keepalive: true,
        headers: { "Content-Type": "application/json" }, body: JSON.stringify(body)
      }).then(function (r) { return r.json(); }).then(function (answer) {
        pintrk.sent.push({ event: event, answer: answer });
        return answer;
      }, function () { return null; });
    });
  }
  function pintrk(command, a, b) {
    if (command === "load") {
      state.tagId = String(a);
      state.test = !!(b && b.test);
      state.em = hashEmail(b && b.em);
      return Promise.resolve(null);
    }
    if (command === "set") {
      if (a && a.em) state.em = hashEmail(a.em);
      return Promise.resolve(null);
    }
    if (command === "page") return send("page_visit", a);
    if (command === "track") return send(String(a), b);
    return Promise.resolve(null);
  }
  pintrk.sent = [];
  pintrk.loaded = true;
  window.pintrk = pintrk;
  var pending = Promise.resolve();
  for (var i = 0; i < q.length; i++) {
    (function (args) { pending = pending.then(function () { return pintrk.apply(null, args); }); })(q[i]);
  }
})();
`;

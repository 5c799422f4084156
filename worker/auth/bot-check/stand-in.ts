/**
 * Why: without Google (local runs, tests: no network), the pages still need the `grecaptcha`
 * object they call (auth.md §7 "A reCAPTCHA v2 script loaded on demand, and a v3 bot-protection
 * token"; docs/decisions/021). This Worker serves a stand-in with the same surface — `ready`,
 * `execute(siteKey, {action})` for v3, `render(el, {sitekey, callback, "expired-callback"})` for a
 * v2 "I'm not a robot" checkbox, `reset`, `getResponse` — whose tokens come from
 * POST /vx/bot-check/tokens/ and are verified by ./local-tokens.ts. Only where no RECAPTCHA_SECRET
 * is set: with it, both paths answer 404 and the pages load Google's script.
 *
 * The stand-in's v3 score is a real, if simple, judgement of the request: 0.1 for a user agent
 * `isbot` recognises as a crawler or a tool (curl, an HTTP library), 0.9 otherwise. A headless
 * browser counts as a browser here: local runs and the browser tests drive headless Chromium as a
 * person would (Google scores it on far more than its name). Not in the OpenAPI document:
 * it stands in for Google's service, it is not part of ours.
 */
import { createIsbotFromList, list } from "isbot";
import { z } from "zod";
import { ApiError } from "~common/errors";
import { STAND_IN_SCRIPT_PATH, STAND_IN_TOKENS_PATH } from "~common/auth/bot-check/service";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { config } from "../../platform/config";
import { botCheckVerifier } from "./verifier";
import { mintLocalToken } from "./local-tokens";

/** The stand-in's v3 scores: what a person and what a recognised bot get. */
export const STAND_IN_SCORES = { person: 0.9, bot: 0.1 } as const;

const isToolOrCrawler = createIsbotFromList(list.filter((pattern) => pattern !== "headless"));

const MintBody = z.discriminatedUnion("kind", [
  // Google's action names: letters, slashes and underscores.
  z.object({ kind: z.literal("v3"), action: z.string().regex(/^[A-Za-z/_]{1,100}$/) }),
  z.object({ kind: z.literal("v2") }),
]);

/** The stand-in's browser side: plain ES2017, no dependencies, the checkbox styled by attributes (the page CSP allows those). */
const SCRIPT = `(function () {
  "use strict";
  if (window.grecaptcha) return;
  var TOKENS = ${JSON.stringify(STAND_IN_TOKENS_PATH)};
  var LIFE_MS = 120000;
  function mint(body) {
    return fetch(TOKENS, { method: "POST", credentials: "same-origin", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
      .then(function (res) { if (!res.ok) throw new Error("bot-check stand-in: HTTP " + res.status); return res.json(); })
      .then(function (json) { return json.resource_response.data.token; });
  }
  var widgets = [];
  function render(container, params) {
    var el = typeof container === "string" ? document.getElementById(container) : container;
    var id = widgets.length;
    var w = { token: "", timer: 0 };
    widgets.push(w);
    var box = document.createElement("label");
    box.setAttribute("data-bot-check-stand-in", "v2");
    box.setAttribute("style", "display:inline-flex;align-items:center;gap:12px;padding:12px 16px;border:1px solid #cdcdcd;border-radius:4px;background:#f9f9f9;color:#111;font:14px/1.4 system-ui,sans-serif;cursor:pointer");
    var input = document.createElement("input");
    input.type = "checkbox";
    input.setAttribute("style", "width:24px;height:24px;margin:0");
    box.appendChild(input);
    box.appendChild(document.createTextNode("I'm not a robot"));
    el.appendChild(box);
    function expire() {
      w.token = "";
      input.checked = false;
      input.disabled = false;
      if (typeof params["expired-callback"] === "function") params["expired-callback"]();
    }
    input.addEventListener("change", function () {
      if (!input.checked) { input.checked = true; return; }
      input.disabled = true;
      mint({ kind: "v2" }).then(function (token) {
        w.token = token;
        clearTimeout(w.timer);
        w.timer = setTimeout(expire, LIFE_MS);
        if (typeof params.callback === "function") params.callback(token);
      }, function () {
        input.checked = false;
        input.disabled = false;
        if (typeof params["error-callback"] === "function") params["error-callback"]();
      });
    });
    w.reset = function () { clearTimeout(w.timer); w.token = ""; input.checked = false; input.disabled = false; };
    return id;
  }
  window.grecaptcha = {
    ready: function (cb) { setTimeout(cb, 0); },
    execute: function (siteKey, options) { return mint({ kind: "v3", action: (options && options.action) || "homepage" }); },
    render: render,
    reset: function (id) { var w = widgets[id || 0]; if (w) w.reset(); },
    getResponse: function (id) { var w = widgets[id || 0]; return w ? w.token : ""; }
  };
})();
`;

const standInOnly = (env: Env) => {
  if (botCheckVerifier(env).provider !== "local") throw new ApiError("NOT_FOUND");
};

export const botCheckStandInRoutes = createRouter()
  .get(STAND_IN_SCRIPT_PATH, (c) => {
    standInOnly(c.env);
    return c.body(SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  })
  .post(STAND_IN_TOKENS_PATH, async (c) => {
    standInOnly(c.env);
    const parsed = MintBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new ApiError("BAD_REQUEST", { detail: "kind: v2, or v3 with an action", data: { field: "kind" } });
    const secret = config(c.env).BOT_CHECK_LOCAL_SECRET;
    const body = parsed.data;
    const userAgent = c.req.header("user-agent") ?? "";
    const token =
      body.kind === "v2"
        ? await mintLocalToken(secret, { kind: "v2" })
        : await mintLocalToken(secret, {
            kind: "v3",
            action: body.action,
            score: isToolOrCrawler(userAgent) ? STAND_IN_SCORES.bot : STAND_IN_SCORES.person,
          });
    c.header("Cache-Control", "no-store");
    return ok(c, { token });
  });

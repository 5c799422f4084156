/**
 * Why: the browser side of bot protection (auth.md §7, §9; docs/decisions/021), loaded only when a
 * log-in or sign-up form runs JavaScript (./bot-check.tsx imports it lazily: the pages' first load
 * stays within its budget). It loads the deployment's `grecaptcha` script once — Google's, or the
 * Worker's stand-in — and polls for it (§9 "Script-load polling 100 ms, up to 20 tries"; app/lib/script-loader.ts), asks for
 * v3 tokens with a time limit (§9 8000 ms; the script itself 30000 ms), and renders the v2
 * "I'm not a robot" challenge. Any failure leaves the form without a token, which the server's
 * rule reads as no signal (common/auth/bot-check/rules.ts).
 *
 * `attachBotCheck` runs a form's part: a v3 token as soon as the form shows, again every
 * BOT_CHECK_REFRESH_MS (inside a token's 120 s) and after every answer of the action (a token
 * works once; §8.1 "On any sign-up failure the recaptcha token is refreshed"); after a "logged in
 * too quickly" answer the v2 challenge, which stays for the next attempts, reset after each.
 */
import {
  BOT_CHECK_LABEL,
  BOT_CHECK_REFRESH_MS,
  BOT_CHECK_SCRIPT_TIMEOUT_MS,
  BOT_CHECK_TOKEN_TIMEOUT_MS,
  type BotCheckSetup,
} from "~common/auth/bot-check/service";
import { addScript, pollFor } from "../../../lib/script-loader";

/** The part of Google's `grecaptcha` the pages use (the stand-in has the same). */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
  render(container: HTMLElement, params: { sitekey: string; callback: (token: string) => void; "expired-callback"?: () => void }): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | undefined;

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms))]);

const usable = (g: Grecaptcha | undefined): g is Grecaptcha => typeof g?.execute === "function" && typeof g.render === "function";

/**
 * The page's `grecaptcha`, its script added once (a failed load may be tried again).
 *
 * @example
 * const grecaptcha = await loadGrecaptcha(setup.scriptUrl);
 */
export function loadGrecaptcha(src: string): Promise<Grecaptcha> {
  loading ??= withTimeout(window.grecaptcha ? Promise.resolve() : addScript(src), BOT_CHECK_SCRIPT_TIMEOUT_MS, src)
    // Google's api.js loads the rest of reCAPTCHA itself: `grecaptcha` is whole a little later.
    .then(() => pollFor(() => (usable(window.grecaptcha) ? window.grecaptcha : null)))
    .then(
      (g) =>
        new Promise<Grecaptcha>((resolve, reject) => {
          if (!g) return reject(new Error("bot check: grecaptcha never appeared"));
          g.ready(() => resolve(g));
        }),
    )
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * A fresh v3 token for `action`, or "" when none could be had.
 *
 * @example
 * input.value = await v3Token(setup, "login");
 */
export async function v3Token(setup: BotCheckSetup, action: string): Promise<string> {
  try {
    const grecaptcha = await loadGrecaptcha(setup.scriptUrl);
    return await withTimeout(grecaptcha.execute(setup.siteKey, { action }), BOT_CHECK_TOKEN_TIMEOUT_MS, "grecaptcha.execute");
  } catch {
    return "";
  }
}

/**
 * Renders the v2 challenge into `container`; `onToken` gets its token ("" when it expires).
 * Returns a reset for the next attempt (a v2 token works once).
 *
 * @example
 * const reset = await renderChallenge(setup, el, (token) => (input.value = token));
 */
export async function renderChallenge(setup: BotCheckSetup, container: HTMLElement, onToken: (token: string) => void): Promise<() => void> {
  const grecaptcha = await loadGrecaptcha(setup.scriptUrl);
  const id = grecaptcha.render(container, { sitekey: setup.v2SiteKey, callback: onToken, "expired-callback": () => onToken("") });
  return () => {
    onToken("");
    grecaptcha.reset(id);
  };
}

/** The form fields the actions read (login.server.ts, signup.server.ts). */
export const BOT_CHECK_FIELDS = { v2: "recaptchaV2Token", v3: "recaptchaV3Token" } as const;

/** What ./bot-check.tsx drives: a new answer of the action, and the form going away. */
export interface BotCheckControl {
  answered(challenge: boolean): void;
  stop(): void;
}

/**
 * Runs the bot check of the form part `root` (its two hidden fields, by name; the challenge goes
 * in `root` itself), with the challenge at once when the form shows a "too quickly" answer.
 *
 * @example
 * const control = attachBotCheck(el, setup, "login", false);
 */
export function attachBotCheck(root: HTMLElement, setup: BotCheckSetup, action: string, tooQuickly: boolean): BotCheckControl {
  const field = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const v3Field = field(BOT_CHECK_FIELDS.v3);
  const v2Field = field(BOT_CHECK_FIELDS.v2);
  let live = true;
  let asked = 0;
  const refresh = () => {
    const mine = ++asked;
    if (v3Field) v3Field.value = "";
    void v3Token(setup, action).then((token) => {
      if (live && mine === asked && v3Field) v3Field.value = token;
    });
  };
  refresh();
  const timer = setInterval(refresh, BOT_CHECK_REFRESH_MS);
  let challenge: Promise<() => void> | undefined;
  const showChallenge = () => {
    const box = document.createElement("div");
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", BOT_CHECK_LABEL);
    root.appendChild(box);
    challenge = renderChallenge(setup, box, (token) => v2Field && (v2Field.value = token));
    challenge.catch(() => (challenge = undefined));
  };
  if (tooQuickly) showChallenge();
  return {
    answered(tooQuickly) {
      refresh();
      if (challenge)
        void challenge.then(
          (reset) => reset(),
          () => {},
        );
      else if (tooQuickly) showChallenge();
    },
    stop() {
      live = false;
      clearInterval(timer);
    },
  };
}

/**
 * The log-in action's work (auth.md §4.3): check the fields with the shared rules, call the API,
 * and either redirect with the new session cookie or hand the page its form state. With two-factor
 * (§2.2 loginMfa, §3 creds mfa_token and mfa_resend, §8.2; docs/decisions/019) the right password
 * answers MFA_REQUIRED and the API's `pin_mfa` cookie: the page shows the code step, whose two
 * forms post here again with the code, or for a new one; the session comes only with a good code.
 * Which step the form shows next is the step machine's (common/auth/modal/steps.ts), run here over the
 * API's answer — MFA_REQUIRED, MFA_RESENT (its 5000 ms toast is the page's to show), MFA_EXPIRED —
 * so the browser gets the outcome, not the machine.
 * A form sent back by the SSO popup finishes SSO instead (../sso/sso.server.ts).
 */
import { formStateFromApiError, recoveryState } from "../modal/index.server";
import { FACEBOOK_OUTCOME_PARAM, facebookOutcomeDisplay, isFacebookOutcome, type FacebookOutcomeDisplay } from "~common/auth/facebook";
import type { RecoveryState } from "../modal";
import { data, redirect, type RouterContextProvider } from "react-router";
import { forgetRememberedAccountRoute, logInRoute } from "~common/auth/contracts";
import { MFA_EXPIRED_CODES } from "~common/auth/rules";
import { safeNextPath } from "~common/auth/rules";
import { initialAuthState, nextStep, type AuthEvent, type AuthState } from "~common/auth/modal";
import { apiClientFor, cookieHeaders } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import { checkLogInForm, FORGET_INTENT, type AuthFormState, type MfaState } from "../modal";
import { checkMfaForm, MFA_CODE_INTENT, MFA_RESEND_INTENT, mfaStateFromForm } from "../two-factor";
import { finishSso, isSsoSubmission, ssoFailureState } from "../sso/index.server";
import { BOT_CHECK_FIELDS } from "../bot-check";
import { reopenAccountRoute } from "~common/auth/account-lifecycle";
import { REACTIVATED_PARAM, REOPENED_PARAM } from "../../../lib/landing";
import { REOPEN_INTENT } from "../account-lifecycle";
import type { LoginAnswer } from "../two-factor";

type Ctx = Readonly<RouterContextProvider>;

export async function logIn(request: Request, context: Ctx) {
  const form = await request.formData();
  if (formString(form, "intent") === FORGET_INTENT) return forgetAccount(request, context);
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  if (formString(form, "intent") === REOPEN_INTENT) return reopenAccount(request, context, form, next);
  return logInSteps(request, context, form, { to: () => next });
}

/**
 * The login and loginMfa steps of a log-in form's action: /login and /business/login (and the
 * modal, which posts to /login), /add-account with `switchAccount` (auth.md §6).
 *
 * @example
 * return logInSteps(request, context, form, { switchAccount: true, to: (username) => `/${username}/` });
 */
export async function logInSteps(
  request: Request,
  context: Ctx,
  form: FormData,
  opts: { switchAccount?: boolean; to: (username: string) => string },
) {
  const intent = formString(form, "intent");
  const email = formString(form, "email");
  const flags = opts.switchAccount ? { switch_account: true } : {};
  const api = apiClientFor(request, context);

  // The 'Continue with SSO' popup came back with its code (auth.md §2.2, §7 SSO log-in call).
  if (isSsoSubmission(form)) {
    const done = await finishSso(request, context, form, { switchAccount: opts.switchAccount });
    if (done.ok) throw redirect(opts.to(done.username), { headers: cookieHeaders(done.setCookies) });
    // An account with two-factor on: the code step, as after a password (docs/decisions/019).
    const { mfa } = formStateFromApiError(done.error);
    if (mfa)
      return data(answerFor(mfaStep(mfa), [], { fieldErrors: {}, email }), {
        status: done.status,
        headers: cookieHeaders(done.setCookies ?? []),
      });
    return data({ ...ssoFailureState(done.error), email }, { status: done.status });
  }

  if (intent === MFA_CODE_INTENT || intent === MFA_RESEND_INTENT) {
    const onStep = mfaStep(mfaStateFromForm(form));
    const resend = intent === MFA_RESEND_INTENT;
    const local = resend ? null : checkMfaForm(form);
    if (local) return data(answerFor(onStep, [], { ...local, email }), { status: 400 });
    const result = await api.call(logInRoute, {
      json: { username_or_email: email, ...(resend ? { mfa_resend: true } : { mfa_token: formString(form, "code") }), ...flags },
    });
    if (result.ok)
      throw redirect(landing(opts.to(result.data.user.username), result.data.reactivated), { headers: cookieHeaders(result.setCookies) });
    const { mfa, ...state } = formStateFromApiError(result.error);
    // The log-in is over (too many wrong codes, expired): MFA_EXPIRED, back to the login step.
    // §4.3: MFA_REQUIRED again after a resend is the new code's answer: MFA_RESENT.
    const event: AuthEvent | null = MFA_EXPIRED_CODES.includes(result.error.api_error_code)
      ? { type: "MFA_EXPIRED" }
      : resend && mfa
        ? { type: "MFA_RESENT" }
        : null;
    const moved = event ? nextStep(onStep, event) : { state: onStep, effects: [] };
    return data(answerFor(moved.state, moved.effects, { ...state, email }), {
      status: result.status,
      headers: cookieHeaders(result.setCookies),
    });
  }

  const local = checkLogInForm(form);
  if (local) return data({ ...local, email }, { status: 400 });
  const result = await api.call(logInRoute, {
    json: { username_or_email: email, password: formString(form, "password"), ...botCheckTokens(form), ...flags },
  });
  if (result.ok)
    throw redirect(landing(opts.to(result.data.user.username), result.data.reactivated), { headers: cookieHeaders(result.setCookies) });
  // MFA_REQUIRED (§4.1: the step opens) carries the `pin_mfa` cookie: it goes on to the browser.
  const { mfa, ...state } = formStateFromApiError(result.error);
  return data(answerFor(mfa ? mfaStep(mfa) : LOGIN, [], { ...state, email }), {
    status: result.status,
    headers: cookieHeaders(result.setCookies),
  });
}

const LOGIN = initialAuthState({ step: "login" });

/** `path` with an arrival flag (app/lib/landing.ts), for the notice the next page shows. */
function withArrival(path: string, flag: string): string {
  const url = new URL(path, "http://x");
  url.searchParams.set(flag, "1");
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a successful log-in goes: a reactivated account hears of it there (docs/decisions/042). */
const landing = (path: string, reactivated: boolean | undefined) => (reactivated ? withArrival(path, REACTIVATED_PARAM) : path);

/** The reopen screen's "Reopen my account" (docs/decisions/042): the log-in's token, once. */
async function reopenAccount(request: Request, context: Ctx, form: FormData, next: string) {
  const result = await apiClientFor(request, context).call(reopenAccountRoute, {
    json: { reopen_token: formString(form, "reopen_token") },
  });
  if (result.ok) throw redirect(withArrival(next, REOPENED_PARAM), { headers: cookieHeaders(result.setCookies) });
  const state: LoginAnswer = { fieldErrors: {}, formError: result.error.message };
  return data(state, { status: result.status });
}

/**
 * The bot-protection tokens a form carries (../bot-check/bot-check.tsx; auth.md §3), only those it has: a
 * form sent without JavaScript carries none, which the API's rule reads as no signal.
 *
 * @example
 * await api.call(logInRoute, { json: { username_or_email, password, ...botCheckTokens(form) } });
 */
export function botCheckTokens(
  form: FormData,
  { v2 = true }: { v2?: boolean } = {},
): { recaptchaV2Token?: string; recaptchaV3Token?: string } {
  const filled = (name: string) => form.getAll(name).find((v): v is string => typeof v === "string" && v !== "") ?? "";
  const v3Token = filled(BOT_CHECK_FIELDS.v3);
  const v2Token = v2 ? filled(BOT_CHECK_FIELDS.v2) : "";
  return { ...(v3Token && { recaptchaV3Token: v3Token }), ...(v2Token && { recaptchaV2Token: v2Token }) };
}

/** The machine's move from the login step when the server demands the second factor (§4.1, §8.2). */
const mfaStep = (mfa: MfaState): AuthState =>
  nextStep(LOGIN, { type: "MFA_REQUIRED", phoneNumberEnd: mfa.phoneNumberEnd, method: mfa.method, emailHint: mfa.emailHint }).state;

/** The answer for the machine's state and effects: the loginMfa step's words while on it, and a toast to show. */
function answerFor(state: AuthState, effects: ReturnType<typeof nextStep>["effects"], rest: AuthFormState & { email: string }) {
  const { mfaMethod, emailHint, phoneNumberEnd } = state.context;
  const toast = effects.find((e) => e.type === "toast");
  return {
    ...rest,
    ...(state.step === "loginMfa" && { mfa: { method: mfaMethod, emailHint, phoneNumberEnd } }),
    ...(toast && { toast: { message: toast.message, durationMs: toast.durationMs } }),
  };
}

/**
 * /login opened on its loginMfa step, for a log-in whose code another page's call asked for (the
 * sign-up form's log-in of an existing email, §4.2; a Google or Line callback): its words ride in
 * the query, the challenge in the cookie that came with the redirect.
 *
 * @example
 * throw redirect(mfaLoginPath(state.mfa, { next, email }), { headers: cookieHeaders(result.setCookies) });
 */
export function mfaLoginPath(mfa: MfaState, { next, email }: { next?: string | null; email?: string | null }): string {
  const q = new URLSearchParams({ step: "mfa" });
  if (mfa.method) q.set("mfa_method", mfa.method);
  if (mfa.emailHint) q.set("email_hint", mfa.emailHint);
  if (mfa.phoneNumberEnd) q.set("phone_number_end", mfa.phoneNumberEnd);
  if (email) q.set("email", email);
  if (next && next !== "/") q.set("next", next);
  return `/login?${q}`;
}

/** The loginMfa step /login opens on (mfaLoginPath), or null. */
export function mfaStepFromUrl(url: URL): MfaState | null {
  if (url.searchParams.get("step") !== "mfa") return null;
  const form = new FormData();
  for (const [k, v] of url.searchParams) form.set(k, v);
  return answerFor(mfaStep(mfaStateFromForm(form)), [], { fieldErrors: {}, email: "" }).mfa ?? null;
}

/** Forgets the device's remembered account and reloads /login (keeping `next`) as a normal log-in. */
async function forgetAccount(request: Request, context: Ctx): Promise<never> {
  const result = await apiClientFor(request, context).call(forgetRememberedAccountRoute);
  const next = new URL(request.url).searchParams.get("next");
  const to = next ? `/login?${new URLSearchParams({ next })}` : "/login";
  throw redirect(to, { headers: cookieHeaders(result.setCookies) });
}

/** How /login shows the Facebook popup's outcome: a modal's words are decided here, on the server. */
export type FacebookOutcomeState =
  Exclude<FacebookOutcomeDisplay, { kind: "modal" }> | { kind: "modal"; modal: RecoveryState | "FACEBOOK_UNAVAILABLE" };

/**
 * The outcome /connect/facebook/ sent the page back with (`?facebook=recover`), as the page shows
 * it (common/auth/facebook/rules.ts), or null. An unknown word is ignored.
 *
 * @example
 * facebookOutcomeFromUrl(new URL("https://x.example/login?facebook=not_matched")); // { kind: "modal", modal: { modal: "PREVENT_FACEBOOK_REGISTER", … } }
 */
export function facebookOutcomeFromUrl(url: URL): FacebookOutcomeState | null {
  const outcome = url.searchParams.get(FACEBOOK_OUTCOME_PARAM);
  if (!isFacebookOutcome(outcome)) return null;
  const shown = facebookOutcomeDisplay(outcome);
  if (shown.kind !== "modal") return shown;
  return { kind: "modal", modal: shown.modal === "FACEBOOK_UNAVAILABLE" ? "FACEBOOK_UNAVAILABLE" : recoveryState(shown.modal) };
}

/**
 * The work of /oauth/:provider/callback (auth.md §1, §4.1, §8.2): the provider sent the browser
 * back with a code and state; the API redeems them for a verified ID token and the page logs in
 * with it. A person without an account goes through social sign-up: socialSignupWithAge (the
 * birthday), EmailCollection when the provider shared no email, EmailAlreadyExist when the email
 * has an account, and the consents step (§4.1, §4.5) where kr_privacy_consent applies — the
 * API asks for it (CONSENT_REQUIRED) once everything else is valid, and the step's Next signs up
 * with the boxes ticked. The ID token rides in the step's form (sealed on the consents step): it
 * is good for one log-in or sign-up and only within its flow's ten minutes (docs/decisions/017).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { logInRoute, registerRoute } from "~common/auth/contracts";
import { oidcCredentialRoute, oidcTokenRoute } from "~common/auth/federated/contracts";
import { AUTH_API_MESSAGES } from "~common/auth/messages";
import { FEDERATED_COPY as F } from "~common/auth/federated/messages";
import { OIDC_PROVIDERS } from "~common/auth/schemas";
import { consentPayload, NO_CONSENTS, type ConsentState } from "~common/auth/signup";
import { safeNextPath } from "~common/auth/rules";
import { mapAuthError } from "~common/auth/rules";
import { API_ERRORS } from "~common/errors";
import { apiClientFor, cookieHeaders, requestCookie } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import type { ConsentsAnswer } from "../signup";
import { consentsStep, readConsentsSubmission } from "../signup/index.server";
import { birthdayToEpochSeconds } from "../modal";
import { HANDOFF_COOKIE, NEXT_COOKIE } from "./oauth-start";
import { HANDOFF_TYPE } from "~common/auth/federated/provider-popup";
import type { ApiResult } from "../../../lib/api-client";
import type { OidcToken } from "~common/auth/schemas";
import { mfaLoginPath } from "../login/index.server";

export type OidcProvider = (typeof OIDC_PROVIDERS)[number];

export type CallbackStep =
  | { step: "failed"; title: string; message: string }
  | {
      step: "socialSignupWithAge";
      provider: OidcProvider;
      idToken: string;
      oneTap: boolean;
      email: string | null;
      birthday?: string;
      birthdayError?: string;
      formError?: string;
    }
  | {
      step: "EmailCollection";
      provider: OidcProvider;
      idToken: string;
      oneTap: boolean;
      birthday: string;
      email?: string;
      emailError?: string;
    }
  // In a popup (HANDOFF_COOKIE): the code goes back to the page that opened it.
  | { step: "handoff"; message: OAuthHandoffMessage }
  // §2.3 the welcome-loading screen after a one-tap registration, then `next`.
  | { step: "welcome"; firstName: string; next: string }
  | { step: "EmailAlreadyExist"; provider: OidcProvider; email: string }
  | { step: "consents"; provider: OidcProvider; answer: ConsentsAnswer };

/** What the social sign-up steps have gathered, sealed into the consents step. */
interface PendingSocialSignup {
  idToken: string;
  oneTap: boolean;
  birthday: string;
  email: string;
}

/** The consents step's seal is for this provider's social sign-up only. */
const consentsPurpose = (provider: OidcProvider) => `social-signup:${provider}`;

const failed = (message: string = AUTH_API_MESSAGES.socialLoginFailed): CallbackStep => ({
  step: "failed",
  title: AUTH_API_MESSAGES.socialNotMatchedTitle,
  message,
});

export function providerParam(raw: string | undefined): OidcProvider {
  const provider = OIDC_PROVIDERS.find((p) => p === raw);
  if (!provider) throw new Response("Not found", { status: 404 });
  return provider;
}

const nextPath = (request: Request): string => safeNextPath(requestCookie(request, NEXT_COOKIE));

/** The API's cookies, passed on, and the flow's next path forgotten: how every finished flow leaves. */
function finishedHeaders(setCookies: string[]): Headers {
  const headers = cookieHeaders(setCookies);
  headers.append("Set-Cookie", `${NEXT_COOKIE}=; Path=/; Max-Age=0`);
  return headers;
}

/** Leaves for the next path with the API's cookies, and forgets the flow's next path. */
function leave(request: Request, setCookies: string[]): never {
  throw redirect(nextPath(request), { headers: finishedHeaders(setCookies) });
}

/**
 * The provider's redirect is a navigation from its site, so the browser marks it cross-site; the
 * API's CSRF guard (worker/platform/middleware/origin-guard.ts) would refuse the writes this page
 * makes for it. Here the protection against a forged callback is OAuth's own: the state must be one
 * this browser's flow cookie started (worker/auth/federated/code-flow.ts), so the loader's calls
 * go in as the page's own.
 */
function asOwnPage(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set("sec-fetch-site", "same-origin");
  headers.delete("origin");
  return new Request(request.url, { headers, cf: request.cf } as RequestInit);
}

/** What the callback page in a popup posts to its opener (app/routes/auth/federated/provider-popup.ts checks it). */
export interface OAuthHandoffMessage {
  type: typeof HANDOFF_TYPE;
  provider: OidcProvider;
  code: string | null;
  state: string | null;
  error: string | null;
}

export async function callbackLoader(request: Request, context: Readonly<RouterContextProvider>, provider: OidcProvider) {
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  // A popup's flow (oauth-start.ts): hand the code to the page that opened the popup, once.
  if (requestCookie(request, HANDOFF_COOKIE) === provider) {
    const message: OAuthHandoffMessage = { type: HANDOFF_TYPE, provider, code, state, error: url.searchParams.get("error") };
    return data<CallbackStep>({ step: "handoff", message }, { headers: { "Set-Cookie": `${HANDOFF_COOKIE}=; Path=/; Max-Age=0` } });
  }
  // The person said no at the provider, or the link was opened again.
  if (!code || !state) return failed();
  const api = apiClientFor(asOwnPage(request), context);
  return continueWith(request, api, provider, await api.call(oidcTokenRoute, { params: { provider }, json: { code, state } }));
}

/** After the code (or production one-tap's ID token) was handed over: log in, else social sign-up. */
async function continueWith(
  request: Request,
  api: ReturnType<typeof apiClientFor>,
  provider: OidcProvider,
  token: ApiResult<OidcToken>,
): Promise<CallbackStep> {
  if (!token.ok) return failed(token.error.message);
  const creds = provider === "google" ? { google_open_id_token: token.data.id_token } : { line_id_token: token.data.id_token };
  const logIn = await api.call(logInRoute, { json: creds });
  if (logIn.ok) leave(request, logIn.setCookies);
  // Two-factor on (docs/decisions/019): the code step is /login's, with the API's `pin_mfa` cookie.
  const shown = mapAuthError(logIn.error);
  if (shown.kind === "mfa") {
    throw redirect(mfaLoginPath(shown, { next: nextPath(request), email: token.data.email }), {
      headers: finishedHeaders(logIn.setCookies),
    });
  }
  // §8.2 "Account not found on social log-in starts social sign-up".
  if (logIn.error.api_error_code === API_ERRORS.ACCOUNT_NOT_FOUND.code) {
    return { step: "socialSignupWithAge", provider, idToken: token.data.id_token, oneTap: token.data.one_tap, email: token.data.email };
  }
  return failed(logIn.error.message);
}

export async function callbackAction(request: Request, context: Readonly<RouterContextProvider>, provider: OidcProvider) {
  const form = await request.formData();
  if (formString(form, "intent") === "not-now") throw redirect("/signup");
  // Production's one-tap prompt (Google Identity Services) gives the page an ID token: ./one-tap-gis.ts posts it here.
  if (formString(form, "intent") === "credential") {
    const api = apiClientFor(request, context);
    const token = await api.call(oidcCredentialRoute, { params: { provider }, json: { credential: formString(form, "credential") } });
    return data(await continueWith(request, api, provider, token), { status: token.ok ? 200 : token.status });
  }
  const consents = await readConsentsSubmission<PendingSocialSignup>(context, consentsPurpose(provider), form);
  switch (consents.kind) {
    case "expired":
      return data(failed(), { status: 400 });
    case "back":
      return data<CallbackStep>({
        step: "socialSignupWithAge",
        provider,
        idToken: consents.pending.idToken,
        oneTap: consents.pending.oneTap,
        email: null,
        birthday: consents.pending.birthday,
      });
    case "next":
      if (!consents.ready)
        return data(await consentsAgain(context, provider, consents.pending, consents.state, AUTH_API_MESSAGES.consentMissing));
      return registerSocial(request, context, provider, consents.pending, consents.state);
    case "none": {
      const pending = {
        idToken: formString(form, "id_token"),
        oneTap: formString(form, "one_tap") === "1",
        birthday: formString(form, "birthday"),
        email: formString(form, "email").trim(),
      };
      return registerSocial(request, context, provider, pending, null, formString(form, "step") === "EmailCollection");
    }
  }
}

async function consentsAgain(
  context: Readonly<RouterContextProvider>,
  provider: OidcProvider,
  pending: PendingSocialSignup,
  state: ConsentState,
  error: string | null,
): Promise<CallbackStep> {
  return { step: "consents", provider, answer: await consentsStep(context, consentsPurpose(provider), pending, state, error) };
}

/** Signs up with the ID token (and the consents, once the step has been through); a refusal picks the step it belongs to. */
async function registerSocial(
  request: Request,
  context: Readonly<RouterContextProvider>,
  provider: OidcProvider,
  pending: PendingSocialSignup,
  ticked: ConsentState | null,
  collecting = false,
) {
  const { idToken, oneTap, birthday, email } = pending;
  const result = await apiClientFor(request, context).call(registerRoute, {
    json: {
      type: provider === "google" && oneTap ? "google_one_tap" : provider,
      ...(provider === "google" ? { google_open_id_token: idToken } : { line_id_token: idToken }),
      birthday: birthdayToEpochSeconds(birthday) ?? undefined,
      ...(email ? { email } : {}),
      ...(ticked ? consentPayload(ticked) : {}),
    },
  });
  if (result.ok) {
    if (!oneTap) leave(request, result.setCookies);
    // §2.3 "A welcome-loading screen is shown after a Google one-tap registration".
    const firstName = result.data.full_name.split(" ")[0] ?? "";
    return data<CallbackStep>({ step: "welcome", firstName, next: nextPath(request) }, { headers: finishedHeaders(result.setCookies) });
  }
  const { api_error_code: code, message } = result.error;
  const is = (name: keyof typeof API_ERRORS) => code === API_ERRORS[name].code;
  let step: CallbackStep;
  // §4.1 "then consents when kr_privacy_consent applies": the API checks consent last.
  if (is("CONSENT_REQUIRED")) return data(await consentsAgain(context, provider, pending, ticked ?? NO_CONSENTS, ticked ? message : null));
  if (is("EMAIL_TAKEN")) step = { step: "EmailAlreadyExist", provider, email };
  else if (is("EMAIL_MISSING") || is("EMAIL_FORMAT") || is("EMAIL_INVALID") || is("EMAIL_HAS_PRODUCT_NAME")) {
    // §4.1 EmailCollection's own wording for an empty or malformed email.
    const emailError = is("EMAIL_MISSING") ? F.emailCollectionRequired : is("EMAIL_FORMAT") ? F.emailCollectionFormat : message;
    step = { step: "EmailCollection", provider, idToken, oneTap, birthday, email, ...(collecting || email ? { emailError } : {}) };
  } else if (is("BIRTHDAY_MISSING") || is("BIRTHDAY_INVALID") || is("UNDER_AGE") || is("AGE_TOO_HIGH") || is("AGE_MISSING")) {
    step = { step: "socialSignupWithAge", provider, idToken, oneTap, email: null, birthday, birthdayError: message };
  } else if (ticked) {
    // A refusal on the consents step that is not about a field stays there, in its toast (§8.3).
    return data(await consentsAgain(context, provider, pending, ticked, message), { status: result.status });
  } else step = failed(message);
  return data(step, { status: result.status });
}

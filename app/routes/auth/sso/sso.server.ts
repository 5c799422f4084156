/**
 * The end of enterprise SSO, for every action whose form offers it (/login, /signup, the auth
 * modal, /add-account, /signup/sso-business-account; auth.md §3 token exchange, §5, §7, §8.2;
 * docs/decisions/018): the popup's code and state go to the exchange URL of the info call (POST
 * /v3/sso/token/, with this browser's flow cookie), whose answer must hold all four tokens, else
 * 'No tokens returned' (code 0); then the SSO log-in call with sso_user_email and sso_auth_code
 * (login type SSO 9), or, for a new SSO business account, the sign-up with type sso.
 */
import type { RouterContextProvider } from "react-router";
import { logInRoute, registerRoute } from "~common/auth/contracts";
import { mapAuthError } from "~common/auth/rules";
import { checkSsoTokens, toSsoCheck, type SsoCheck } from "~common/auth/sso/rules";
import { ssoInfoRoute, ssoTokenRoute } from "~common/auth/sso/contracts";
import type { ApiErrorBody } from "~common/errors";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { apiClientFor, cookieHeaders } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import { birthdayToEpochSeconds, fieldError, type AuthFormState } from "../modal";
import { SSO_CODE_FIELD, SSO_STATE_FIELD } from "./sso-email";
import { formStateFromApiError } from "../modal/index.server";

const NOT_SSO: SsoCheck = {
  isSso: false,
  existingUser: false,
  existingUserIsSso: false,
  authorizationUri: null,
  exchangeCodeToTokenUrl: null,
};

/**
 * The SSO check of `email` (POST /v3/sso/info/) in the client's form, with the flow cookie to pass
 * on. Any refusal reads as "not SSO".
 *
 * @example
 * const { check, headers } = await ssoCheckFor(request, context, "ann@acme.example");
 */
export async function ssoCheckFor(request: Request, context: Readonly<RouterContextProvider>, email: string) {
  const result = await apiClientFor(request, context).call(ssoInfoRoute, { json: { email } });
  return { check: result.ok ? toSsoCheck(result.data) : NOT_SSO, headers: cookieHeaders(result.setCookies) };
}

export type SsoFinish =
  { ok: true; setCookies: string[]; username: string } | { ok: false; status: number; error: ApiErrorBody; setCookies?: string[] };

/** The form carries the popup's code: the action is the end of an SSO flow. */
export const isSsoSubmission = (form: FormData) => formString(form, SSO_CODE_FIELD) !== "";

/**
 * Exchanges the form's code and state and logs in (or, with `business`, signs up a business
 * account) with the tokens.
 *
 * @example
 * if (isSsoSubmission(form)) {
 *   const done = await finishSso(request, context, form);
 *   if (done.ok) throw redirect(next, { headers: cookieHeaders(done.setCookies) });
 *   return data({ ...ssoFailureState(done.error), email }, { status: done.status });
 * }
 */
export async function finishSso(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
  opts: { switchAccount?: boolean; business?: { name: string; birthday: string } } = {},
): Promise<SsoFinish> {
  const api = apiClientFor(request, context);
  const exchanged = await api.call(ssoTokenRoute, {
    json: { code: formString(form, SSO_CODE_FIELD), state: formString(form, SSO_STATE_FIELD) },
  });
  if (!exchanged.ok) return exchanged;
  const tokens = checkSsoTokens(exchanged.data);
  if (!tokens.ok) return { ok: false, status: tokens.error.http_status, error: tokens.error };
  if (opts.business) {
    const created = await api.call(registerRoute, {
      json: {
        type: "sso",
        email: tokens.email,
        sso_id_token: tokens.idToken,
        account_type: "business",
        business_name: opts.business.name,
        birthday: birthdayToEpochSeconds(opts.business.birthday),
      },
    });
    return created.ok ? { ok: true, setCookies: created.setCookies, username: created.data.username } : created;
  }
  const logIn = await api.call(logInRoute, {
    json: { sso_user_email: tokens.email, sso_auth_code: tokens.idToken, ...(opts.switchAccount && { switch_account: true }) },
  });
  return logIn.ok ? { ok: true, setCookies: logIn.setCookies, username: logIn.data.user.username } : logIn;
}

/**
 * An SSO failure as the form shows it (auth.md §8.2 "SSO log-in failure: 'Sorry! Something went
 * wrong on our end.'"): the account-state and rate-limit modals and the birthday still open as
 * for any log-in or sign-up; everything else, 'No tokens returned' included, is that message.
 */
export function ssoFailureState(error: ApiErrorBody): AuthFormState {
  const shown = mapAuthError(error, { via: "sso" });
  if (shown.kind === "modal") return formStateFromApiError(error);
  if (shown.kind === "field" && shown.field === "birthday") return fieldError("birthday", shown.message);
  return { fieldErrors: {}, formError: PLATFORM_MESSAGES.somethingWrong };
}

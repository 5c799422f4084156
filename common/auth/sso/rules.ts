/**
 * Why: what the app does with enterprise SSO's answers (auth.md §3 SSO check result and token
 * exchange response, §5 "The SSO token response must contain all of …", §6 SSO routing), decided in
 * pure functions shared by the pages, the actions and their tests. The popup's message check is
 * ./window-message.ts.
 */
import type { ApiErrorBody } from "../../errors";
import { SSO_COPY } from "./messages";
import type { SsoInfo, SsoTokens } from "./schemas";

/** §3 SSO check result as the client holds it. */
export interface SsoCheck {
  isSso: boolean;
  existingUser: boolean;
  existingUserIsSso: boolean;
  authorizationUri: string | null;
  exchangeCodeToTokenUrl: string | null;
}

/**
 * The raw wire form of POST /v3/sso/info/ mapped to the client's SSO check result. An SSO answer
 * without an authorization URL cannot open the popup, so it counts as not SSO.
 *
 * @example
 * toSsoCheck({ is_sso: true, existing_user: true, existing_user_is_sso: false, authorization_uri: "https://idp/authorize?…", redirect_uri: "…", exchange_code_to_token_info_url: "…" });
 * // { isSso: true, existingUser: true, existingUserIsSso: false, authorizationUri: "https://idp/authorize?…", exchangeCodeToTokenUrl: "…" }
 */
export function toSsoCheck(raw: SsoInfo): SsoCheck {
  const isSso = raw.is_sso && raw.authorization_uri !== null;
  return {
    isSso,
    existingUser: raw.existing_user === true,
    existingUserIsSso: raw.existing_user_is_sso === true,
    authorizationUri: isSso ? raw.authorization_uri : null,
    exchangeCodeToTokenUrl: isSso ? raw.exchange_code_to_token_info_url : null,
  };
}

/**
 * §6: an SSO user logs in with SSO; an SSO email that is not yet an SSO user goes to the SSO
 * business-account page (§2.5), which creates the account or connects the existing one.
 *
 * @example
 * ssoNextStep({ isSso: true, existingUserIsSso: false, … }, "ops@acme.example"); // "/signup/sso-business-account?email=ops%40acme.example"
 */
export function ssoNextStep(check: Pick<SsoCheck, "existingUserIsSso">, email: string): "login" | string {
  return check.existingUserIsSso ? "login" : `/signup/sso-business-account?${new URLSearchParams({ email })}`;
}

/** §5, §8.3: the code of the 'No tokens returned' error. */
export const NO_TOKENS_CODE = 0;

/**
 * §5: the exchange's answer with all four of sso_id, sso_id_token, sso_email and sso_user_name,
 * else the 'No tokens returned' error with code 0.
 *
 * @example
 * checkSsoTokens({ sso_id: "s", sso_id_token: "t", sso_email: null, sso_user_name: "Ann" });
 * // { ok: false, error: { api_error_code: 0, message: "No tokens returned", http_status: 502 } }
 */
export function checkSsoTokens(tokens: SsoTokens): { ok: true; email: string; idToken: string } | { ok: false; error: ApiErrorBody } {
  const { sso_id, sso_id_token, sso_email, sso_user_name } = tokens;
  if (sso_id && sso_id_token && sso_email && sso_user_name) return { ok: true, email: sso_email, idToken: sso_id_token };
  return { ok: false, error: { api_error_code: NO_TOKENS_CODE, message: SSO_COPY.noTokens, http_status: 502 } };
}

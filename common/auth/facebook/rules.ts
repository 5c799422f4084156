/**
 * Why: where a Facebook popup's answer leads (auth.md §1, §2.4 "Facebook or Google account not
 * matched", §8.2, §8.3; docs/decisions/020). The /connect/facebook/ page reduces the API's answers
 * to one outcome word, which travels to the log-in page in its query (`?facebook=recover`); the
 * log-in page's loader turns it back into words here. So the URL never carries text, and the
 * popup, the page without JavaScript and the tests agree on one table.
 */
import type { ApiErrorBody } from "../../errors";
import { TOAST_SHORT_MS } from "../constants";
import { AUTH_ERRORS } from "../errors";
import { FACEBOOK_COPY } from "./messages";
import type { LoginData } from "./schemas";
import { FEDERATED_COPY } from "../federated";
import { AUTH_API_MESSAGES as A } from "../messages";

export const FACEBOOK_OUTCOMES = ["recover", "password", "google", "not_matched", "denied", "failed", "unavailable"] as const;
export type FacebookOutcome = (typeof FACEBOOK_OUTCOMES)[number];

/** The query parameter of /login that carries an outcome. */
export const FACEBOOK_OUTCOME_PARAM = "facebook";

export const isFacebookOutcome = (value: unknown): value is FacebookOutcome => (FACEBOOK_OUTCOMES as readonly unknown[]).includes(value);

/**
 * §3 Login data of a matched account: Facebook-only goes to recovery, otherwise the way it can log in.
 *
 * @example
 * outcomeOfLoginData({ connected_to_gplus: false, connected_to_google: false, has_password: false }); // "recover"
 */
export function outcomeOfLoginData(data: LoginData): FacebookOutcome {
  if (data.has_password) return "password";
  return data.connected_to_google ? "google" : "recover";
}

/**
 * A refused call of the popup's flow: no account has this Facebook id, Facebook is off for this
 * device (web_facebook_disabled), or anything else (a refused token or state).
 *
 * @example
 * outcomeOfError({ api_error_code: 43, http_status: 401, message: "…", data: { field: "facebook" } }); // "not_matched"
 */
export function outcomeOfError(error: ApiErrorBody): FacebookOutcome {
  if (error.api_error_code === AUTH_ERRORS.ACCOUNT_NOT_FOUND.code) return "not_matched";
  if (error.api_error_code === AUTH_ERRORS.FACEBOOK_DISABLED.code) return "unavailable";
  return "failed";
}

export type FacebookOutcomeDisplay =
  /** Above the log-in form; `recover`: with the 'Recover your account' link (lookup=true). */
  | { kind: "form"; message: string; recover?: true }
  | { kind: "toast"; message: string; durationMs: number }
  /** 'Oops! Something went wrong' with the not-matched text, or 'Oops! Facebook isn't available'. */
  | { kind: "modal"; modal: "PREVENT_FACEBOOK_REGISTER" | "FACEBOOK_UNAVAILABLE" };

/**
 * How the log-in page shows an outcome (§8.2 messages, §8.3 the refusal, §2.4 the not-matched modal).
 *
 * @example
 * facebookOutcomeDisplay("recover");
 * // { kind: "form", message: "Your account is connected to Facebook, but Facebook login is no longer available.", recover: true }
 */
export function facebookOutcomeDisplay(outcome: FacebookOutcome): FacebookOutcomeDisplay {
  switch (outcome) {
    case "recover":
      return { kind: "form", message: A.facebookLoginRetired, recover: true };
    case "password":
      return { kind: "form", message: A.facebookLoginRetiredUsePassword };
    case "google":
      return { kind: "form", message: FEDERATED_COPY.connectedToGoogleHint };
    case "denied":
      return { kind: "form", message: FACEBOOK_COPY.couldntConnect };
    case "failed":
      return { kind: "toast", message: A.socialLoginFailed, durationMs: TOAST_SHORT_MS };
    case "not_matched":
      return { kind: "modal", modal: "PREVENT_FACEBOOK_REGISTER" };
    case "unavailable":
      return { kind: "modal", modal: "FACEBOOK_UNAVAILABLE" };
  }
}

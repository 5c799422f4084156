/**
 * Why: whether a log-in or sign-up may go on, as far as bot protection is concerned (auth.md §3
 * recaptchaV2Token/recaptchaV3Token, §8.2 "logged in too quickly", §9 "Local bot-check limit:
 * three timestamps within 3600 s"; docs/decisions/021). One pure function over what the verifier
 * said about the tokens and the account's recent failed log-ins, so the API handler (before the
 * account is looked up) and the account's LoginLockout object (before it counts the attempt)
 * decide the same way.
 *
 * The reading of the spec, in order:
 * - A valid v2 token (the "I'm not a robot" challenge) always passes.
 * - A v2 token that does not verify (forged, expired, used, another key's) is refused.
 * - A v3 token that does not verify, is for another action, or scores below BOT_CHECK_MIN_SCORE is
 *   refused.
 * - No v3 token (an API client, a page without JavaScript) or a v3 check Google could not answer
 *   is no signal either way: the limit below still applies.
 * - The limit: an account with BOT_CHECK_FAILURES_MAX failed password log-ins within
 *   BOT_CHECK_WINDOW_SECONDS needs a v2 token for its next log-in.
 * Log-in refusals are LOGGED_IN_TOO_QUICKLY (the page then shows the v2 challenge); sign-up has no
 * v2 token in its payload (§3), so its refusal is SIGNUP_BOT_CHECK_FAILED, §8.1's "Other" text,
 * after which the page refreshes its v3 token (§8.1).
 */
import { BOT_CHECK_FAILURES_MAX, BOT_CHECK_MIN_SCORE, BOT_CHECK_WINDOW_SECONDS } from "./service";

/** What a verifier said about one token. */
export type TokenVerdict =
  | { status: "valid"; score: number | null; action: string | null }
  /** Forged, malformed, expired, already used, or Google said `success: false`. */
  | { status: "invalid"; reason: string }
  /** Google could not be asked (network, 5xx): no signal. */
  | { status: "unavailable" };

export type BotCheckFlow = "login" | "signup";

export interface BotCheckInput {
  flow: BotCheckFlow;
  /**
   * The v3 actions the route takes (common/auth/constants.ts BOT_CHECK_ACTIONS): a log-in also
   * takes the sign-up form's token, since that form logs an existing email in (auth.md §4.2).
   */
  actions: readonly string[];
  /** null: no token was sent. */
  v2: TokenVerdict | null;
  v3: TokenVerdict | null;
  /** Epoch ms of the account's failed password log-ins not yet forgiven (log-in only; [] before the account is known). */
  failures?: readonly number[];
  /** Epoch ms. */
  now: number;
}

export type BotCheckRefusal = "LOGGED_IN_TOO_QUICKLY" | "SIGNUP_BOT_CHECK_FAILED";

/**
 * The failures that count against the §9 limit at `now`: those within the window.
 *
 * @example
 * recentFailures([t - 4_000_000, t - 10, t - 5], t); // [t - 10, t - 5]
 */
export function recentFailures(failures: readonly number[], now: number): number[] {
  return failures.filter((at) => at <= now && now - at < BOT_CHECK_WINDOW_SECONDS * 1000);
}

/** True when the account's next log-in needs a v2 token (§9 "three timestamps within 3600 s"). */
export const needsChallenge = (failures: readonly number[], now: number): boolean =>
  recentFailures(failures, now).length >= BOT_CHECK_FAILURES_MAX;

/**
 * The catalogue error that refuses the attempt, or null when it may go on.
 *
 * @example
 * botCheck({ flow: "login", actions: ["login"], v2: null, v3: { status: "valid", score: 0.1, action: "login" }, now });
 * // "LOGGED_IN_TOO_QUICKLY"
 * botCheck({ flow: "login", actions: ["login"], v2: null, v3: null, failures: [], now }); // null
 */
export function botCheck({ flow, actions, v2, v3, failures = [], now }: BotCheckInput): BotCheckRefusal | null {
  const refusal: BotCheckRefusal = flow === "login" ? "LOGGED_IN_TOO_QUICKLY" : "SIGNUP_BOT_CHECK_FAILED";
  if (v2?.status === "valid") return null;
  if (v2?.status === "invalid") return refusal;
  if (v3?.status === "invalid") return refusal;
  if (
    v3?.status === "valid" &&
    (v3.action === null || !actions.includes(v3.action) || v3.score === null || !(v3.score >= BOT_CHECK_MIN_SCORE))
  )
    return refusal;
  if (flow === "login" && needsChallenge(failures, now)) return refusal;
  return null;
}

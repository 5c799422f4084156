/**
 * Why: sign-up, password change and password reset refuse a new password that is known from data
 * breaches (docs/decisions/036; a rule beside those of auth.md §5 and business.md §5), asking the Pwned Passwords range API through this small interface
 * so the callers never build its URLs and the one production client runs everywhere: against
 * api.pwnedpasswords.com in production, against the local range stand-in of
 * scripts/local-pwned-passwords.ts in `npm start`, `npm run preview` and the tests (the base URL is
 * the `PWNED_PASSWORDS_URL` var). Only the first 5 hex characters of the SHA-1 leave the Worker
 * (common/auth/breached-password/range.ts). The check is advice, not a gate: when the service does
 * not answer within a second, answers anything but 200, or cannot be reached, the count is null and
 * the password goes through (fail open), with a warning in the Worker's log.
 */
import { BREACH_CHECK_TIMEOUT_MS, countInRange, PADDING_HEADER, rangeUrl, sha1Hex, splitHash } from "~common/auth/breached-password";
import { ApiError } from "~common/errors";
import { config } from "../../platform/config";

export interface BreachedPasswords {
  /** How many times the password appears in known breaches (0: never), or null when the service could not say. */
  count(password: string): Promise<number | null>;
}

export interface PwnedPasswordsOptions {
  /** The fetch to use (tests pass a recording one). */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Where a fail-open is reported (the Worker's log). */
  warn?: (line: string) => void;
}

/** One JSON line in the Worker's log (Workers Logs indexes its fields), as worker/platform/error-log.ts writes them. */
const failOpenLine = (reason: string) => JSON.stringify({ level: "warn", message: "breached-password check failed open", reason });

/**
 * The range API client at `base` (no trailing `/range`).
 *
 * @example
 * const breached = pwnedPasswords("https://api.pwnedpasswords.com");
 * await breached.count("P@ssw0rd"); // a large number; null if the API did not answer within 1 s
 */
export function pwnedPasswords(base: string, options: PwnedPasswordsOptions = {}): BreachedPasswords {
  const { fetch: send = (input, init) => fetch(input, init), timeoutMs = BREACH_CHECK_TIMEOUT_MS, warn = console.warn } = options;
  return {
    async count(password) {
      const { prefix, suffix } = splitHash(await sha1Hex(password));
      try {
        const res = await send(rangeUrl(base, prefix), {
          headers: { [PADDING_HEADER]: "true", "User-Agent": "pinboard-edge" },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (res.status !== 200) {
          await res.body?.cancel();
          warn(failOpenLine(`status ${res.status}`));
          return null;
        }
        return countInRange(await res.text(), suffix);
      } catch (error) {
        const name = error instanceof Error ? error.name : "Error";
        const timedOut = name === "TimeoutError" || name === "AbortError";
        warn(
          failOpenLine(
            timedOut ? `no answer within ${timeoutMs} ms` : error instanceof Error ? `${name}: ${error.message}` : String(error),
          ),
        );
        return null;
      }
    },
  };
}

/** The client of this deployment's configuration (`PWNED_PASSWORDS_URL`). */
export const breachedPasswordsFor = (env: Env): BreachedPasswords => pwnedPasswords(config(env).PWNED_PASSWORDS_URL);

/**
 * Refuses a password the breach check counted (a started `count`, so the caller can overlap it with
 * other work); null and 0 go through.
 *
 * @example
 * const pending = breached.count(password); // … other checks …
 * await refuseIfBreached(pending); // throws PASSWORD_BREACHED (data.field "password")
 */
export async function refuseIfBreached(pending: Promise<number | null>): Promise<void> {
  const count = await pending;
  if (count !== null && count > 0) throw new ApiError("PASSWORD_BREACHED", { data: { field: "password" } });
}

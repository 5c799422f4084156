/**
 * Provider state of the breached-password check (docs/decisions/036): the target's range service —
 * the local stand-in of scripts/local-pwned-passwords.ts in `npm start`, `npm run preview` and the
 * provider test, the Pwned Passwords API in a deployment — knows a password that passes every field
 * rule. `Sunshine!` is one for both (the stand-in knows each common password with "!" appended;
 * the real corpus has it thousands of times). Nothing to arrange: the state names the
 * precondition and hands the password to the interaction (`${breachedPassword}`), combined with
 * the state that makes the account, reset link or session the route needs.
 */
import { LOCAL_BREACHED_PASSWORD } from "../../../scripts/local-pwned-passwords";
import type { StateContext, StateDefinition } from "./types";

/** PASSWORD_BREACHED's code (common/auth/errors.ts), kept literal: the partner's API is checked. */
const PASSWORD_BREACHED_CODE = 760;

/**
 * Why the target's breach check cannot refuse `Sunshine!`, or undefined where it does: a sign-up of
 * a fresh address with it (carrying the state credential, so uncounted; torn down with the run).
 * Out of reach, the range service lets every password through (fail open, docs/decisions/036).
 */
export async function probeBreachCheck({ api, freshEmail }: StateContext): Promise<string | undefined> {
  const res = await api.register({ email: freshEmail("pact.breach"), password: LOCAL_BREACHED_PASSWORD });
  if (res.error?.api_error_code === PASSWORD_BREACHED_CODE) return undefined;
  return `the target's breach check does not know "${LOCAL_BREACHED_PASSWORD}" (a sign-up with it answered HTTP ${res.status}): its range service (PWNED_PASSWORDS_URL) is out of reach and the check fails open`;
}

export const BREACHED_PASSWORD_STATES = {
  known: "the breach check knows a password that passes the field rules",
} as const;

export function breachedPasswordStates(): StateDefinition[] {
  return [
    {
      name: BREACHED_PASSWORD_STATES.known,
      // A target whose range service is out of reach lets the password through (fail open): probed.
      needs: "breach_check",
      params: "none; provides ${breachedPassword}",
      handler: async () => ({ breachedPassword: LOCAL_BREACHED_PASSWORD }),
    },
  ];
}

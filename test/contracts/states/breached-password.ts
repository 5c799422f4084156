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
import type { StateDefinition } from "./types";

export const BREACHED_PASSWORD_STATES = {
  known: "the breach check knows a password that passes the field rules",
} as const;

export function breachedPasswordStates(): StateDefinition[] {
  return [
    {
      name: BREACHED_PASSWORD_STATES.known,
      params: "none; provides ${breachedPassword}",
      handler: async () => ({ breachedPassword: LOCAL_BREACHED_PASSWORD }),
    },
  ];
}

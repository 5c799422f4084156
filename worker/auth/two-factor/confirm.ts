/**
 * A fresh two-factor code as proof that it is the account's owner, for a change elsewhere on
 * /settings/security (removing a passkey, worker/auth/passkeys/): the app's current code (a time
 * step not used before), an unused backup code (used up by this), or the code emailed for the
 * email method (POST /v3/users/me/two_factor/code/; used up by this). The caller counts the tries.
 */
import { checkMfaCode, mfaCodeKind, normalizeMfaCode } from "~common/auth/two-factor/rules";
import type { UserRow } from "../users";
import { judgeCode } from "./codes";
import { liveChallengeOf, useChallenge } from "./store";

export async function confirmWithCode(env: Env, user: UserRow, raw: string, now: number): Promise<boolean> {
  const method = user.two_factor_method;
  if (!method || checkMfaCode(raw)) return false;
  const emailed = method === "email" ? await liveChallengeOf(env.DB, user.id, "disable", now) : null;
  const judged = await judgeCode(env, { kind: "account", userId: user.id, method, emailed }, raw, now);
  const byEmail = emailed !== null && mfaCodeKind(normalizeMfaCode(raw)) === "otp";
  return judged.ok && (!byEmail || (await useChallenge(env.DB, emailed.id, now)));
}

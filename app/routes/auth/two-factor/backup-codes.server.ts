/**
 * The "Get new backup codes" form of /settings/security (issue 35 part 3; docs/decisions/049): a
 * fresh proof (the password, or a two-factor code for an account without one) for ten new codes,
 * shown once; a refusal lands on the proof field.
 */
import { regenerateBackupCodesRoute } from "~common/auth/two-factor/backup-codes";
import { TWO_FACTOR_SETTINGS_COPY as TF } from "~common/auth/two-factor/settings-messages";
import type { apiClientFor } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import type { TwoFactorAnswer } from "./two-factor-state";

/** What the form answers: the two-factor part, a notice, and the status to answer with. */
export interface NewBackupCodesAnswer {
  twoFactor: TwoFactorAnswer;
  notice?: string;
  status: number;
}

export async function newBackupCodes(api: ReturnType<typeof apiClientFor>, form: FormData): Promise<NewBackupCodesAnswer> {
  const password = formString(form, "password");
  const code = formString(form, "code");
  const proof = password !== "" ? { password } : { code };
  const result = await api.call(regenerateBackupCodesRoute, { json: proof });
  if (result.ok) return { twoFactor: { backupCodes: result.data.backup_codes, regenerated: true }, notice: TF.newCodesMade, status: 200 };
  return { twoFactor: { proofError: result.error.message }, status: result.status };
}

/**
 * The proof's server side for the leave and data pages (docs/decisions/042): which proof the
 * viewer can give (the passkeys' rule), the proof read from a form, and the emailed code sent.
 */
import { passkeyEmailCodeRoute, proofKindsOf, type ProofKinds } from "~common/auth/passkeys";
import { twoFactorCodeRoute, twoFactorStatusRoute } from "~common/auth/two-factor";
import { LIFECYCLE_COPY as L } from "~common/auth/account-lifecycle";
import type { ApiClient } from "../../../lib/api-client";
import { formString } from "../../../lib/forms";
import type { LoggedInViewer } from "../../../lib/guards.server";
import { SEND_CODE_FIELD } from "./proof-fields";

export async function proofKinds(api: ApiClient, viewer: LoggedInViewer): Promise<ProofKinds> {
  const status = await api.call(twoFactorStatusRoute);
  const method = status.ok ? status.data.method : null;
  return proofKindsOf({ hasPassword: viewer.info.hasPassword, twoFactorMethod: method, passkeys: 0 });
}

/** The typed proof, only its filled fields. */
export function proofOf(form: FormData): { password?: string; code?: string } {
  const password = formString(form, "password");
  const code = formString(form, "code");
  return { ...(password && { password }), ...(code && { code }) };
}

/** "Email me a code": null when the form did not ask; else the notice or the refusal. */
export async function sendCodeIfAsked(
  api: ApiClient,
  form: FormData,
): Promise<{ notice?: string; formError?: string; status: number } | null> {
  const kind = formString(form, SEND_CODE_FIELD);
  if (kind === "") return null;
  const sent = await api.call(kind === "two-factor" ? twoFactorCodeRoute : passkeyEmailCodeRoute);
  return sent.ok ? { notice: L.codeSent(sent.data.email_hint), status: 200 } : { formError: sent.error.message, status: sent.status };
}

/**
 * The account-recovery page's work (auth.md §2.3, §7 forgot_password): send the reset email for an
 * email or username, with type 'unified' when the viewer is in experiment unauth_dweb_unified_ar
 * (auth.md §6) and 'reset' otherwise; the same for 'Resend email' (§8.4).
 */
import { data, type RouterContextProvider } from "react-router";
import { experimentsRoute, forgotPasswordRoute } from "~common/auth/contracts";
import type { ForgotPasswordType } from "~common/auth/recovery/schemas";
import { apiClientFor, cookieHeaders } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import { checkForgotForm, RESEND_INTENT, recoveryStateFromApiError, type RecoveryFormState } from "./recovery-form-state";

/** What the action answers: the form state, the identifier as typed, and whether mail went out. */
export interface ForgotAnswer extends RecoveryFormState {
  identifier: string;
  /** The email is on its way (to an existing account: the answer never says which). */
  sent: boolean;
  /** This answer is for 'Resend email'. */
  resent: boolean;
}

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export function loadPasswordReset({ request }: Args) {
  const params = new URL(request.url).searchParams;
  // §2.3: ?ue={email} prefills the field; ?lookup=true is the variant the Facebook-retired banner links to.
  return { ue: params.get("ue") ?? "", lookup: params.get("lookup") === "true" };
}

export async function sendResetEmail({ request, context }: Args) {
  const form = await request.formData();
  const identifier = formString(form, "email").trim();
  const resent = formString(form, "intent") === RESEND_INTENT;
  const echo = { identifier, resent, sent: false };
  const local = checkForgotForm(form);
  if (local) return data<ForgotAnswer>({ ...local, ...echo }, { status: 400 });

  const api = apiClientFor(request, context);
  const experiments = await api.call(experimentsRoute);
  const type: ForgotPasswordType = experiments.ok && experiments.data.unauth_dweb_unified_ar === "enabled" ? "unified" : "reset";
  const result = await api.call(forgotPasswordRoute, { json: { username_or_email: identifier, type } });
  // A browser seen for the first time gets the experiments device cookie: pass it on.
  const headers = cookieHeaders(experiments.setCookies);
  if (result.ok) return data<ForgotAnswer>({ fieldErrors: {}, ...echo, sent: true }, { headers });
  return data<ForgotAnswer>({ ...recoveryStateFromApiError(result.error, new Set()), ...echo }, { status: result.status, headers });
}

/**
 * The reset link's page work (/password/reset/{token}; auth.md §2.3): check the link when the page
 * opens (reading it does not use it up), then set the new password with it. A used, superseded or
 * expired link turns the page into 'This link doesn't work' with a way to ask for a new one. An
 * account with passkeys is offered to remove them all with the reset (ticked by default).
 */
import { data, type RouterContextProvider } from "react-router";
import { passwordResetLinkRoute, resetPasswordRoute } from "~common/auth/contracts";
import { API_ERRORS } from "~common/errors";
import { apiClientFor } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import { recoveryStateFromApiError, type RecoveryFormState } from "./recovery-form-state";
import { checkNewPassword } from "./new-password-form-state";

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { token?: string } };

const LINK_ERRORS = new Set([API_ERRORS.RESET_LINK_INVALID.code, API_ERRORS.RESET_LINK_EXPIRED.code]);

export type ResetLinkState = { state: "ready"; email: string; username: string; passkeys: number } | { state: "problem"; message: string };

export interface ResetAnswer extends RecoveryFormState {
  done: boolean;
  /** The account's email, for 'Log in' after a reset. */
  email?: string;
}

export async function loadResetLink({ request, context, params }: Args): Promise<ResetLinkState> {
  const result = await apiClientFor(request, context).call(passwordResetLinkRoute, { params: { token: params.token ?? "" } });
  if (result.ok) return { state: "ready", email: result.data.email, username: result.data.username, passkeys: result.data.passkeys };
  return { state: "problem", message: result.error.message };
}

export async function resetWithLink({ request, context, params }: Args) {
  const form = await request.formData();
  const password = formString(form, "password");
  const api = apiClientFor(request, context);
  const token = params.token ?? "";
  // The owner for the "not your username" rule comes from the link, never from the form.
  const link = await api.call(passwordResetLinkRoute, { params: { token } });
  if (!link.ok) return data<ResetAnswer>({ ...recoveryStateFromApiError(link.error, LINK_ERRORS), done: false }, { status: link.status });
  const local = checkNewPassword(password, { email: link.data.email, username: link.data.username });
  if (local) return data<ResetAnswer>({ ...local, done: false }, { status: 400 });
  // The box is ticked by default; a form without it (no passkeys to offer) removes none there are.
  const removePasskeys = formString(form, "remove_passkeys") !== "";
  const result = await api.call(resetPasswordRoute, { json: { token, new_password: password, remove_passkeys: removePasskeys } });
  if (result.ok) return data<ResetAnswer>({ fieldErrors: {}, done: true, email: link.data.email });
  return data<ResetAnswer>({ ...recoveryStateFromApiError(result.error, LINK_ERRORS), done: false }, { status: result.status });
}

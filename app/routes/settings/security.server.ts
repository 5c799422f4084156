/**
 * /settings/security's work: the viewer's sessions (GET /v3/users/me/sessions/), and its three
 * forms — change (or set) the password, end one session, 'Log out of all other devices'. A password
 * change re-issues this device's session under a new token: its cookies go back to the browser.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { changePasswordRoute, endOtherSessionsRoute, endSessionRoute, sessionsRoute } from "~common/auth/contracts";
import { AUTH_RECOVERY_COPY as RC } from "~common/auth/recovery-messages";
import { apiClientFor, cookieHeaders } from "../../lib/api.server";
import { formString } from "../../lib/forms";
import { requireUser } from "../../lib/guards.server";
import { resourceOrRedirect } from "../../lib/resource.server";
import {
  CHANGE_PASSWORD_INTENT,
  checkChangePasswordForm,
  END_OTHER_SESSIONS_INTENT,
  END_SESSION_INTENT,
  recoveryStateFromApiError,
  type RecoveryFormState,
} from "../auth/recovery-form-state";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What the page's forms answer: the password form's state, or a notice after a success. */
export interface SecurityAnswer extends RecoveryFormState {
  intent: string;
  notice?: string;
}

export async function loadSecurity(args: Args) {
  const viewer = await requireUser(args);
  const sessions = resourceOrRedirect(await apiClientFor(args.request, args.context).call(sessionsRoute), { request: args.request, viewer });
  return { email: viewer.info.email, username: viewer.user.username, hasPassword: viewer.info.hasPassword, sessions };
}

export async function securityAction(args: Args) {
  const viewer = await requireUser(args);
  const { request, context } = args;
  const form = await request.formData();
  const intent = formString(form, "intent");
  const api = apiClientFor(request, context);

  if (intent === CHANGE_PASSWORD_INTENT) {
    const hasPassword = viewer.info.hasPassword;
    const local = checkChangePasswordForm(form, { email: viewer.info.email, username: viewer.user.username });
    if (local) return data<SecurityAnswer>({ ...local, intent }, { status: 400 });
    const result = await api.call(changePasswordRoute, {
      json: { ...(hasPassword && { current_password: formString(form, "current_password") }), new_password: formString(form, "password") },
    });
    if (!result.ok) return data<SecurityAnswer>({ ...recoveryStateFromApiError(result.error, new Set()), intent }, { status: result.status });
    const notice = hasPassword ? RC.passwordChanged : RC.passwordSet;
    return data<SecurityAnswer>({ fieldErrors: {}, intent, notice }, { headers: cookieHeaders(result.setCookies) });
  }

  if (intent === END_SESSION_INTENT) {
    const result = await api.call(endSessionRoute, { params: { id: formString(form, "id") } });
    // Ending this device's own session is a log-out.
    if (result.ok && result.setCookies.length > 0) throw redirect("/", { headers: cookieHeaders(result.setCookies) });
    if (!result.ok) return data<SecurityAnswer>({ fieldErrors: {}, intent, formError: result.error.message }, { status: result.status });
    return data<SecurityAnswer>({ fieldErrors: {}, intent, notice: RC.sessionEnded });
  }

  if (intent === END_OTHER_SESSIONS_INTENT) {
    const result = await api.call(endOtherSessionsRoute);
    if (!result.ok) return data<SecurityAnswer>({ fieldErrors: {}, intent, formError: result.error.message }, { status: result.status });
    const notice = result.data.ended === 0 ? RC.noOtherSessions : RC.otherSessionsEnded(result.data.ended);
    return data<SecurityAnswer>({ fieldErrors: {}, intent, notice });
  }

  return data<SecurityAnswer>({ fieldErrors: {}, intent }, { status: 400 });
}

/**
 * /settings/security's work: the viewer's sessions (GET /v3/users/me/sessions/) and two-factor
 * settings (GET /v3/users/me/two_factor/) and passkeys (GET /v3/users/me/passkeys/), and its forms — change (or set) the password, end one
 * session, 'Log out of all other devices', and two-factor's set-up, turn-on, emailed code, new
 * backup codes and turn-off (docs/decisions/019, 049), and a passkey's rename and removal (docs/decisions/038). A password change re-issues this device's session under a new
 * token: its cookies go back to the browser.
 */
import { AUTH_SECURITY_COPY as SC } from "~common/auth/sessions/security-messages";
import { data, redirect, type RouterContextProvider } from "react-router";
import { changePasswordRoute, endOtherSessionsRoute, endSessionRoute, sessionsRoute } from "~common/auth/contracts";
import { emailHint, MFA_METHODS, type MfaMethod } from "~common/auth/two-factor";
import {
  disableTwoFactorRoute,
  enableTwoFactorRoute,
  twoFactorCodeRoute,
  twoFactorSetupRoute,
  twoFactorStatusRoute,
} from "~common/auth/two-factor";
import { TWO_FACTOR_SETTINGS_COPY as TF } from "~common/auth/two-factor";
import type { TwoFactorSetup } from "~common/auth/two-factor";
import { isTwoFactorIntent, TWO_FACTOR_INTENTS, type TwoFactorAnswer } from "../two-factor";
import { newBackupCodes } from "../two-factor/index.server";
import { passkeysRoute } from "~common/auth/passkeys";
import { isPasskeyIntent } from "../passkeys";
import { passkeyFormAction } from "../passkeys/index.server";
import { apiClientFor, cookieHeaders } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import { requireUser } from "../../../lib/guards.server";
import { resourceOrRedirect } from "../../../lib/resource.server";
import {
  CHANGE_PASSWORD_INTENT,
  END_OTHER_SESSIONS_INTENT,
  END_SESSION_INTENT,
  recoveryStateFromApiError,
  type RecoveryFormState,
} from "../recovery";
import { checkChangePasswordForm } from "../recovery";
import { loadSignInHistory } from "../sign-in-history/index.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What the page's forms answer: the password form's state, or a notice after a success. */
export interface SecurityAnswer extends RecoveryFormState {
  intent: string;
  notice?: string;
  twoFactor?: TwoFactorAnswer;
  /** The passkey a refused rename or removal was for (its form opens again with the error). */
  passkeyId?: string;
}

export async function loadSecurity(args: Args) {
  const viewer = await requireUser(args);
  const api = apiClientFor(args.request, args.context);
  const [sessionsResult, twoFactorResult, passkeysResult, signIns] = await Promise.all([
    api.call(sessionsRoute),
    api.call(twoFactorStatusRoute),
    api.call(passkeysRoute),
    loadSignInHistory(api, { request: args.request, viewer }),
  ]);
  const sessions = resourceOrRedirect(sessionsResult, { request: args.request, viewer });
  const twoFactor = resourceOrRedirect(twoFactorResult, { request: args.request, viewer });
  const passkeys = resourceOrRedirect(passkeysResult, { request: args.request, viewer });
  return {
    email: viewer.info.email,
    emailHint: emailHint(viewer.info.email),
    hasPassword: viewer.info.hasPassword,
    sessions,
    twoFactor,
    passkeys,
    signIns,
  };
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
    // A new password does not end a passkey someone else may have added: the notice says so where
    // there are any (read first: the change re-issues this session under a new token).
    const passkeys = await api.call(passkeysRoute);
    const result = await api.call(changePasswordRoute, {
      json: { ...(hasPassword && { current_password: formString(form, "current_password") }), new_password: formString(form, "password") },
    });
    if (!result.ok)
      return data<SecurityAnswer>({ ...recoveryStateFromApiError(result.error, new Set()), intent }, { status: result.status });
    const changed = hasPassword ? SC.passwordChanged : SC.passwordSet;
    const notice = passkeys.ok && passkeys.data.passkeys.length > 0 ? `${changed} ${SC.passkeysStillWork}` : changed;
    return data<SecurityAnswer>({ fieldErrors: {}, intent, notice }, { headers: cookieHeaders(result.setCookies) });
  }

  if (intent === END_SESSION_INTENT) {
    const result = await api.call(endSessionRoute, { params: { id: formString(form, "id") } });
    // Ending this device's own session is a log-out.
    if (result.ok && result.setCookies.length > 0) throw redirect("/", { headers: cookieHeaders(result.setCookies) });
    if (!result.ok) return data<SecurityAnswer>({ fieldErrors: {}, intent, formError: result.error.message }, { status: result.status });
    return data<SecurityAnswer>({ fieldErrors: {}, intent, notice: SC.sessionEnded });
  }

  if (intent === END_OTHER_SESSIONS_INTENT) {
    // The box is off unless ticked (an unticked checkbox sends nothing).
    const removePasskeys = formString(form, "remove_passkeys") !== "";
    const result = await api.call(endOtherSessionsRoute, { query: { remove_passkeys: removePasskeys ? "true" : "false" } });
    if (!result.ok) return data<SecurityAnswer>({ fieldErrors: {}, intent, formError: result.error.message }, { status: result.status });
    const ended = result.data.ended === 0 ? SC.noOtherSessions : SC.otherSessionsEnded(result.data.ended);
    const notice = result.data.passkeys_removed > 0 ? `${ended} ${SC.passkeysRemoved(result.data.passkeys_removed)}` : ended;
    return data<SecurityAnswer>({ fieldErrors: {}, intent, notice });
  }

  if (isTwoFactorIntent(intent)) return twoFactorAction(api, intent, form);
  if (isPasskeyIntent(intent)) return passkeyFormAction(api, intent, form);

  return data<SecurityAnswer>({ fieldErrors: {}, intent }, { status: 400 });
}

/** The set-up a turn-on form carries back (hidden fields), so a wrong code keeps the QR code on screen. */
function setupFromForm(form: FormData): TwoFactorSetup | undefined {
  const method = formString(form, "method");
  if (!(MFA_METHODS as readonly string[]).includes(method)) return undefined;
  const text = (name: string) => formString(form, name) || null;
  return {
    method: method as MfaMethod,
    secret: text("secret"),
    otpauth_uri: text("otpauth_uri"),
    email_hint: text("email_hint"),
    expires_at: Number(formString(form, "expires_at")) || 0,
  };
}

async function twoFactorAction(api: ReturnType<typeof apiClientFor>, intent: string, form: FormData) {
  const answer = (twoFactor: TwoFactorAnswer, extra: Partial<SecurityAnswer> = {}, status = 200) =>
    data<SecurityAnswer>({ fieldErrors: {}, intent, twoFactor, ...extra }, { status });
  const refused = (error: { message: string; data?: Record<string, unknown> }, status: number, keep: TwoFactorAnswer = {}) =>
    error.data?.["field"] === "code"
      ? answer({ ...keep, codeError: error.message }, {}, status)
      : answer(keep, { formError: error.message }, status);

  if (intent === TWO_FACTOR_INTENTS.setup) {
    const method = formString(form, "method");
    if (!(MFA_METHODS as readonly string[]).includes(method)) return answer({}, {}, 400);
    const result = await api.call(twoFactorSetupRoute, { json: { method: method as MfaMethod } });
    return result.ok ? answer({ setup: result.data }) : refused(result.error, result.status);
  }
  if (intent === TWO_FACTOR_INTENTS.enable) {
    const setup = setupFromForm(form);
    const result = await api.call(enableTwoFactorRoute, { json: { code: formString(form, "code") } });
    if (result.ok) return answer({ backupCodes: result.data.backup_codes }, { notice: TF.turnedOn });
    // A set-up that is over (expired, out of tries) cannot take another code: back to the choice.
    return refused(result.error, result.status, setup && result.error.data?.["field"] === "code" ? { setup } : {});
  }
  if (intent === TWO_FACTOR_INTENTS.backupCodes) {
    const made = await newBackupCodes(api, form);
    return answer(made.twoFactor, made.notice ? { notice: made.notice } : {}, made.status);
  }
  if (intent === TWO_FACTOR_INTENTS.sendCode) {
    const result = await api.call(twoFactorCodeRoute);
    return result.ok ? answer({}, { notice: TF.codeSent(result.data.email_hint) }) : refused(result.error, result.status);
  }
  const result = await api.call(disableTwoFactorRoute, { json: { code: formString(form, "code") } });
  return result.ok ? answer({}, { notice: TF.turnedOff }) : refused(result.error, result.status);
}

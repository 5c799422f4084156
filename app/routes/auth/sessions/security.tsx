/**
 * /settings/security — a logged-in person's password and sessions:
 *   - change the password (current one required; business.md §5 rules for the new one): every
 *     other device is logged out, this one stays; an account without a password (social-only)
 *     sets its first one here;
 *   - two-factor authentication: set up with an authenticator app or email, the backup codes
 *     shown once, turned off with a fresh code (two-factor-section.tsx, docs/decisions/019);
 *   - every live session with its device, when it logged in and was last active, this device
 *     marked; 'Log out' on any other one, and 'Log out of all other devices' (ticked: with every
 *     passkey too, docs/decisions/038);
 *   - the last 50 sign-ins and failed attempts (sign-in-history-section.tsx, docs/decisions/037).
 * Every form is a plain form post (works without JavaScript); with JavaScript, notices and errors
 * also show as a toast for 3.5 s (auth.md §8.3, TOAST_DURATION_MS.notice).
 */
import { AUTH_NEW_PASSWORD_COPY as NP } from "~common/auth/recovery";
import { AUTH_SECURITY_COPY as SC } from "~common/auth/sessions/security-messages";
import { utcTime } from "~common/auth/sessions/device";
import { lazy, Suspense } from "react";
import { Form, useNavigation } from "react-router";
import { AUTH_COPY } from "~common/auth/messages";
import type { SessionInfo } from "~common/auth/recovery";
import { Button } from "../../../components/button";
import { Checkbox } from "../../../components/checkbox";
import { PasswordField } from "../../../components/text-field";
import { formString, useFormPlumbing } from "../../../lib/forms";
import { pageMeta } from "../../../lib/meta";
import { FallbackError, FallbackNotice, NEW_PASSWORD_HINT, useNoticeToast } from "../recovery";
import { CHANGE_PASSWORD_INTENT, END_OTHER_SESSIONS_INTENT, END_SESSION_INTENT, firstMessage } from "../recovery";
import { loadSecurity, securityAction, type SecurityAnswer } from "./security.server";
import stylesheet from "../recovery/recovery.css?url";
import passkeysStylesheet from "../passkeys/passkeys.css?url";
import type { Route } from "./+types/security";

/** The two-factor section, loaded with the page's render, not its first script (test/build/budgets). */
const TwoFactorSection = lazy(() => import("../two-factor/two-factor-section"));
/** The passkeys section, likewise. */
const PasskeysSection = lazy(() => import("../passkeys/passkeys-section"));
/** The sign-in history, likewise. */
const SignInHistorySection = lazy(() => import("../sign-in-history/sign-in-history-section"));

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "stylesheet", href: passkeysStylesheet },
];

export const meta: Route.MetaFunction = () => [
  ...pageMeta(SC.securityTitle, SC.securityDescription),
  { name: "robots", content: "noindex" },
];

export const loader = (args: Route.LoaderArgs) => loadSecurity(args);
export const action = (args: Route.ActionArgs) => securityAction(args);
// A password change re-issues this device's session: its new cookies ride on the answer.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

const PASSWORD_FIELDS = ["current_password", "password"] as const;

export default function SecurityPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer: SecurityAnswer | undefined = actionData;
  useNoticeToast(answer?.notice ?? (answer?.intent === CHANGE_PASSWORD_INTENT ? undefined : answer?.formError), answer);
  return (
    <main id="main" className="page settings">
      <h1 className="page__title">{SC.securityTitle}</h1>
      <FallbackNotice message={answer?.notice} />
      {answer?.intent !== CHANGE_PASSWORD_INTENT && !answer?.passkeyId ? <FallbackError message={answer?.formError} /> : null}
      <PasswordSection {...loaderData} answer={answer?.intent === CHANGE_PASSWORD_INTENT ? answer : undefined} />
      <Suspense fallback={null}>
        <TwoFactorSection
          status={loaderData.twoFactor}
          emailHint={loaderData.emailHint}
          hasPassword={loaderData.hasPassword}
          answer={answer}
        />
      </Suspense>
      <Suspense fallback={null}>
        <PasskeysSection
          data={loaderData.passkeys}
          email={loaderData.email}
          hasPassword={loaderData.hasPassword}
          twoFactorMethod={loaderData.twoFactor.method}
          answer={answer}
        />
      </Suspense>
      <SessionsSection sessions={loaderData.sessions} passkeys={loaderData.passkeys.passkeys.length} />
      <Suspense fallback={null}>
        <SignInHistorySection signIns={loaderData.signIns} />
      </Suspense>
    </main>
  );
}

function PasswordSection({ email, hasPassword, answer }: { email: string; hasPassword: boolean; answer?: SecurityAnswer }) {
  // No check before sending here: the action checks the new password (business.md §5) before the
  // API does, and loading the password rules would put this page over its budget
  // (test/build/budgets); the answer lands under the field and in a toast all the same.
  // Busy only while this form is sent: the page's other forms post to the same action.
  const navigation = useNavigation();
  const sending =
    navigation.state !== "idle" &&
    navigation.formData !== undefined &&
    formString(navigation.formData, "intent") === CHANGE_PASSWORD_INTENT;
  const form = useFormPlumbing({
    fields: PASSWORD_FIELDS,
    // A success answer clears the fields (the form is keyed by it) and shows no error.
    actionData: answer?.notice ? undefined : answer,
    busy: sending,
  });
  useNoticeToast(firstMessage(form.errors, PASSWORD_FIELDS), form.errors);
  const heading = hasPassword ? SC.changePasswordHeading : SC.setPasswordHeading;
  return (
    <section className="settings__section" aria-labelledby="password-heading">
      <h2 id="password-heading" className="settings__heading">
        {heading}
      </h2>
      {hasPassword ? null : <p className="settings__lead">{SC.setPasswordLead}</p>}
      <Form method="post" noValidate className="auth-form settings__form" onSubmit={form.onSubmit} key={answer?.notice ?? "form"}>
        <input type="hidden" name="intent" value={CHANGE_PASSWORD_INTENT} />
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        {hasPassword ? (
          <PasswordField
            ref={form.fieldRef("current_password")}
            label={SC.currentPasswordLabel}
            name="current_password"
            autoComplete="current-password"
            error={form.errors?.fieldErrors.current_password}
            showLabel={AUTH_COPY.showPassword}
            hideLabel={AUTH_COPY.hidePassword}
          />
        ) : null}
        <PasswordField
          ref={form.fieldRef("password")}
          label={NP.newPasswordLabel}
          hint={NEW_PASSWORD_HINT}
          name="password"
          autoComplete="new-password"
          error={form.errors?.fieldErrors.password}
          showLabel={AUTH_COPY.showPassword}
          hideLabel={AUTH_COPY.hidePassword}
        />
        <FallbackError message={form.errors?.formError} />
        <div>
          <Button type="submit" busy={form.busy} busyLabel={NP.savingPassword}>
            {hasPassword ? SC.changePassword : SC.setPassword}
          </Button>
        </div>
      </Form>
    </section>
  );
}

function SessionsSection({ sessions, passkeys }: { sessions: SessionInfo[]; passkeys: number }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.formData : undefined;
  const endingId = pending && formString(pending, "intent") === END_SESSION_INTENT ? formString(pending, "id") : null;
  const endingOthers = pending !== undefined && formString(pending, "intent") === END_OTHER_SESSIONS_INTENT;
  const others = sessions.filter((s) => !s.current);
  return (
    <section className="settings__section" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className="settings__heading">
        {SC.sessionsHeading}
      </h2>
      <p className="settings__lead">{SC.sessionsLead}</p>
      <ul className="sessions" aria-labelledby="sessions-heading">
        {sessions.map((s) => (
          <li key={s.id} className="sessions__item" data-session-id={s.id}>
            <div className="sessions__text">
              <p className="sessions__device">
                {s.device}
                {s.current ? <span className="sessions__this">{SC.thisDevice}</span> : null}
              </p>
              <p className="sessions__meta">
                <span>{SC.loggedInAt(utcTime(s.created_at))}</span>
                <span>{SC.lastActiveAt(utcTime(s.last_seen_at))}</span>
              </p>
            </div>
            {s.current ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value={END_SESSION_INTENT} />
                <input type="hidden" name="id" value={s.id} />
                <Button
                  type="submit"
                  variant="secondary"
                  size="small"
                  aria-label={SC.endSessionOf(s.device)}
                  busy={endingId === s.id}
                  busyLabel={SC.endSessionOf(s.device)}
                >
                  {SC.endSession}
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 || passkeys > 0 ? (
        <Form method="post" className="settings__end-others">
          <input type="hidden" name="intent" value={END_OTHER_SESSIONS_INTENT} />
          {/* Off by default: passkeys are this person's own way in; a stolen session may have added one. */}
          {passkeys > 0 ? <Checkbox name="remove_passkeys" label={SC.removePasskeysToo} /> : null}
          <Button type="submit" variant="secondary" busy={endingOthers} busyLabel={SC.endOtherSessions}>
            {SC.endOtherSessions}
          </Button>
        </Form>
      ) : null}
      {others.length === 0 ? <p className="settings__lead">{SC.noOtherSessions}</p> : null}
    </section>
  );
}

/**
 * The log-in form (auth.md §2.2 login step), shared by /login, /business/login and the auth modal.
 * A plain HTML form posting to the log-in action, so it works without JavaScript wherever it is
 * shown; with JavaScript it checks fields first, shows a spinner and focuses the first error.
 * An SSO email turns it into 'Continue with SSO' (useSsoEmail, ../modal/auth-card.tsx; auth.md §2.2, §6).
 */
import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { Form, Link, useNavigate, type FetcherFormProps } from "react-router";
import { AUTH_COPY } from "~common/auth/messages";
import { Button } from "../../../components/button";
import { PasswordField, TextField } from "../../../components/text-field";
import { useFormPlumbing } from "../../../lib/forms";
import { BotCheck, FormError, useSsoEmail } from "../modal";
import { checkLogInForm, type MfaState } from "../modal";
import type { LoginAnswer } from "../two-factor";

export type { LoginAnswer } from "../two-factor";

/** The loginMfa step, loaded when it shows: most log-ins never need it (test/build/budgets). */
const MfaStep = lazy(() => import("../two-factor/mfa-step"));
/** A closed account's reopen screen (docs/decisions/042): rare, loaded when it shows. */
const ReopenAccount = lazy(() => import("../account-lifecycle/reopen-account"));
/** The passkey button and autofill (docs/decisions/038): after the first load, like the code step. */
const PasskeyLogIn = lazy(() => import("../passkeys/passkey-login"));

/**
 * The loginMfa step's words when the form is on it (the step machine's answer, login.server.ts):
 * the action's answer decides; before any answer, the page's own (/login?step=mfa).
 *
 * @example
 * const mfa = mfaOf(actionData, loaderData.mfa); // null: the login step
 */
export const mfaOf = (answer: LoginAnswer | undefined, initial: MfaState | null = null): MfaState | null =>
  answer ? (answer.mfa ?? null) : initial;

/**
 * The modal sends its forms through a fetcher (`fetcher.Form`, its state as `busy`), so the
 * action's answer comes back into the modal; the pages use the router's <Form>.
 */
export interface ViaFetcher {
  FormComponent?: ComponentType<FetcherFormProps>;
  busy?: boolean;
}

/**
 * The login step's fields, or the loginMfa step's (mfa-step.tsx) once the server asks for the
 * second factor (auth.md §4.1).
 *
 * @example
 * <LoginForm actionData={actionData} defaultEmail={params.get("email")} />                // on /login
 * <LoginForm action={`/login?next=${encodeURIComponent(here)}`} focusOnMount />          // in the modal
 */
export function LoginForm({
  action,
  actionData,
  defaultEmail,
  focusOnMount = false,
  FormComponent = Form,
  busy,
  mfa = null,
  startOverHref,
  onStartOver,
  passkeyNext,
}: {
  action?: string;
  actionData?: LoginAnswer;
  defaultEmail?: string | null;
  focusOnMount?: boolean;
  /** The loginMfa step the page opened on (/login?step=mfa), before any answer. */
  mfa?: MfaState | null;
  /** Where the loginMfa step's 'Back to log in' goes (a page), or what it does (the modal). */
  startOverHref?: string;
  onStartOver?: () => void;
  /**
   * Offer passkeys (docs/decisions/038) — the button and the email field's autofill — and go here
   * after a passkey log-in. Not for /add-account: a passkey log-in replaces the device's session.
   */
  passkeyNext?: string;
} & ViaFetcher) {
  const form = useFormPlumbing({ fields: ["email", "password"] as const, actionData, check: checkLogInForm, busy });
  const navigate = useNavigate();
  const sso = useSsoEmail(actionData?.email ?? defaultEmail, actionData);
  useEffect(() => {
    if (focusOnMount) form.field("email")?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // §2.3: 'Forgot password?' opens the account-recovery page with ?ue={email} when one is known.
  const forgotHref = (email: string | null | undefined) =>
    email ? `/password/reset?${new URLSearchParams({ ue: email })}` : "/password/reset";
  if (actionData?.reopen) {
    return (
      <Suspense fallback={null}>
        <ReopenAccount reopen={actionData.reopen} action={action} FormComponent={FormComponent} busy={busy} />
      </Suspense>
    );
  }
  const onMfa = mfaOf(actionData, mfa);
  if (onMfa) {
    return (
      <Suspense fallback={null}>
        <MfaStep
          mfa={onMfa}
          answer={actionData}
          action={action}
          email={actionData?.email ?? defaultEmail ?? undefined}
          startOverHref={startOverHref}
          onStartOver={onStartOver}
          FormComponent={FormComponent}
          busy={busy}
        />
      </Suspense>
    );
  }
  return (
    <FormComponent method="post" action={action} noValidate className="auth-form" onSubmit={(e) => sso.onSubmit(e) || form.onSubmit(e)}>
      <TextField
        ref={form.fieldRef("email")}
        label={AUTH_COPY.emailLabel}
        name="email"
        type="email"
        autoComplete={passkeyNext === undefined ? "username" : "username webauthn"}
        defaultValue={actionData?.email ?? defaultEmail ?? ""}
        error={form.errors?.fieldErrors.email}
        onInput={sso.onInput}
      />
      {sso.on ? null : (
        <PasswordField
          ref={form.fieldRef("password")}
          label={AUTH_COPY.passwordLabel}
          name="password"
          autoComplete="current-password"
          error={form.errors?.fieldErrors.password}
          showLabel={AUTH_COPY.showPassword}
          hideLabel={AUTH_COPY.hidePassword}
        />
      )}
      <p className="field__note">
        <Link
          className="link"
          to={forgotHref(actionData?.email ?? defaultEmail)}
          onClick={(event) => {
            // With JavaScript the email typed so far goes along; without, the link's own ?ue= does.
            event.preventDefault();
            navigate(forgotHref(form.field("email")?.value.trim()));
          }}
        >
          {AUTH_COPY.forgotPassword}
        </Link>
      </p>
      <FormError message={sso.error ?? form.errors?.formError} />
      {actionData?.recoverAccount ? (
        // §8.2 'Recover your account' (its words and address from the server: this form is in the sign-up page's first load too).
        <p className="field__note">
          <Link className="link" to={actionData.recoverAccount.href}>
            {actionData.recoverAccount.label}
          </Link>
        </p>
      ) : null}
      <BotCheck action="login" answer={actionData} />
      {actionData?.deactivated ? (
        // auth.md §8.2: a voluntarily deactivated account's message, in a tooltip by the form.
        <p className="tooltip" role="status">
          {actionData.deactivated}{" "}
          <Link className="link" to={`/password/reset?${new URLSearchParams({ ue: actionData.email ?? "" })}`}>
            {AUTH_COPY.resetPassword}
          </Link>
        </p>
      ) : null}
      <Button type="submit" block busy={form.busy} busyLabel={AUTH_COPY.loggingIn}>
        {sso.on ? AUTH_COPY.continueWithSso : AUTH_COPY.logIn}
      </Button>
      {passkeyNext === undefined || sso.on ? null : (
        <Suspense fallback={null}>
          <PasskeyLogIn next={passkeyNext} />
        </Suspense>
      )}
    </FormComponent>
  );
}

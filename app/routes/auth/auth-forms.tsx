/**
 * The log-in and sign-up forms themselves (auth.md §2.2 login and signup steps, §4.2, §5), shared
 * by the /login and /signup pages and the auth modal (auth-modal.tsx, opened by `?auth=`). Each
 * is a plain HTML form posting to its page's action, so it works without JavaScript wherever it
 * is shown; with JavaScript it checks fields first, shows a spinner and focuses the first error.
 */
import { useEffect, useState, type ComponentType } from "react";
import { Form, Link, useFetcher, useNavigate, type FetcherFormProps } from "react-router";
import { AUTH_COPY, AUTH_MESSAGES } from "~common/auth/messages";
import { Button } from "../../components/button";
import { PasswordField, TextField } from "../../components/text-field";
import { useFormPlumbing } from "../../lib/forms";
import { FormError } from "./components";
import { checkLogInForm, checkSignupForm, fieldError, type AuthFormState } from "./form-state";
import type { loader as emailStatusLoader } from "./email-status";
import type { ConsentsAnswer } from "./consents-step";

/** What the sign-up action answers (signup.server.ts). */
export interface SignupAnswer extends AuthFormState {
  email: string;
  birthday: string;
  existing: boolean;
  underage: boolean;
  edited: boolean;
  suggestion: string | null;
  /** The title of UnderageConfirmation when this answer is an under-age refusal (§2.2, §4.4). */
  underageTitle?: string | null;
  /** Present while the consents step shows (§2.2, §4.5). */
  consents?: ConsentsAnswer;
}

/**
 * The modal sends its forms through a fetcher (`fetcher.Form`, its state as `busy`), so the
 * action's answer comes back into the modal; the pages use the router's <Form>.
 */
export interface ViaFetcher {
  FormComponent?: ComponentType<FetcherFormProps>;
  busy?: boolean;
}

/** What the log-in action answers (login.server.ts). */
export interface LoginAnswer extends AuthFormState {
  email?: string;
}

/**
 * The signup step's fields: email (with the typo suggestion and the email-taken notice, both
 * from the email check on blur), 'Create a password', birthday (locked while `underage`).
 *
 * @example
 * <SignupForm actionData={actionData} underage={false} next={null} />          // on /signup
 * <SignupForm action={`/signup?next=${encodeURIComponent(here)}`} underage={false} next={here} focusOnMount /> // in the modal
 */
export function SignupForm({
  action,
  actionData,
  underage,
  next,
  defaultEmail,
  focusOnMount = false,
  FormComponent = Form,
  busy: sending,
}: {
  action?: string;
  actionData?: SignupAnswer;
  underage: boolean;
  next: string | null;
  defaultEmail?: string | null;
  focusOnMount?: boolean;
} & ViaFetcher) {
  const form = useFormPlumbing({
    fields: ["email", "password", "birthday"] as const,
    actionData,
    check: (f) => (underage ? fieldError("birthday", AUTH_MESSAGES.underAge) : checkSignupForm(f)),
    busy: sending,
  });
  const { errors, refs, busy } = form;
  const emailStatus = useFetcher<typeof emailStatusLoader>();
  useEffect(() => {
    if (focusOnMount) refs.email.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // §5: 'Did you mean {email}?' — from the action's answer, then from each blur's email check.
  const [suggestion, setSuggestion] = useState<string | null>(actionData?.suggestion ?? null);
  useEffect(() => setSuggestion(actionData?.suggestion ?? null), [actionData]);
  useEffect(() => setSuggestion(emailStatus.data?.suggestion ?? null), [emailStatus.data]);
  // §4.2 / §2.2 EmailAlreadyExist: the email-exists check on blur offers the log-in view, without
  // taking the visitor (or their focus) away from the form.
  const taken = emailStatus.data?.exists ? emailStatus.data.email : null;
  const disabledBirthday = underage;
  // After Edit on UnderageConfirmation, the birthday is the field to fix.
  useEffect(() => {
    if (actionData?.edited) refs.birthday.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionData]);

  return (
    <FormComponent
      method="post"
      noValidate
      className="auth-form"
      action={action}
      onSubmit={form.onSubmit}
    >
      <TextField
        ref={refs.email}
        label={AUTH_COPY.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={actionData?.email ?? defaultEmail ?? ""}
        error={errors?.fieldErrors.email}
        onBlur={(event) => {
          const email = event.currentTarget.value.trim();
          if (!email.includes("@")) setSuggestion(null);
          else emailStatus.load(`/resources/email-status?${new URLSearchParams({ email })}`);
        }}
      />
      <div className="field__notes" aria-live="polite">
        {suggestion ? (
          <p className="field__note">
            <Link
              className="link"
              to={`/signup?${new URLSearchParams({ method: "email", email: suggestion, ...(next && { next }) })}`}
              onClick={(event) => {
                // With JS the suggestion goes into the field in place; without, the link reloads the form with it.
                event.preventDefault();
                const input = refs.email.current;
                if (input) input.value = suggestion;
                setSuggestion(null);
                input?.focus();
                emailStatus.load(`/resources/email-status?${new URLSearchParams({ email: suggestion })}`);
              }}
            >
              {AUTH_MESSAGES.didYouMean(suggestion)}
            </Link>
          </p>
        ) : null}
        {taken ? (
          <p className="field__note field__note--taken">
            {AUTH_MESSAGES.emailTaken}{" "}
            <Link className="link" to={`/login?${new URLSearchParams({ email: taken, ...(next && { next }) })}`}>
              {AUTH_COPY.logIn}
            </Link>
          </p>
        ) : null}
      </div>
      <PasswordField
        ref={refs.password}
        label={AUTH_COPY.createPasswordLabel}
        name="password"
        autoComplete={actionData?.existing ? "current-password" : "new-password"}
        error={errors?.fieldErrors.password}
        showLabel={AUTH_COPY.showPassword}
        hideLabel={AUTH_COPY.hidePassword}
      />
      <TextField
        ref={refs.birthday}
        label={AUTH_COPY.birthdayLabel}
        hint={AUTH_COPY.birthdayHint}
        name="birthday"
        type="date"
        max={`${new Date().getUTCFullYear()}-01-01`}
        defaultValue={actionData?.birthday ?? ""}
        disabled={disabledBirthday}
        error={errors?.fieldErrors.birthday ?? (disabledBirthday ? AUTH_MESSAGES.underAge : undefined)}
      />
      <FormError message={errors?.formError} />
      <Button type="submit" block busy={busy} busyLabel={AUTH_COPY.signingUp}>
        {AUTH_COPY.continue}
      </Button>
    </FormComponent>
  );
}

/**
 * The login step's fields.
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
}: {
  action?: string;
  actionData?: LoginAnswer;
  defaultEmail?: string | null;
  focusOnMount?: boolean;
} & ViaFetcher) {
  const form = useFormPlumbing({ fields: ["email", "password"] as const, actionData, check: checkLogInForm, busy });
  const navigate = useNavigate();
  useEffect(() => {
    if (focusOnMount) form.refs.email.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // §2.3: 'Forgot password?' opens the account-recovery page with ?ue={email} when one is known.
  const forgotHref = (email: string | null | undefined) => (email ? `/password/reset?${new URLSearchParams({ ue: email })}` : "/password/reset");
  return (
    <FormComponent method="post" action={action} noValidate className="auth-form" onSubmit={form.onSubmit}>
      <TextField
        ref={form.refs.email}
        label={AUTH_COPY.emailLabel}
        name="email"
        type="email"
        autoComplete="username"
        defaultValue={actionData?.email ?? defaultEmail ?? ""}
        error={form.errors?.fieldErrors.email}
      />
      <PasswordField
        ref={form.refs.password}
        label={AUTH_COPY.passwordLabel}
        name="password"
        autoComplete="current-password"
        error={form.errors?.fieldErrors.password}
        showLabel={AUTH_COPY.showPassword}
        hideLabel={AUTH_COPY.hidePassword}
      />
      <p className="field__note">
        <Link
          className="link"
          to={forgotHref(actionData?.email ?? defaultEmail)}
          onClick={(event) => {
            // With JavaScript the email typed so far goes along; without, the link's own ?ue= does.
            event.preventDefault();
            navigate(forgotHref(form.refs.email.current?.value.trim()));
          }}
        >
          {AUTH_COPY.forgotPassword}
        </Link>
      </p>
      <FormError message={form.errors?.formError} />
      <Button type="submit" block busy={form.busy} busyLabel={AUTH_COPY.loggingIn}>
        {AUTH_COPY.logIn}
      </Button>
    </FormComponent>
  );
}

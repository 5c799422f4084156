/**
 * The sign-up form (auth.md §2.2 signup step, §4.2, §5), shared by /signup and the auth modal. A
 * plain HTML form posting to the sign-up action, so it works without JavaScript wherever it is
 * shown; with JavaScript it checks fields first, shows a spinner and focuses the first error.
 * An SSO email turns it into 'Continue with SSO' (useSsoEmail, ../modal/auth-card.tsx; auth.md §2.2, §6).
 */
import { useEffect, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { AUTH_COPY, AUTH_MESSAGES } from "~common/auth/messages";
import { Button } from "../../../components/button";
import { PasswordField, TextField } from "../../../components/text-field";
import { useFormPlumbing } from "../../../lib/forms";
import { BirthdayField, BotCheck, FormError, useSsoEmail } from "../modal";
import { fieldError, type AuthFormState } from "../modal";
import { checkSignupForm } from "./signup-form-state";
import type { ViaFetcher } from "../login";
import type { EmailStatus } from "./email-status";
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
  const { errors, fieldRef, field, busy } = form;
  const emailStatus = useFetcher<EmailStatus>();
  const sso = useSsoEmail(actionData?.email ?? defaultEmail, actionData);
  useEffect(() => {
    if (focusOnMount) field("email")?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // §5: 'Did you mean {email}?' — from the action's answer, then from each blur's email check:
  // whichever changed last (adjusted during the render that sees it).
  const [suggestion, setSuggestion] = useState<string | null>(actionData?.suggestion ?? null);
  const [answerSeen, setAnswerSeen] = useState(actionData);
  if (answerSeen !== actionData) {
    setAnswerSeen(actionData);
    setSuggestion(actionData?.suggestion ?? null);
  }
  const [statusSeen, setStatusSeen] = useState(emailStatus.data);
  if (statusSeen !== emailStatus.data) {
    setStatusSeen(emailStatus.data);
    setSuggestion(emailStatus.data?.suggestion ?? null);
  }
  // §4.2 / §2.2 EmailAlreadyExist: the email-exists check on blur offers the log-in view, without
  // taking the visitor (or their focus) away from the form.
  const taken = emailStatus.data?.exists ? emailStatus.data.email : null;
  const disabledBirthday = underage;
  // After Edit on UnderageConfirmation, the birthday is the field to fix.
  useEffect(() => {
    if (actionData?.edited) field("birthday")?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionData]);

  return (
    <FormComponent method="post" noValidate className="auth-form" action={action} onSubmit={(e) => sso.onSubmit(e) || form.onSubmit(e)}>
      <TextField
        ref={fieldRef("email")}
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
        onInput={sso.onInput}
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
                const input = field("email");
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
      {sso.on ? null : (
        <>
          <PasswordField
            ref={fieldRef("password")}
            label={AUTH_COPY.createPasswordLabel}
            name="password"
            autoComplete={actionData?.existing ? "current-password" : "new-password"}
            error={errors?.fieldErrors.password}
            showLabel={AUTH_COPY.showPassword}
            hideLabel={AUTH_COPY.hidePassword}
          />
          <BirthdayField
            inputRef={fieldRef("birthday")}
            hint={AUTH_COPY.birthdayHint}
            defaultValue={actionData?.birthday ?? ""}
            locked={disabledBirthday}
            error={errors?.fieldErrors.birthday}
          />
        </>
      )}
      <FormError message={sso.error ?? errors?.formError} />
      <BotCheck action="signup" answer={actionData} />
      <Button type="submit" block busy={busy} busyLabel={AUTH_COPY.signingUp}>
        {sso.on ? AUTH_COPY.continueWithSso : AUTH_COPY.continue}
      </Button>
    </FormComponent>
  );
}

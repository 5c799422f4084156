/**
 * The loginMfa step (auth.md §2.2 'Two-factor authentication required': a verification code field
 * and a resend action; §4.3 'We sent you a new code!' for 5000 ms; §5 the code rows;
 * docs/decisions/019), in every log-in form. Which step shows is the step machine's
 * (common/auth/modal/steps.ts), run by the log-in action over the API's answer (login.server.ts): the
 * answer carries the step's words while on it, and the toast the machine's MFA_RESENT asks for,
 * shown here. Plain HTML forms: the code and the resend work without JavaScript, with the
 * challenge in the API's HttpOnly cookie. Loaded only when it shows (login-form.tsx).
 */
import type { ComponentType } from "react";
import { Form, Link, type FetcherFormProps } from "react-router";
import { TWO_FACTOR_STEP_COPY as S } from "~common/auth/two-factor/messages";
import type { ToastDuration } from "~common/platform/constants";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { useToastFor } from "../../../components/toast";
import { useHydrated } from "../../../lib/hydrated";
import { useFormPlumbing } from "../../../lib/forms";
import { FormError } from "../modal";
import type { AuthFormState, MfaState } from "../modal";
import { checkMfaForm, MFA_CODE_INTENT, MFA_RESEND_INTENT } from "./mfa-form-state";

/** What a log-in action answers (login.server.ts): form state and the email typed. */
export interface LoginAnswer extends AuthFormState {
  email?: string;
}

/** The step's words as hidden fields, so each answer can show the step again. */
function StepFields({ mfa, email }: { mfa: MfaState; email?: string }) {
  return (
    <>
      {email ? <input type="hidden" name="email" value={email} /> : null}
      {mfa.method ? <input type="hidden" name="mfa_method" value={mfa.method} /> : null}
      {mfa.emailHint ? <input type="hidden" name="email_hint" value={mfa.emailHint} /> : null}
      {mfa.phoneNumberEnd ? <input type="hidden" name="phone_number_end" value={mfa.phoneNumberEnd} /> : null}
    </>
  );
}

function lead({ method, emailHint, phoneNumberEnd }: MfaState): string {
  if (phoneNumberEnd) return S.leadSms(phoneNumberEnd);
  if (method === "email") return S.leadEmail(emailHint ?? S.yourEmail);
  return S.leadApp;
}

/**
 * @example
 * <MfaStep mfa={actionData.mfa} answer={actionData} startOverHref="/login" />
 */
export default function MfaStep({
  mfa,
  answer,
  action,
  email,
  startOverHref,
  onStartOver,
  FormComponent = Form,
  busy,
}: {
  mfa: MfaState;
  answer?: LoginAnswer;
  action?: string;
  email?: string;
  /** "Log in with a different account": a fresh log-in page … */
  startOverHref?: string;
  /** … or, in the modal, back to its login step. */
  onStartOver?: () => void;
  FormComponent?: ComponentType<FetcherFormProps>;
  busy?: boolean;
}) {
  const form = useFormPlumbing({ fields: ["code"] as const, actionData: answer, check: checkMfaForm, busy });
  const hydrated = useHydrated();
  const shown = answer?.toast;
  // §4.3: the machine's MFA_RESENT effect, a 5000 ms toast, shown once per answer.
  useToastFor(answer, shown && { message: shown.message, duration: shown.durationMs as ToastDuration });
  const typed = email ?? answer?.email;
  return (
    <div className="auth-mfa">
      <p className="auth-mfa__lead">{lead(mfa)}</p>
      {shown && !hydrated ? (
        <p className="notice" role="status">
          {shown.message}
        </p>
      ) : null}
      <FormComponent method="post" action={action} noValidate className="auth-form" onSubmit={form.onSubmit}>
        <input type="hidden" name="intent" value={MFA_CODE_INTENT} />
        <StepFields mfa={mfa} email={typed} />
        <TextField
          ref={form.fieldRef("code")}
          label={S.codeLabel}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={16}
          autoFocus
          hint={S.backupHint}
          error={form.errors?.fieldErrors.code}
        />
        <FormError message={form.errors?.formError} />
        <Button type="submit" block busy={form.busy} busyLabel={S.verifying}>
          {S.verify}
        </Button>
      </FormComponent>
      <div className="auth-mfa__actions">
        {mfa.method === "email" ? (
          <FormComponent method="post" action={action}>
            <input type="hidden" name="intent" value={MFA_RESEND_INTENT} />
            <StepFields mfa={mfa} email={typed} />
            <button type="submit" className="link link-button">
              {S.resend}
            </button>
          </FormComponent>
        ) : null}
        {onStartOver ? (
          <button type="button" className="link link-button" onClick={onStartOver}>
            {S.startOver}
          </button>
        ) : (
          <Link className="link" to={startOverHref ?? "/login"}>
            {S.startOver}
          </Link>
        )}
      </div>
    </div>
  );
}

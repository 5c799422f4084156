/**
 * The loginMfa step (auth.md §2.2 'Two-factor authentication required': a verification code field
 * and a resend action; §4.1 "Signup or login goes to loginMfa when the server demands two-factor";
 * §4.3 'We sent you a new code!' for 5000 ms; §5 the code rows; docs/decisions/019). Which step a
 * log-in form shows is the modal's step machine's answer (common/auth/steps.ts), fed the action's
 * answer, so the pages and the modal move between login and loginMfa by the same rules; its
 * effects (the resend toast) are performed here. Plain HTML forms: the code and the resend work
 * without JavaScript, with the challenge in the API's HttpOnly cookie.
 */
import { useEffect, type ComponentType } from "react";
import { Form, Link, type FetcherFormProps } from "react-router";
import { initialAuthState, nextStep, type AuthState } from "~common/auth/steps";
import { AUTH_MESSAGES } from "~common/auth/messages";
import { TWO_FACTOR_STEP_COPY as S } from "~common/auth/two-factor-messages";
import type { ToastDuration } from "~common/platform/constants";
import { Button } from "../../components/button";
import { TextField } from "../../components/text-field";
import { useToast } from "../../components/toast";
import { useHydrated } from "../../lib/hydrated";
import { useFormPlumbing } from "../../lib/forms";
import { FormError } from "./components";
import { checkMfaForm, MFA_CODE_INTENT, MFA_RESEND_INTENT, type AuthFormState, type MfaState } from "./form-state";

/** What a log-in action answers (login.server.ts): form state and the email typed. */
export interface LoginAnswer extends AuthFormState {
  email?: string;
}

/**
 * The step a log-in form is on: login, or loginMfa once the server demanded the second factor —
 * in this answer, or (before any answer) in the page's URL (`initial`, /login?step=mfa).
 *
 * @example
 * loginStep({ fieldErrors: {}, mfa: { method: "totp", emailHint: null, phoneNumberEnd: null } }).step; // "loginMfa"
 */
export function loginStep(answer: LoginAnswer | undefined, initial: MfaState | null = null): AuthState {
  const start = initialAuthState({ step: "login" });
  const mfa = answer ? answer.mfa : initial;
  if (!mfa) return start;
  return nextStep(start, { type: "MFA_REQUIRED", phoneNumberEnd: mfa.phoneNumberEnd, method: mfa.method, emailHint: mfa.emailHint }).state;
}

/** The step's words as hidden fields, so each answer can show the step again. */
function StepFields({ state, email }: { state: AuthState; email?: string }) {
  const { mfaMethod, emailHint, phoneNumberEnd } = state.context;
  return (
    <>
      {email ? <input type="hidden" name="email" value={email} /> : null}
      {mfaMethod ? <input type="hidden" name="mfa_method" value={mfaMethod} /> : null}
      {emailHint ? <input type="hidden" name="email_hint" value={emailHint} /> : null}
      {phoneNumberEnd ? <input type="hidden" name="phone_number_end" value={phoneNumberEnd} /> : null}
    </>
  );
}

function lead({ mfaMethod, emailHint, phoneNumberEnd }: AuthState["context"]): string {
  if (phoneNumberEnd) return S.leadSms(phoneNumberEnd);
  if (mfaMethod === "email") return S.leadEmail(emailHint ?? "your email address");
  return S.leadApp;
}

/**
 * @example
 * const state = loginStep(actionData, loaderData.mfa);
 * if (state.step === "loginMfa") return <MfaStep state={state} answer={actionData} startOverHref="/login" />;
 */
export function MfaStep({
  state,
  answer,
  action,
  email,
  startOverHref,
  onStartOver,
  FormComponent = Form,
  busy,
}: {
  state: AuthState;
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
  const toast = useToast();
  const hydrated = useHydrated();
  const resent = answer?.mfa?.resent === true;
  // §4.3: the machine's MFA_RESENT effect, a 5000 ms toast, performed once per answer.
  const effects = resent ? nextStep(state, { type: "MFA_RESENT" }).effects : [];
  useEffect(() => {
    for (const effect of effects) if (effect.type === "toast") toast.show({ message: effect.message, duration: effect.durationMs as ToastDuration });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  const typed = email ?? answer?.email;
  return (
    <div className="auth-mfa">
      <p className="auth-mfa__lead">{lead(state.context)}</p>
      {resent && !hydrated ? (
        <p className="notice" role="status">
          {AUTH_MESSAGES.mfaCodeResent}
        </p>
      ) : null}
      <FormComponent method="post" action={action} noValidate className="auth-form" onSubmit={form.onSubmit}>
        <input type="hidden" name="intent" value={MFA_CODE_INTENT} />
        <StepFields state={state} email={typed} />
        <TextField
          ref={form.refs.code}
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
        {state.context.mfaMethod === "email" ? (
          <FormComponent method="post" action={action}>
            <input type="hidden" name="intent" value={MFA_RESEND_INTENT} />
            <StepFields state={state} email={typed} />
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

/**
 * /oauth/:provider/callback — where Google or Line sends the browser back (auth.md §1). A known
 * person is logged in and leaves at once (oauth-callback.server.ts); a new one goes through the
 * social sign-up steps of §2.2 and §4.1: socialSignupWithAge ('Enter your birthdate', 'Create
 * account'), EmailCollection ('What's your email address?', Continue / Not now) when the provider
 * shared no email, EmailAlreadyExist when the email has an account, and the consents step where
 * kr_privacy_consent applies. Plain forms: no script beyond the page's own.
 */
import { Form, Link, useNavigation } from "react-router";
import { AUTH_COPY, AUTH_MESSAGES } from "~common/auth/messages";
import { Button, ButtonLink } from "../../components/button";
import { TextField } from "../../components/text-field";
import { pageMeta } from "../../lib/meta";
import { AuthCard, BirthdayField, FormError } from "./components";
import { ConsentsStep } from "./lazy-steps";
import { callbackAction, callbackLoader, providerParam, type CallbackStep } from "./oauth-callback.server";
import type { Route } from "./+types/oauth-callback";

export const meta: Route.MetaFunction = () => pageMeta(AUTH_COPY.signUp, AUTH_COPY.signupDescription);
export const handle = { hideAuthActions: true };

export const loader = ({ request, context, params }: Route.LoaderArgs) => callbackLoader(request, context, providerParam(params.provider));
export const action = ({ request, context, params }: Route.ActionArgs) => callbackAction(request, context, providerParam(params.provider));

export default function OAuthCallbackPage({ loaderData, actionData }: Route.ComponentProps) {
  const step: CallbackStep = actionData ?? loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <main id="main" className="auth-page">
      <StepCard step={step} busy={busy} />
    </main>
  );
}

function StepCard({ step, busy }: { step: CallbackStep; busy: boolean }) {
  switch (step.step) {
    case "failed":
      return (
        <AuthCard title={step.title}>
          <div className="auth-form">
            <FormError message={step.message} />
            <ButtonLink to="/login" block>
              {AUTH_COPY.logIn}
            </ButtonLink>
          </div>
        </AuthCard>
      );
    case "socialSignupWithAge":
      return (
        <AuthCard title={AUTH_COPY.enterBirthdate}>
          <Form method="post" className="auth-form" noValidate>
            <input type="hidden" name="id_token" value={step.idToken} />
            <input type="hidden" name="step" value="socialSignupWithAge" />
            <FormError message={step.formError} />
            <BirthdayField inputRef={null} hint={AUTH_COPY.birthdayHint} defaultValue={step.birthday ?? ""} locked={false} error={step.birthdayError} />
            <Button type="submit" block busy={busy}>
              {AUTH_COPY.createAccount}
            </Button>
          </Form>
        </AuthCard>
      );
    case "EmailCollection":
      return (
        <AuthCard title={AUTH_COPY.emailCollectionTitle}>
          <Form method="post" className="auth-form" noValidate>
            <input type="hidden" name="id_token" value={step.idToken} />
            <input type="hidden" name="birthday" value={step.birthday} />
            <input type="hidden" name="step" value="EmailCollection" />
            <TextField label={AUTH_COPY.emailLabel} name="email" type="email" autoComplete="email" defaultValue={step.email ?? ""} error={step.emailError} />
            <Button type="submit" block busy={busy}>
              {AUTH_COPY.continue}
            </Button>
            <Button type="submit" name="intent" value="not-now" variant="secondary" block>
              {AUTH_COPY.notNow}
            </Button>
          </Form>
        </AuthCard>
      );
    case "consents":
      return (
        <AuthCard title={AUTH_COPY.consentsTitle}>
          <ConsentsStep answer={step.answer} busy={busy} />
        </AuthCard>
      );
    case "EmailAlreadyExist":
      return (
        <AuthCard title={AUTH_MESSAGES.emailTaken}>
          <p>{step.email}</p>
          <ButtonLink to={`/login?${new URLSearchParams({ email: step.email })}`} block>
            {AUTH_COPY.logIn}
          </ButtonLink>
          <p className="auth-card__footer">
            <Link to="/password/reset" className="link">
              {AUTH_COPY.forgotPassword}
            </Link>
          </p>
        </AuthCard>
      );
  }
}

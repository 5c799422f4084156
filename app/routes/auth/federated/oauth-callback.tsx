/**
 * /oauth/:provider/callback — where Google or Line sends the browser back (auth.md §1). A known
 * person is logged in and leaves at once (oauth-callback.server.ts); a new one goes through the
 * social sign-up steps of §2.2 and §4.1: socialSignupWithAge ('Enter your birthdate', 'Create
 * account'), EmailCollection ('What's your email address?', Continue / Not now) when the provider
 * shared no email, EmailAlreadyExist when the email has an account, and the consents step where
 * kr_privacy_consent applies. Plain forms: no script beyond the page's own. In a sign-in popup
 * the page only hands the code back to the page that opened it (docs/decisions/017, "Popup and
 * one-tap"); after a one-tap registration it shows the welcome-loading screen (§2.3, §9).
 */
import { useEffect, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { WELCOME_LOADING_MS, WELCOME_LOADING_PERCENT } from "~common/auth/federated/constants";
import { FEDERATED_COPY as F } from "~common/auth/federated/messages";
import { HANDOFF_ACK_TYPE } from "~common/auth/federated/provider-popup";
import { AUTH_COPY, AUTH_MESSAGES } from "~common/auth/messages";
import { Button, ButtonLink } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { useReadOnce } from "../../../lib/hydrated";
import { pageMeta } from "../../../lib/meta";
import { AuthCard, BirthdayField, FormError } from "../modal";
import { ConsentsStep } from "../modal";
import { callbackAction, callbackLoader, providerParam, type CallbackStep } from "./oauth-callback.server";
import type { Route } from "./+types/oauth-callback";
import { SECRET_URL_HEADERS } from "../../../lib/secret-url";

export const meta: Route.MetaFunction = () => pageMeta(AUTH_COPY.signUp, AUTH_COPY.signupDescription);
export const handle = { hideAuthActions: true };
// The code and state stay on this site (app/lib/secret-url.ts); never cached; the steps' cookies go out.
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers(SECRET_URL_HEADERS);
  for (const cookie of [...actionHeaders.getSetCookie(), ...loaderHeaders.getSetCookie()]) headers.append("Set-Cookie", cookie);
  return headers;
};

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
    case "handoff":
      return <Handoff message={step.message} />;
    case "welcome":
      return <WelcomeLoading firstName={step.firstName} next={step.next} />;
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
            {step.oneTap ? <input type="hidden" name="one_tap" value="1" /> : null}
            <FormError message={step.formError} />
            <BirthdayField
              inputRef={null}
              hint={AUTH_COPY.birthdayHint}
              defaultValue={step.birthday ?? ""}
              locked={false}
              error={step.birthdayError}
            />
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
            {step.oneTap ? <input type="hidden" name="one_tap" value="1" /> : null}
            <TextField
              label={AUTH_COPY.emailLabel}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={step.email ?? ""}
              error={step.emailError}
            />
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

/**
 * In the popup: the code and state go to the page that opened it, to our own origin only, again
 * every HANDOFF_RETRY_MS until it answers (its listener is loaded on demand and may not be there
 * yet), then the popup closes (./provider-popup.ts takes them). Alone (the opener was closed, never
 * answered, or no script ran), the page redeems the code itself: the hand-off cookie is gone, so
 * the same address signs in here.
 */
const HANDOFF_RETRY_MS = 200; // ours
const HANDOFF_GIVE_UP_MS = 5000; // ours

function Handoff({ message }: { message: Extract<CallbackStep, { step: "handoff" }>["message"] }) {
  // Alone from the start (no opener, or it was closed), or once the opener never answered.
  const orphan = useReadOnce(() => {
    const opener = window.opener as Window | null;
    return !opener || opener.closed;
  }, false);
  const [gaveUp, setGaveUp] = useState(false);
  const alone = orphan || gaveUp;
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener || opener.closed) return;
    const post = () => opener.postMessage(message, window.location.origin);
    const onAck = (event: MessageEvent) => {
      if (
        event.origin === window.location.origin &&
        event.source === opener &&
        (event.data as { type?: unknown })?.type === HANDOFF_ACK_TYPE
      )
        window.close();
    };
    window.addEventListener("message", onAck);
    post();
    const retry = setInterval(post, HANDOFF_RETRY_MS);
    const giveUp = setTimeout(() => {
      clearInterval(retry);
      setGaveUp(true);
    }, HANDOFF_GIVE_UP_MS);
    return () => {
      window.removeEventListener("message", onAck);
      clearInterval(retry);
      clearTimeout(giveUp);
    };
  }, [message]);
  const here = `?${new URLSearchParams({ ...(message.code && { code: message.code }), ...(message.state && { state: message.state }) })}`;
  return (
    <AuthCard title={F.handoffTitle}>
      <div className="auth-form">
        {alone ? <p>{F.handoffAlone}</p> : null}
        <noscript>
          <p>{F.handoffAlone}</p>
        </noscript>
        <ButtonLink to={here} reloadDocument block variant={alone ? "primary" : "secondary"}>
          {AUTH_COPY.continue}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

/**
 * §2.3 the welcome-loading screen after a one-tap registration: the bar fills to 95 percent in
 * 6000 ms (§9) while the home feed is fetched, then the person goes on. The bar is a CSS
 * animation, so it runs without script too, where a refresh takes over at the end.
 */
function WelcomeLoading({ firstName, next }: { firstName: string; next: string }) {
  const navigate = useNavigate();
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    const started = performance.now();
    const tick = setInterval(() => {
      const t = Math.min(1, (performance.now() - started) / WELCOME_LOADING_MS);
      setPercent(Math.round(WELCOME_LOADING_PERCENT * (1 - (1 - t) ** 2)));
    }, 250);
    const done = setTimeout(() => {
      setPercent(100);
      void navigate(next, { replace: true });
    }, WELCOME_LOADING_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [navigate, next]);
  return (
    <AuthCard title={F.welcomeLoadingTitle.replace("{name}", firstName)}>
      <noscript>
        <meta httpEquiv="refresh" content={`${WELCOME_LOADING_MS / 1000};url=${next}`} />
      </noscript>
      <div className="auth-form welcome-loading">
        <p>{F.welcomeLoadingBody}</p>
        <div
          className="welcome-loading__track"
          role="progressbar"
          aria-label={F.welcomeLoadingProgress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          style={{
            ["--welcome-loading-ms" as string]: `${WELCOME_LOADING_MS}ms`,
            ["--welcome-loading-to" as string]: `${WELCOME_LOADING_PERCENT}%`,
          }}
        >
          <div className="welcome-loading__bar" />
        </div>
        <ButtonLink to={next} variant="secondary" block>
          {AUTH_COPY.continue}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

/**
 * /business/login — the revamped_business_login_page variant of the auth page (auth.md §2.1,
 * §2.3): the log-in form (the same action as /login, app/routes/auth/login.server.ts), 'Create new
 * account' to /business/create and 'Log in to a personal account' to /login. Works without
 * JavaScript; with it the shared rules run before sending and the first field in error takes focus.
 */
import { Form, Link, useSearchParams } from "react-router";
import { AUTH_COPY } from "~common/auth/messages";
import { Button, ButtonLink } from "../../components/button";
import { PasswordField, TextField } from "../../components/text-field";
import { useFormPlumbing } from "../../lib/forms";
import { requireAnonymous } from "../../lib/guards.server";
import { pageMeta } from "../../lib/meta";
import { AuthCard, FormError, RateLimitedModal, withNext } from "../auth/components";
import { checkLogInForm } from "../auth/form-state";
import { logIn } from "../auth/login.server";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => pageMeta(AUTH_COPY.businessLoginTitle, AUTH_COPY.businessLoginDescription);

export async function loader(args: Route.LoaderArgs) {
  await requireAnonymous(args);
  return null;
}

export const action = ({ request, context }: Route.ActionArgs) => logIn(request, context);

export default function BusinessLoginPage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const next = params.get("next");
  const form = useFormPlumbing({ fields: ["email", "password"] as const, actionData, check: checkLogInForm });

  return (
    <main id="main" className="auth-page">
      <AuthCard
        title={AUTH_COPY.businessLoginTitle}
        footer={
          <Link to={withNext("/login", next)} className="link">
            {AUTH_COPY.logInToPersonal}
          </Link>
        }
      >
        <Form method="post" noValidate className="auth-form" onSubmit={form.onSubmit}>
          <TextField
            ref={form.refs.email}
            label={AUTH_COPY.emailLabel}
            name="email"
            type="email"
            autoComplete="username"
            defaultValue={actionData?.email ?? params.get("email") ?? ""}
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
          <FormError message={form.errors?.formError} />
          <Button type="submit" block busy={form.busy} busyLabel={AUTH_COPY.loggingIn}>
            {AUTH_COPY.logIn}
          </Button>
        </Form>
        <div className="auth-form__alt">
          <ButtonLink to={withNext("/business/create", next)} variant="secondary" block>
            {AUTH_COPY.createNewAccount}
          </ButtonLink>
        </div>
      </AuthCard>
      {actionData?.rateLimited && !form.busy ? (
        <RateLimitedModal message={actionData.rateLimited} closeHref={withNext("/business/login", next)} />
      ) : null}
    </main>
  );
}

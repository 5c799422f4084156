/**
 * /login — the login step of auth.md §2.2. Works as a plain HTML form; with JavaScript it checks
 * fields before sending, shows a spinner, and focuses the first field in error.
 */
import { Form, useSearchParams } from "react-router";
import { AUTH_COPY } from "~common/auth/messages";
import { PasswordField, TextField } from "../../components/text-field";
import { Button } from "../../components/button";
import { requireAnonymous } from "../../lib/guards.server";
import { useFormPlumbing } from "../../lib/forms";
import { pageMeta } from "../../lib/meta";
import { AuthCard, FooterToggle, FormError, RateLimitedModal, withNext } from "./components";
import { checkLogInForm } from "./form-state";
import { logIn } from "./login.server";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => pageMeta(AUTH_COPY.logIn, AUTH_COPY.loginDescription);

// §4.7: a fully logged-in viewer who opens log-in is sent on.
export const loader = async (args: Route.LoaderArgs) => {
  await requireAnonymous(args);
  return null;
};

export const action = ({ request, context }: Route.ActionArgs) => logIn(request, context);

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const next = params.get("next");
  const form = useFormPlumbing({ fields: ["email", "password"] as const, actionData, check: checkLogInForm });

  return (
    <main id="main" className="auth-page">
      <AuthCard
        title={AUTH_COPY.loginTitle}
        footer={<FooterToggle lead={AUTH_COPY.notOnProduct} label={AUTH_COPY.signUp} to={withNext("/signup", next)} />}
      >
        <Form method="post" noValidate className="auth-form" onSubmit={form.onSubmit}>
          <TextField
            ref={form.refs.email}
            label={AUTH_COPY.emailLabel}
            name="email"
            type="email"
            autoComplete="username"
            placeholder={AUTH_COPY.emailPlaceholder}
            defaultValue={actionData?.email ?? params.get("email") ?? ""}
            error={form.errors?.fieldErrors.email}
          />
          <PasswordField
            ref={form.refs.password}
            label={AUTH_COPY.passwordLabel}
            name="password"
            autoComplete="current-password"
            placeholder={AUTH_COPY.passwordPlaceholder}
            error={form.errors?.fieldErrors.password}
            showLabel={AUTH_COPY.showPassword}
            hideLabel={AUTH_COPY.hidePassword}
          />
          <FormError message={form.errors?.formError} />
          <Button type="submit" block busy={form.busy} busyLabel={AUTH_COPY.loggingIn}>
            {AUTH_COPY.logIn}
          </Button>
        </Form>
      </AuthCard>
      {actionData?.rateLimited && !form.busy ? (
        <RateLimitedModal message={actionData.rateLimited} closeHref={withNext("/login", next)} />
      ) : null}
    </main>
  );
}

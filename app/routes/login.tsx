/**
 * /login — the login step of auth.md §2.2. Works as a plain HTML form; with JavaScript it checks
 * fields before sending, shows a spinner, and focuses the first field in error.
 */
import { useEffect, useRef, useState } from "react";
import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import { AuthCard, FooterToggle, FormError, RateLimitedModal, withNext } from "../auth/components";
import { AUTH_COPY, AUTH_MESSAGES } from "../auth/copy";
import { fieldError, formStateFromApiError, type AuthFormState } from "../auth/form-state";
import { safeNextPath } from "../auth/safe-redirect";
import { PasswordField, TextField } from "../components/text-field";
import { SubmitButton } from "../components/submit-button";
import { apiClientFor, cookieHeaders } from "../lib/api.server";
import { viewerFor } from "../lib/viewer.server";
import { isEmailFormat, normalizeEmail } from "../../worker/auth/email-rules";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [{ title: `${AUTH_COPY.logIn} | ${AUTH_COPY.brand}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // §4.7: a fully logged-in viewer who opens log-in is sent on.
  if ((await viewerFor(request, context))?.type === "AUTH") throw redirect(safeNextPath(url.searchParams.get("next")));
  return null;
}

/** Local checks of §5 for log-in: email required and well formed, password present. */
export function checkLogInFields(email: string, password: string): AuthFormState | null {
  if (email.trim() === "") return fieldError("email", AUTH_MESSAGES.emailMissing);
  if (email.includes("@") && !isEmailFormat(normalizeEmail(email))) return fieldError("email", AUTH_MESSAGES.emailFormat);
  if (password === "") return fieldError("password", AUTH_MESSAGES.passwordShape);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  const local = checkLogInFields(email, password);
  if (local) return data({ ...local, email }, { status: 400 });

  const result = await apiClientFor(request, context).auth.logIn({ username_or_email: email, password });
  if (result.ok) throw redirect(next, { headers: cookieHeaders(result.setCookies) });
  return data({ ...formStateFromApiError(result.error), email }, { status: result.status });
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const next = params.get("next");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [clientErrors, setClientErrors] = useState<AuthFormState | null>(null);
  const errors = clientErrors ?? actionData ?? null;
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (actionData) setClientErrors(null);
  }, [actionData]);
  useEffect(() => {
    if (errors?.fieldErrors.email) emailRef.current?.focus();
    else if (errors?.fieldErrors.password) passwordRef.current?.focus();
  }, [errors]);

  return (
    <main id="main" className="auth-page">
      <AuthCard
        title={AUTH_COPY.loginTitle}
        footer={<FooterToggle lead={AUTH_COPY.notOnProduct} label={AUTH_COPY.signUp} to={withNext("/signup", next)} />}
      >
        <Form
          method="post"
          noValidate
          className="auth-form"
          onSubmit={(event) => {
            const form = new FormData(event.currentTarget);
            const local = checkLogInFields(String(form.get("email") ?? ""), String(form.get("password") ?? ""));
            setClientErrors(local);
            if (local) event.preventDefault();
          }}
        >
          <TextField
            ref={emailRef}
            label={AUTH_COPY.emailLabel}
            name="email"
            type="email"
            autoComplete="username"
            placeholder={AUTH_COPY.emailPlaceholder}
            defaultValue={actionData?.email ?? params.get("email") ?? ""}
            error={errors?.fieldErrors.email}
          />
          <PasswordField
            ref={passwordRef}
            label={AUTH_COPY.passwordLabel}
            name="password"
            autoComplete="current-password"
            placeholder={AUTH_COPY.passwordPlaceholder}
            error={errors?.fieldErrors.password}
            showLabel={AUTH_COPY.showPassword}
            hideLabel={AUTH_COPY.hidePassword}
          />
          <FormError message={errors?.formError} />
          <SubmitButton busy={busy} busyLabel={AUTH_COPY.loggingIn}>
            {AUTH_COPY.logIn}
          </SubmitButton>
        </Form>
      </AuthCard>
      {actionData?.rateLimited && !busy ? (
        <RateLimitedModal message={actionData.rateLimited} closeHref={withNext("/login", next)} />
      ) : null}
    </main>
  );
}

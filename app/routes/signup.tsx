/**
 * /signup — the signup step of auth.md §2.2 and the email sign-up order of §4.2: if the email
 * already has an account, log in with the typed password; otherwise validate the email, then the
 * password, then the birthday, and register. Works as a plain HTML form; with JavaScript it checks
 * fields before sending, switches to log-in when the email is taken (checked on blur), shows a
 * spinner and focuses the first field in error.
 */
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useFetcher, useNavigate, useNavigation, useSearchParams } from "react-router";
import { AuthCard, FooterToggle, FormError, RateLimitedModal, withNext } from "../auth/components";
import { AUTH_COPY, AUTH_MESSAGES } from "../auth/copy";
import { birthdayToEpochSeconds, fieldError, formStateFromApiError, ruleFailureState, type AuthFormState } from "../auth/form-state";
import { safeNextPath } from "../auth/safe-redirect";
import { underageFlagCookie, underageFlagSet } from "../auth/session-cookies.server";
import { PasswordField, TextField } from "../components/text-field";
import { SubmitButton } from "../components/submit-button";
import { apiClientFor, cookieHeaders } from "../lib/api.server";
import { viewerFor } from "../lib/viewer.server";
import { API_ERRORS } from "../../worker/api/error-codes";
import { failsFreeMailCheck } from "../../worker/auth/email-rules";
import { checkSignup } from "../../worker/auth/signup-rules";
import type { Route } from "./+types/signup";
import type { loader as emailStatusLoader } from "./resources.email-status";

export const meta: Route.MetaFunction = () => [{ title: `${AUTH_COPY.signUp} | ${AUTH_COPY.brand}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if ((await viewerFor(request, context))?.type === "AUTH") throw redirect(safeNextPath(url.searchParams.get("next")));
  return { underage: underageFlagSet(request) };
}

/**
 * §5 checks that need no server: the same rules the API applies, plus the free-mail check.
 * Under-age is left to the API, whose refusal is what stores the §4.4 flag (the action sets it).
 */
export function checkSignupFields(email: string, password: string, birthday: string, now: Date): AuthFormState | null {
  const failure = checkSignup({ email, password, birthday: birthdayToEpochSeconds(birthday) }, now);
  if (failure && failure.error !== "UNDER_AGE") return ruleFailureState(failure);
  if (failsFreeMailCheck(email)) return fieldError("email", AUTH_MESSAGES.emailNotValid);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const birthday = String(form.get("birthday") ?? "");
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  const echo = { email, birthday };
  const api = apiClientFor(request, context);

  // §4.2 step 1: an existing email logs in with the typed password.
  const exists = await api.auth.emailExists(email);
  if (exists.ok && exists.data) {
    const login = await api.auth.logIn({ username_or_email: email, password });
    if (login.ok) throw redirect(next, { headers: cookieHeaders(login.setCookies) });
    const state = formStateFromApiError(login.error);
    // Say why a sign-up form answers with a log-in error (§2.2 EmailAlreadyExist).
    if (!state.rateLimited) state.formError ??= AUTH_MESSAGES.emailTaken;
    return data({ ...state, ...echo, existing: true }, { status: login.status });
  }

  const local = checkSignupFields(email, password, birthday, new Date());
  if (local) return data({ ...local, ...echo, existing: false }, { status: 400 });

  const validation = await api.auth.validateEmail(email);
  if (validation.ok && !validation.data.is_valid) {
    return data({ ...fieldError("email", AUTH_MESSAGES.emailNotValid), ...echo, existing: false }, { status: 400 });
  }

  const result = await api.auth.register({ type: "email", email, password, birthday: birthdayToEpochSeconds(birthday) });
  if (result.ok) throw redirect(next, { headers: cookieHeaders(result.setCookies) });
  const headers = new Headers();
  // §4.4: an under-age refusal stores a flag that keeps the birthday field disabled.
  if (result.error.api_error_code === API_ERRORS.UNDER_AGE.code) headers.append("Set-Cookie", underageFlagCookie(request));
  return data({ ...formStateFromApiError(result.error), ...echo, existing: false }, { status: result.status, headers });
}

export default function SignupPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const next = params.get("next");
  const navigation = useNavigation();
  const navigate = useNavigate();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [clientErrors, setClientErrors] = useState<AuthFormState | null>(null);
  const errors = clientErrors ?? actionData ?? null;
  const showFields = params.get("method") === "email" || actionData !== undefined;
  const [expanded, setExpanded] = useState(showFields);
  const emailStatus = useFetcher<typeof emailStatusLoader>();
  const refs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    birthday: useRef<HTMLInputElement>(null),
  };

  useEffect(() => {
    if (actionData) setClientErrors(null);
  }, [actionData]);
  useEffect(() => {
    const first = (["email", "password", "birthday"] as const).find((f) => errors?.fieldErrors[f]);
    if (first) refs[first].current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors]);
  useEffect(() => {
    if (expanded && !showFields) refs.email.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expanded]);
  // §4.2: the email-exists check on blur switches to the log-in view.
  useEffect(() => {
    const status = emailStatus.data;
    if (status?.exists) {
      const query = new URLSearchParams({ email: status.email, ...(next && { next }) });
      navigate(`/login?${query}`, { replace: true });
    }
  }, [emailStatus.data, navigate, next]);

  const disabledBirthday = loaderData.underage;

  return (
    <main id="main" className="auth-page">
      <AuthCard
        title={AUTH_COPY.signupTitle}
        subtitle={AUTH_COPY.signupSubtitle}
        footer={<FooterToggle lead={AUTH_COPY.alreadyMember} label={AUTH_COPY.logIn} to={withNext("/login", next)} />}
      >
        {expanded ? (
          <Form
            method="post"
            noValidate
            className="auth-form"
            onSubmit={(event) => {
              const form = new FormData(event.currentTarget);
              const local = checkSignupFields(
                String(form.get("email") ?? ""),
                String(form.get("password") ?? ""),
                String(form.get("birthday") ?? ""),
                new Date(),
              );
              setClientErrors(local);
              if (local) event.preventDefault();
            }}
          >
            <TextField
              ref={refs.email}
              label={AUTH_COPY.emailLabel}
              name="email"
              type="email"
              autoComplete="email"
              placeholder={AUTH_COPY.emailPlaceholder}
              defaultValue={actionData?.email ?? params.get("email") ?? ""}
              error={errors?.fieldErrors.email}
              onBlur={(event) => {
                const email = event.currentTarget.value.trim();
                if (email.includes("@")) emailStatus.load(`/resources/email-status?${new URLSearchParams({ email })}`);
              }}
            />
            <PasswordField
              ref={refs.password}
              label={AUTH_COPY.createPasswordLabel}
              name="password"
              autoComplete={actionData?.existing ? "current-password" : "new-password"}
              placeholder={AUTH_COPY.createPasswordLabel}
              error={errors?.fieldErrors.password}
              showLabel={AUTH_COPY.showPassword}
              hideLabel={AUTH_COPY.hidePassword}
            />
            <TextField
              ref={refs.birthday}
              label={AUTH_COPY.birthdayLabel}
              name="birthday"
              type="date"
              max={`${new Date().getUTCFullYear()}-01-01`}
              defaultValue={actionData?.birthday ?? ""}
              disabled={disabledBirthday}
              error={errors?.fieldErrors.birthday ?? (disabledBirthday ? AUTH_MESSAGES.underAge : undefined)}
            />
            <FormError message={errors?.formError} />
            <SubmitButton busy={busy} busyLabel={AUTH_COPY.signingUp}>
              {AUTH_COPY.continue}
            </SubmitButton>
          </Form>
        ) : (
          <Link
            to={`?${new URLSearchParams({ method: "email", ...(next && { next }) })}`}
            className="button button--primary button--block"
            onClick={(event) => {
              event.preventDefault();
              setExpanded(true);
            }}
          >
            {AUTH_COPY.continueWithEmail}
          </Link>
        )}
      </AuthCard>
      {actionData?.rateLimited && !busy ? (
        <RateLimitedModal message={actionData.rateLimited} closeHref={withNext("/signup", next)} />
      ) : null}
    </main>
  );
}

/**
 * /password/reset/{token} — the page a reset email's link opens (auth.md §2.3): a new password
 * under business.md §5's rules (8+ printable ASCII, not the username, not weak), checked before
 * sending; errors show in a toast for 3.5 s (auth.md §8.3) and under the field. On success every session of
 * the account has ended and the page says so, with 'Log in'. A used, superseded or expired link
 * gets 'This link doesn't work' and 'Send a new link'. The token never leaves for another site in
 * a Referer header (same-origin policy), and the page is never cached.
 */
import { AUTH_NEW_PASSWORD_COPY as NP } from "~common/auth/recovery/new-password-messages";
import { Form, Link } from "react-router";
import { AUTH_COPY } from "~common/auth/messages";
import { Button, ButtonLink } from "../../../components/button";
import { Checkbox } from "../../../components/checkbox";
import { PasswordField } from "../../../components/text-field";
import { formString, useFormPlumbing } from "../../../lib/forms";
import { pageMeta } from "../../../lib/meta";
import { AuthCard } from "../modal";
import { FallbackError, NEW_PASSWORD_HINT, useNoticeToast } from "./recovery-components";
import { firstMessage, type RecoveryFormState } from "./recovery-form-state";
import { checkNewPassword } from "./new-password-form-state";
import { loadResetLink, resetWithLink, type ResetAnswer } from "./password-reset-token.server";
import stylesheet from "./recovery.css?url";
import type { Route } from "./+types/password-reset-token";
import { SECRET_URL_HEADERS } from "../../../lib/secret-url";

export const handle = { hideAuthActions: true };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export const meta: Route.MetaFunction = () => [
  ...pageMeta(NP.newPasswordTitle, NP.newPasswordLead),
  { name: "robots", content: "noindex" },
];

// The token is in the path: no Referer carries it to another site (app/lib/secret-url.ts).
export const headers: Route.HeadersFunction = () => SECRET_URL_HEADERS;

export const loader = (args: Route.LoaderArgs) => loadResetLink(args);
export const action = (args: Route.ActionArgs) => resetWithLink(args);
// After an answer the link is used up: checking it again would only cost a request.
export const shouldRevalidate = () => false;

const FIELDS = ["password"] as const;

export default function PasswordResetTokenPage({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.done) {
    return (
      <main id="main" className="auth-page">
        <AuthCard title={NP.passwordResetDoneTitle}>
          <p className="auth-card__text" role="status">
            {NP.passwordResetDoneBody}
          </p>
          <div className="recovery__actions">
            <ButtonLink to={actionData.email ? `/login?${new URLSearchParams({ email: actionData.email })}` : "/login"} block>
              {AUTH_COPY.logIn}
            </ButtonLink>
          </div>
        </AuthCard>
      </main>
    );
  }
  if (loaderData.state === "problem" || actionData?.linkProblem) {
    return (
      <main id="main" className="auth-page">
        <AuthCard title={NP.resetLinkProblemTitle}>
          <p className="auth-card__text">{actionData?.formError ?? (loaderData.state === "problem" ? loaderData.message : "")}</p>
          <div className="recovery__actions">
            <ButtonLink
              to={loaderData.state === "ready" ? `/password/reset?${new URLSearchParams({ ue: loaderData.email })}` : "/password/reset"}
              block
            >
              {NP.sendNewLink}
            </ButtonLink>
          </div>
        </AuthCard>
      </main>
    );
  }
  return <NewPasswordForm email={loaderData.email} username={loaderData.username} passkeys={loaderData.passkeys} actionData={actionData} />;
}

function NewPasswordForm({
  email,
  username,
  passkeys,
  actionData,
}: {
  email: string;
  username: string;
  passkeys: number;
  actionData?: ResetAnswer;
}) {
  const form = useFormPlumbing<(typeof FIELDS)[number], RecoveryFormState>({
    fields: FIELDS,
    actionData,
    check: (f) => checkNewPassword(formString(f, "password"), { email, username }),
  });
  useNoticeToast(firstMessage(form.errors, FIELDS), form.errors);
  return (
    <main id="main" className="auth-page">
      <AuthCard
        title={NP.newPasswordTitle}
        footer={
          <Link to="/login" className="link">
            {AUTH_COPY.logIn}
          </Link>
        }
      >
        <p className="auth-card__text recovery__lead">{NP.newPasswordLead}</p>
        <Form method="post" noValidate className="auth-form" onSubmit={form.onSubmit}>
          {/* For password managers: which account this new password belongs to. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordField
            ref={form.fieldRef("password")}
            label={NP.newPasswordLabel}
            hint={NEW_PASSWORD_HINT}
            name="password"
            autoComplete="new-password"
            error={form.errors?.fieldErrors.password}
            showLabel={AUTH_COPY.showPassword}
            hideLabel={AUTH_COPY.hidePassword}
          />
          {/* Ticked by default: whoever knew the old password may have added a passkey (docs/decisions/038). */}
          {passkeys > 0 ? <Checkbox name="remove_passkeys" label={NP.removePasskeys(passkeys)} defaultChecked /> : null}
          <FallbackError message={form.errors?.formError} />
          <Button type="submit" block busy={form.busy} busyLabel={NP.savingPassword}>
            {AUTH_COPY.resetPassword}
          </Button>
        </Form>
      </AuthCard>
    </main>
  );
}

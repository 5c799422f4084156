/**
 * /password/reset — the account-recovery page of auth.md §2.3 ('Forgot password?' on the log-in
 * form leads here, with ?ue={email} to prefill; ?lookup=true is the variant after Facebook log-in
 * was retired). An email or username, then the 'Password reset email sent' modal of §2.4/§8.4:
 * 'We sent instructions to pick a new password to {email}.' with 'Resend email', which shows
 * 'Email sent!' for 3.5 s. Errors show in a toast for 3.5 s (§8.3). Works without JavaScript: the
 * forms post, the modal is server-rendered, and notices and errors are page text instead of toasts.
 */
import { lazy, Suspense } from "react";
import { Form, Link, useNavigation } from "react-router";
import { AUTH_RECOVERY_COPY as RC } from "~common/auth/recovery/messages";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { useFormPlumbing } from "../../../lib/forms";
import { pageMeta } from "../../../lib/meta";
import { AuthCard } from "../modal";
import { FallbackError, useNoticeToast } from "./recovery-components";
import { checkForgotForm, firstMessage, SEND_INTENT } from "./recovery-form-state";
import { loadPasswordReset, sendResetEmail } from "./password-reset.server";
import stylesheet from "./recovery.css?url";
import type { Route } from "./+types/password-reset";

/** Loaded when shown: the dialog stays out of the page's first load (a no-JavaScript answer waits for it, app/entry.server.tsx). */
const ResetSentModal = lazy(() => import("./password-reset-sent").then((m) => ({ default: m.ResetSentModal })));

/** No competing Log in / Sign up in the header: the card is the page (as on /login). */
export const handle = { hideAuthActions: true };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.lookup ? RC.lookupTitle : RC.resetTitle, RC.resetDescription);

export const loader = (args: Route.LoaderArgs) => loadPasswordReset(args);
export const action = (args: Route.ActionArgs) => sendResetEmail(args);
// The experiments device cookie a first visit gets rides on the action's answer.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

const FIELDS = ["email"] as const;

export default function PasswordResetPage({ loaderData, actionData }: Route.ComponentProps) {
  const { ue, lookup } = loaderData;
  const form = useFormPlumbing({ fields: FIELDS, actionData, check: checkForgotForm });
  useNoticeToast(firstMessage(form.errors, FIELDS), form.errors);
  const navigation = useNavigation();
  const sent = actionData?.sent && navigation.state === "idle" ? actionData : null;

  return (
    <main id="main" className="auth-page">
      <AuthCard
        title={lookup ? RC.lookupTitle : RC.resetTitle}
        footer={
          <Link to="/login" className="link">
            {RC.backToLogIn}
          </Link>
        }
      >
        <p className="auth-card__text recovery__lead">{lookup ? RC.lookupLead : RC.resetLead}</p>
        <Form method="post" noValidate className="auth-form" onSubmit={form.onSubmit}>
          <input type="hidden" name="intent" value={SEND_INTENT} />
          <TextField
            ref={form.fieldRef("email")}
            label={RC.emailOrUsernameLabel}
            name="email"
            type="text"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={actionData?.identifier ?? ue}
            error={form.errors?.fieldErrors.email}
          />
          <FallbackError message={form.errors?.formError} />
          <Button type="submit" block busy={form.busy} busyLabel={RC.sendingResetLink}>
            {RC.sendResetLink}
          </Button>
        </Form>
      </AuthCard>
      {sent ? (
        <Suspense fallback={null}>
          <ResetSentModal key={sent.identifier} answer={sent} fields={FIELDS} />
        </Suspense>
      ) : null}
    </main>
  );
}

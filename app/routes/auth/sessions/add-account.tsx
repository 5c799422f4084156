/**
 * /add-account (and any path under it, auth.md §2.5) — account-switch mode (§6): a logged-in
 * person logs in to another account without logging out, and the device then holds both
 * (docs/decisions/012); the header's account menu switches between them. The login step's form
 * (login-form.tsx) and its refusals, as on /login; a plain HTML form, so it works without
 * JavaScript. A logged-out visitor is sent to /login. When the device already holds the most
 * accounts it may, the page says so instead of showing the form.
 */
import { useNavigation, useSearchParams } from "react-router";
import { AUTH_ADD_ACCOUNT_COPY as COPY } from "~common/auth/sessions/add-account-messages";
import { ButtonLink } from "../../../components/button";
import { pageMeta } from "../../../lib/meta";
import { AuthCard, FormError, RateLimitedModal, RecoveryModal } from "../modal";
import { LoginForm } from "../login";
import { addAccountAction, loadAddAccount } from "./add-account.server";
import { mfaOf } from "../login";
import { AUTH_MESSAGES } from "~common/auth/messages";
import type { Route } from "./+types/add-account";

export const meta: Route.MetaFunction = () => [...pageMeta(COPY.title, COPY.description), { name: "robots", content: "noindex" }];

export const loader = (args: Route.LoaderArgs) => loadAddAccount(args);
export const action = (args: Route.ActionArgs) => addAccountAction(args);

export default function AddAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const idle = navigation.state === "idle";
  const closeHref = "/add-account";
  const mfa = mfaOf(actionData) !== null;
  return (
    <main id="main" className="auth-page">
      <AuthCard
        title={mfa ? AUTH_MESSAGES.mfaRequired : COPY.title}
        subtitle={mfa ? undefined : COPY.lead}
        footer={
          <ButtonLink to="/" variant="tertiary" size="small">
            {COPY.cancel}
          </ButtonLink>
        }
      >
        {loaderData.notice && !actionData ? <FormError message={loaderData.notice} /> : null}
        {loaderData.full ? null : <LoginForm actionData={actionData} defaultEmail={params.get("email")} startOverHref={closeHref} />}
      </AuthCard>
      {actionData?.rateLimited && idle ? <RateLimitedModal message={actionData.rateLimited} closeHref={closeHref} /> : null}
      {actionData?.recovery && idle ? <RecoveryModal modal={actionData.recovery} email={actionData.email} closeHref={closeHref} /> : null}
    </main>
  );
}

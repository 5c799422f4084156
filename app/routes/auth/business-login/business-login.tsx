/**
 * /business/login — the revamped_business_login_page variant of the auth page (auth.md §2.1,
 * §2.3): the log-in form (the same action as /login, app/routes/auth/login/login.server.ts), 'Create new
 * account' to /business/create and 'Log in to a personal account' to /login. Works without
 * JavaScript; with it the shared rules run before sending and the first field in error takes focus.
 */
import { Link, useNavigation, useSearchParams } from "react-router";
import { AUTH_COPY, AUTH_MESSAGES } from "~common/auth/messages";
import { ButtonLink } from "../../../components/button";
import { requireAnonymous } from "../../../lib/guards.server";
import { pageMeta } from "../../../lib/meta";
import { LoginForm } from "../login";
import { AuthCard, RateLimitedModal, withNext } from "../modal";
import { logIn } from "../login/index.server";
import { mfaOf } from "../login";
import type { Route } from "./+types/business-login";

export const meta: Route.MetaFunction = () => pageMeta(AUTH_COPY.businessLoginTitle, AUTH_COPY.businessLoginDescription);

export async function loader(args: Route.LoaderArgs) {
  await requireAnonymous(args);
  return null;
}

export const action = ({ request, context }: Route.ActionArgs) => logIn(request, context);

export default function BusinessLoginPage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const next = params.get("next");
  const busy = useNavigation().state !== "idle";
  const mfa = mfaOf(actionData) !== null;

  return (
    <main id="main" className="auth-page">
      <AuthCard
        title={mfa ? AUTH_MESSAGES.mfaRequired : AUTH_COPY.businessLoginTitle}
        footer={
          mfa ? undefined : (
            <Link to={withNext("/login", next)} className="link">
              {AUTH_COPY.logInToPersonal}
            </Link>
          )
        }
      >
        <LoginForm actionData={actionData} defaultEmail={params.get("email")} startOverHref={withNext("/business/login", next)} />
        {mfa ? null : (
          <div className="auth-form__alt">
            <ButtonLink to={withNext("/business/create", next)} variant="secondary" block>
              {AUTH_COPY.createNewAccount}
            </ButtonLink>
          </div>
        )}
      </AuthCard>
      {actionData?.rateLimited && !busy ? (
        <RateLimitedModal message={actionData.rateLimited} closeHref={withNext("/business/login", next)} />
      ) : null}
    </main>
  );
}

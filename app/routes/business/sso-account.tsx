/**
 * /signup/sso-business-account?email= (auth.md §2.5). Single sign-on for a business account needs
 * the company's identity provider, and none is connected to this deployment, so the page says so
 * on screen (the project's rule for screens that need a service we lack), shows the email it was
 * given, and offers business sign-up with an email and password (/business/create) instead.
 */
import { AUTH_COPY } from "~common/auth/messages";
import { isEmailFormat, normalizeEmail } from "~common/auth/rules/email";
import { ButtonLink } from "../../components/button";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/sso-account";

export const meta: Route.MetaFunction = () => pageMeta(AUTH_COPY.ssoBusinessTitle, AUTH_COPY.ssoBusinessDescription);

/** The email of the query, when it looks like one (anything else is not repeated back). */
export function loader({ request }: Route.LoaderArgs) {
  const email = normalizeEmail(new URL(request.url).searchParams.get("email") ?? "");
  return { email: isEmailFormat(email) ? email : null };
}

export default function SsoBusinessAccountPage({ loaderData }: Route.ComponentProps) {
  const { email } = loaderData;
  const create = email ? `/business/create?${new URLSearchParams({ email })}` : "/business/create";
  return (
    <main id="main" className="page page--center">
      <h1 className="page__title">{AUTH_COPY.ssoBusinessTitle}</h1>
      <p className="page__lead">{AUTH_COPY.ssoBusinessBody}</p>
      <p className="page__lead">{email ? AUTH_COPY.ssoBusinessEmail(email) : AUTH_COPY.ssoBusinessNoEmail}</p>
      <p className="page__lead">{AUTH_COPY.ssoBusinessInstead}</p>
      <ButtonLink to={create}>{AUTH_COPY.createNewAccount}</ButtonLink>
    </main>
  );
}

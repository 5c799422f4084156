/**
 * /signup — the signup step of auth.md §2.2 and the email sign-up order of §4.2: if the email
 * already has an account, log in with the typed password; otherwise validate the email, then the
 * password, then the birthday, and register. Works as a plain HTML form; with JavaScript it checks
 * fields before sending, offers log-in when the email is taken and the §5 typo suggestion (both from
 * the email check on blur; without JS the action answers with them), shows a
 * spinner and focuses the first field in error.
 */
import { useState } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import { AUTH_COPY, FACEBOOK_SIGNUP_BANNER } from "~common/auth/messages";
import { ButtonLink } from "../../../components/button";
import { requireAnonymous } from "../../../lib/guards.server";
import { pageMeta } from "../../../lib/meta";
import { SignupForm } from "./signup-form";
import { AuthCard, FooterToggle, ProviderButtons, RateLimitedModal, useTermsNotice, withNext } from "../modal";
import { ConsentsStep, UnderageConfirmation } from "../modal";
import { signUp } from "./signup.server";
import { underageFlagSet } from "./underage-flag.server";
import { offersLine } from "~common/auth/federated";
import { requestCountry } from "~common/platform/request-country";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = () => pageMeta(AUTH_COPY.signUp, AUTH_COPY.signupDescription);

export async function loader(args: Route.LoaderArgs) {
  await requireAnonymous(args);
  // §1: Line is offered only where the edge places the visitor in JP.
  return { underage: underageFlagSet(args.request), line: offersLine(requestCountry(args.request)) };
}

/** The header's Log in / Sign up buttons would compete with the card (root.tsx reads this). */
export const handle = { hideAuthActions: true };

export const action = ({ request, context }: Route.ActionArgs) => signUp(request, context);

export default function SignupPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const next = params.get("next");
  const navigation = useNavigation();
  // §4.4: the flag locks the birthday at once — from the loader (cookie) or from this answer
  // (React Router does not rerun loaders after a 4xx action, so the answer says it too). Edit on
  // UnderageConfirmation clears it; that answer's own page render still saw the old cookie.
  const underage = (loaderData.underage && !actionData?.edited) || actionData?.underage === true;
  // §2.2 / §4.4: a fresh under-age refusal shows the UnderageConfirmation step.
  const underageTitle = actionData?.underage ? actionData.underageTitle : null;
  const showFields = params.get("method") === "email" || actionData !== undefined;
  const [expanded, setExpanded] = useState(showFields);
  const terms = useTermsNotice();

  if (underageTitle) {
    return (
      <main id="main" className="auth-page">
        <AuthCard title={underageTitle} footer={null}>
          <UnderageConfirmation email={actionData?.email ?? ""} birthday={actionData?.birthday ?? ""} />
        </AuthCard>
      </main>
    );
  }
  // §4.5: the consents step, where the Korean privacy-consent experiment applies.
  if (actionData?.consents) {
    return (
      <main id="main" className="auth-page">
        <AuthCard title={AUTH_COPY.consentsTitle} footer={null}>
          <ConsentsStep answer={actionData.consents} busy={navigation.state !== "idle" && navigation.formMethod === "POST"} />
        </AuthCard>
      </main>
    );
  }

  return (
    <main id="main" className="auth-page">
      <AuthCard
        title={AUTH_COPY.signupTitle}
        subtitle={AUTH_COPY.signupSubtitle}
        footer={
          <>
            <FooterToggle lead={AUTH_COPY.alreadyMember} label={AUTH_COPY.logIn} to={withNext("/login", next)} />
            {/* §2.3 business prompt; the business sign-up page is /business/create (business.md). */}
            <span className="auth-card__business">
              {AUTH_COPY.areYouBusiness}{" "}
              <Link to="/business/create" className="link">
                {AUTH_COPY.getStartedHere}
              </Link>
            </span>
          </>
        }
        legal={terms}
      >
        {/* §2.3: no new Facebook accounts: continue with email or Google. */}
        <p className="auth-banner">{FACEBOOK_SIGNUP_BANNER}</p>
        <ProviderButtons next={next} line={loaderData.line} />
        {expanded ? (
          <SignupForm
            actionData={actionData}
            underage={underage}
            next={next}
            defaultEmail={params.get("email")}
            focusOnMount={!showFields}
          />
        ) : (
          <ButtonLink
            to={`?${new URLSearchParams({ method: "email", ...(next && { next }) })}`}
            block
            onClick={(event) => {
              event.preventDefault();
              setExpanded(true);
            }}
          >
            {AUTH_COPY.continueWithEmail}
          </ButtonLink>
        )}
      </AuthCard>
      {actionData?.rateLimited && navigation.state === "idle" ? (
        <RateLimitedModal message={actionData.rateLimited} closeHref={withNext("/signup", next)} />
      ) : null}
    </main>
  );
}

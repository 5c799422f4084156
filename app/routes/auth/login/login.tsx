/**
 * /login — the login step of auth.md §2.2. Works as a plain HTML form; with JavaScript it checks
 * fields before sending, shows a spinner, and focuses the first field in error. A device that
 * remembers an account (limited login, §3 Viewer LIMITED_LOGIN) gets "Welcome back, {name}!",
 * the email filled in, the account's picture (its background image, else the avatar) in a 400 px
 * box (§9), and "Not you? Log in with a different account", a form POST that forgets the account.
 */
import { lazy, Suspense, useEffect, type CSSProperties } from "react";
import { Form, useNavigation, useSearchParams } from "react-router";
import { modalFromAec } from "~common/auth/rules";
import { LIMITED_LOGIN_BOX_WIDTH } from "~common/auth/constants";
import { AUTH_COPY, AUTH_MESSAGES } from "~common/auth/messages";
import { Avatar } from "../../../components/avatar";
import { requireAnonymous } from "../../../lib/guards.server";
import { pageMeta } from "../../../lib/meta";
import { FEDERATED_COPY as F } from "~common/auth/federated";
import { offersLine } from "~common/auth/federated";
import { requestCountry } from "~common/platform/request-country";
import { LoginForm } from "./login-form";
import { AuthCard, FooterToggle, ProviderButtons, RateLimitedModal, RecoveryModal, withNext } from "../modal";

/** Facebook's retirement on this page (docs/decisions/020), out of its first load (test/build/budgets). */
const FacebookBanner = lazy(() => import("../facebook/facebook-banner").then((m) => ({ default: m.FacebookBanner })));
const FindWithFacebook = lazy(() => import("../facebook/facebook-login").then((m) => ({ default: m.FindWithFacebook })));
const FacebookOutcome = lazy(() => import("../facebook/facebook-login").then((m) => ({ default: m.FacebookOutcome })));
import { FORGET_INTENT } from "../modal";
import { logIn, mfaStepFromUrl } from "./login.server";
import { mfaOf } from "./login-form";
import { recoveryState } from "../modal/index.server";
import { facebookOutcomeFromUrl } from "./login.server";
import { useExperiment } from "../../../lib/experiments";
import type { Route } from "./+types/login";

/** The header's Log in / Sign up buttons would compete with the card (root.tsx reads this). */
export const handle = { hideAuthActions: true };

export const meta: Route.MetaFunction = () => pageMeta(AUTH_COPY.logIn, AUTH_COPY.loginDescription);

// §4.7: a fully logged-in viewer who opens log-in is sent on; a remembered account is welcomed back.
export const loader = async (args: Route.LoaderArgs) => {
  const viewer = await requireAnonymous(args);
  return {
    remembered: viewer?.type === "LIMITED_LOGIN" && viewer.info ? viewer.info : null,
    // §2.5: `aec` equal to a soft-ban code opens the soft-banned modal.
    aecModal: modalFromAec(new URL(args.request.url).searchParams.get("aec")) ? recoveryState("SOFT_BANNED") : null,
    // §1: Line is offered only where the edge places the visitor in JP.
    line: offersLine(requestCountry(args.request)),
    // §4.1: another page's log-in (sign-up of an existing email, a Google callback) asked for a code.
    mfa: mfaStepFromUrl(new URL(args.request.url)),
    // The Facebook popup's outcome (connect-facebook.tsx), as words decided here (docs/decisions/020).
    facebook: facebookOutcomeFromUrl(new URL(args.request.url)),
  };
};

export const action = ({ request, context }: Route.ActionArgs) => logIn(request, context);

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const next = params.get("next");
  const navigation = useNavigation();
  const remembered = loaderData?.remembered ?? null;
  // §2.5: the `aec` parameter leaves the URL once the modal is open (the router's state is kept;
  // only the address changes, so the modal stays until it is closed).
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has("aec")) return;
    url.searchParams.delete("aec");
    window.history.replaceState(window.history.state, "", url);
  }, []);
  const closeHref = withNext("/login", next);
  const recovery = navigation.state === "idle" ? actionData?.recovery : undefined;
  const limitedStyle = remembered ? ({ "--auth-card-width": `${LIMITED_LOGIN_BOX_WIDTH}px` } as CSSProperties) : undefined;
  const mfa = mfaOf(actionData, loaderData.mfa) !== null;
  const facebook = actionData ? null : loaderData.facebook;
  const findWithFacebook = useExperiment("dweb_unauth_fb_login_account_recovery_flow") === "enabled";

  return (
    <main
      id="main"
      className={remembered ? "auth-page auth-page--limited" : "auth-page"}
      style={remembered?.imageUrl ? { backgroundImage: `url(${JSON.stringify(remembered.imageUrl)})` } : undefined}
    >
      <AuthCard
        title={mfa ? AUTH_MESSAGES.mfaRequired : remembered ? AUTH_COPY.welcomeBack(remembered.firstName) : AUTH_COPY.loginTitle}
        style={limitedStyle}
        picture={remembered ? <Avatar name={remembered.firstName} colorIndex={0} imageUrl={remembered.imageUrl} size={96} /> : undefined}
        footer={mfa ? undefined : <FooterToggle lead={AUTH_COPY.notOnProduct} label={AUTH_COPY.signUp} to={withNext("/signup", next)} />}
      >
        {mfa ? null : remembered ? <ConnectedHint info={remembered} next={next} /> : <ProviderButtons next={next} line={loaderData.line} />}
        {mfa ? null : (
          // §1, §2.3: Facebook log-in is retired; where the flow still exists (§6), the popup finds the account.
          // Server-rendered; its script comes after the page's first load.
          <Suspense fallback={null}>
            <FacebookBanner>{findWithFacebook ? <FindWithFacebook /> : null}</FacebookBanner>
          </Suspense>
        )}
        {facebook ? (
          // §8.2, §8.3, §2.4: the popup's outcome (a toast for 'Sorry, we can't log you in.').
          <Suspense fallback={null}>
            <FacebookOutcome shown={facebook} closeHref={closeHref} />
          </Suspense>
        ) : null}
        <LoginForm
          actionData={actionData}
          defaultEmail={params.get("email") ?? remembered?.email}
          mfa={loaderData.mfa}
          startOverHref={closeHref}
          passkeyNext={next ?? ""}
        />
        {remembered && !mfa ? (
          <Form method="post" action={withNext("/login", next)} className="auth-form__not-you">
            <input type="hidden" name="intent" value={FORGET_INTENT} />
            <button type="submit" className="link link-button">
              {AUTH_COPY.notYou}
            </button>
          </Form>
        ) : null}
      </AuthCard>
      {actionData?.rateLimited && navigation.state === "idle" ? (
        <RateLimitedModal message={actionData.rateLimited} closeHref={closeHref} />
      ) : null}
      {recovery ? <RecoveryModal modal={recovery} email={actionData?.email} closeHref={closeHref} /> : null}
      {loaderData.aecModal && !recovery ? <RecoveryModal modal={loaderData.aecModal} closeHref={closeHref} /> : null}
    </main>
  );
}

/**
 * The connected-account hint of the limited-login page (auth.md §2.3, §3 Viewer): an account
 * connected to Google is pointed at the Google button, shown with it. Facebook log-in is retired
 * (§1), so a Facebook connection has the hint but no button.
 */
function ConnectedHint({ info, next }: { info: { connectedToFacebook: boolean; connectedToGoogle: boolean }; next: string | null }) {
  const { connectedToFacebook: facebook, connectedToGoogle: google } = info;
  if (!facebook && !google) return null;
  const hint = facebook && google ? F.connectedToBothHint : google ? F.connectedToGoogleHint : F.connectedToFacebookHint;
  return (
    <>
      <p className="auth-card__hint">{hint}</p>
      {google ? <ProviderButtons next={next} /> : null}
    </>
  );
}

import { lazy, Suspense, useEffect } from "react";
import { reportClientError } from "./lib/client-errors";
import {
  data,
  Form,
  redirect,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import { ACCOUNT_BACK_NOTICES, AUTH_HEADER_COPY, UNDER_AGE_MESSAGE } from "~common/auth/header-copy";
import { readAuthModal, withoutAuthModal } from "~common/auth/modal";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { NOTICE_PARAM, REACTIVATED_PARAM, REOPENED_PARAM, SHOW_ERROR_PARAM, UNDERAGE_NOTICE } from "./lib/landing";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { Button, ButtonLink } from "./components/button";
import { Logo } from "./components/logo";
import { SearchBox } from "./routes/business/search";
import { PageChromeLoader } from "./routes/business/page-layout";
import { ToastProvider } from "./components/toast";
import { pageMeta } from "./lib/meta";
import { useNonce } from "./lib/nonce";
import { deviceAccountsFor, viewerFor } from "./lib/viewer.server";
import { pageUrl } from "./lib/page-url.server";
import { AccountMenu } from "./routes/auth/sessions";
import { authModalPeople } from "./routes/auth/modal/index.server";
import { botCheckSetup } from "~common/auth/bot-check";
import { cloudflareContext } from "./lib/cloudflare-context";
import { businessHeaderFor } from "./routes/business/acting-profile/index.server";
import { saveAfterLogin } from "./routes/saving/board-picker/index.server";
import { experimentsFor } from "./lib/experiments.server";
import { oneTapFor } from "./routes/auth/federated/index.server";
import { cookieHeaders } from "./lib/api.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  // `precedence` makes it a stylesheet React manages: React writes it at the top of <head>, ahead
  // of the modulepreload links <Scripts> adds, so the one render-blocking file is asked for first
  // (the browser's and Lighthouse's network queue), and hydration keeps it as it is.
  { rel: "stylesheet", href: stylesheet, precedence: "default" } as Route.LinkDescriptors[number],
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The title of the error page (a page's own meta is not used once its loader has thrown). */
export const meta: Route.MetaFunction = ({ error }) =>
  error === undefined
    ? []
    : isRouteErrorResponse(error) && error.status === 404
      ? pageMeta(PLATFORM_MESSAGES.notFoundTitle, PLATFORM_MESSAGES.notFoundBody)
      : pageMeta(PLATFORM_MESSAGES.somethingWrong, PLATFORM_MESSAGES.errorBody);

export async function loader({ request, context }: Route.LoaderArgs) {
  const [viewer, experiments] = await Promise.all([viewerFor(request, context), experimentsFor(request, context)]);
  const { device, setCookies } = await deviceAccountsFor(request, context, viewer);
  // auth.md §4.7: a fully logged-in viewer who opens the auth modal is sent on to the page itself.
  const url = pageUrl(request);
  // saving.md §2: a Save started before logging in goes on to the save-to-board screens.
  const saveTarget = saveAfterLogin(url, viewer);
  if (saveTarget) throw redirect(saveTarget);
  if (viewer?.type === "AUTH" && readAuthModal(url.searchParams)) {
    const rest = withoutAuthModal(url.searchParams);
    throw redirect(`${url.pathname}${rest.size ? `?${rest}` : ""}`);
  }
  const [authModal, business] = await Promise.all([
    authModalPeople(request, context, viewer),
    businessHeaderFor(request, context, viewer, experiments.groups),
  ]);
  // docs/decisions/021: the bot-protection script and site keys the log-in and sign-up forms use.
  const botCheck = botCheckSetup(context.get(cloudflareContext).env);
  return data(
    {
      viewer,
      device,
      experiments: experiments.groups,
      authModal,
      business,
      oneTap: oneTapFor(request, context, viewer, experiments.groups),
      botCheck,
    },
    { headers: cookieHeaders([...experiments.setCookies, ...setCookies]) },
  );
}

/**
 * The site header: one row, 64 px high (business.md §9), on every page. Its search box stays put
 * from page to page: the actions after it keep their room even on the pages that hide them (the
 * log-in and sign-up cards, which would compete with them: auth.md §2.3), where they are kept
 * invisible and inert. On a NARROW page (under 870 px, business.md §2; app/app.css) the brand is
 * its logo, Create Pin (also under 1100 px), Settings and Log out are in the account menu (./routes/auth/sessions/account-menu-panel.tsx),
 * Sign up is one tap away on the log-in page, and a partner's business bar (business.md §2) is the
 * business menu beside the avatar (./routes/business/acting-profile/business-header.tsx BusinessMenu).
 */
function Header() {
  const root = useRouteLoaderData<typeof loader>("root");
  const viewer = root?.viewer;
  const user = viewer?.type === "AUTH" ? viewer.user : null;
  const device = root?.device;
  // Pages that are themselves the log-in or sign-up card set `handle.hideAuthActions` (auth.md §9).
  const hideAuthActions = useMatches().some((m) => (m.handle as { hideAuthActions?: boolean } | undefined)?.hideAuthActions);
  const business = user ? root?.business : null;
  const reserved = hideAuthActions && !user;
  return (
    <>
      <header className={user ? "site-header" : "site-header site-header--visitor"}>
        <Link to="/" className="site-header__brand">
          <Logo size={32} />
          <span className="site-header__brand-name">{PLATFORM_MESSAGES.brand}</span>
        </Link>
        <SearchBox />
        {business ? (
          <Suspense fallback={null}>
            <BusinessMenu data={business} />
          </Suspense>
        ) : null}
        <nav
          className={`site-header__nav${reserved ? " site-header__nav--reserved" : ""}`}
          aria-label="Account"
          inert={reserved || undefined}
        >
          {user ? (
            <>
              {device ? <AccountMenu accounts={device.accounts} /> : null}
              <ButtonLink to="/pin-builder/" variant="tertiary" size="small" className="site-header__wide site-header__widest">
                {AUTH_HEADER_COPY.createPin}
              </ButtonLink>
              <ButtonLink to="/settings/" variant="tertiary" size="small" className="site-header__wide">
                {AUTH_HEADER_COPY.settings}
              </ButtonLink>
              <Form method="post" action="/logout" className="site-header__wide">
                <Button type="submit" variant="secondary" size="small">
                  {AUTH_HEADER_COPY.logOut}
                </Button>
              </Form>
            </>
          ) : (
            <>
              <ButtonLink to="/login" size="small">
                {AUTH_HEADER_COPY.logIn}
              </ButtonLink>
              <ButtonLink to="/signup" variant="secondary" size="small" className="site-header__wide">
                {AUTH_HEADER_COPY.signUp}
              </ButtonLink>
            </>
          )}
        </nav>
      </header>
      {business ? (
        <Suspense fallback={null}>
          <BusinessHeader data={business} />
        </Suspense>
      ) : null}
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Effects run after the whole first commit (every layout effect included): from here on the
  // page is interactive. Styles and the browser tests read `html[data-hydrated]`.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#e60023" />
        <Meta />
        {/* Stylesheets are same-origin files ('self'): no nonce, and none to mismatch on hydration. */}
        <Links nonce="" />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {PLATFORM_MESSAGES.skipToContent}
        </a>
        <ToastProvider>
          <Header />
          {children}
          <PageChromeLoader />
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The auth modal's code is loaded only when `?auth=` asks for it, so it costs the other pages'
 * first load nothing. The server waits for it before answering (app/entry.server.tsx), so the
 * HTML is complete without JavaScript; the browser hydrates it when the chunk has arrived.
 */
/** business.md §2: only partners see the business header (a bar, or a menu on a NARROW page), so its code loads only for them. */
const BusinessHeader = lazy(() => import("./routes/business/acting-profile/business-header").then((m) => ({ default: m.BusinessHeader })));
const BusinessMenu = lazy(() => import("./routes/business/acting-profile/business-header").then((m) => ({ default: m.BusinessMenu })));
const LandingNotice = lazy(() => import("./components/landing-notice").then((m) => ({ default: m.LandingNotice })));
const AuthModal = lazy(() => import("./routes/auth/modal/auth-modal").then((m) => ({ default: m.AuthModal })));
const OneTapPrompt = lazy(() => import("./routes/auth/federated/one-tap-prompt"));

/** Flags a page can be reached with, and what they say on arrival. */
const LANDING_NOTICES = {
  // auth.md §2.5: a failed resource (app/lib/resource.server.ts) lands with the show-error flag.
  [SHOW_ERROR_PARAM]: { value: "1", message: PLATFORM_MESSAGES.resourceUnavailable, duration: TOAST_DURATION_MS.notice },
  // auth.md §4.4: the no-JavaScript Confirm of UnderageConfirmation lands with the ineligible notice.
  [NOTICE_PARAM]: { value: UNDERAGE_NOTICE, message: UNDER_AGE_MESSAGE, duration: TOAST_DURATION_MS.notice },
  // docs/decisions/042: a log-in that brought a deactivated or closed account back.
  [REACTIVATED_PARAM]: { value: "1", message: ACCOUNT_BACK_NOTICES.reactivated, duration: TOAST_DURATION_MS.notice },
  [REOPENED_PARAM]: { value: "1", message: ACCOUNT_BACK_NOTICES.reopened, duration: TOAST_DURATION_MS.notice },
};

export default function App({ loaderData }: Route.ComponentProps) {
  // The auth modal (`?auth=login|signup`) is for logged-out visitors on pages other than the
  // log-in and sign-up pages themselves (app/routes/auth/modal/auth-modal.tsx).
  const onAuthPage = useMatches().some((m) => (m.handle as { hideAuthActions?: boolean } | undefined)?.hideAuthActions);
  const loggedIn = loaderData.viewer?.type === "AUTH";
  const [params] = useSearchParams();
  const wanted = ["login", "signup"].includes(params.get("auth") ?? "");
  return (
    <>
      {Object.entries(LANDING_NOTICES).some(([param, n]) => params.get(param) === n.value) ? (
        <Suspense fallback={null}>
          <LandingNotice notices={LANDING_NOTICES} />
        </Suspense>
      ) : null}
      <Outlet />
      {loaderData.oneTap && !wanted ? (
        <Suspense fallback={null}>
          <OneTapPrompt mode={loaderData.oneTap} />
        </Suspense>
      ) : null}
      {wanted && !loggedIn && !onAuthPage ? (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  // A page that failed to render in the browser (the server's own errors are in its log already).
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportClientError("render", error);
  }, [error]);
  return (
    <main id="main" className="page page--center">
      <h1 className="page__title">{notFound ? PLATFORM_MESSAGES.notFoundTitle : PLATFORM_MESSAGES.somethingWrong}</h1>
      <p className="page__lead">{notFound ? PLATFORM_MESSAGES.notFoundBody : PLATFORM_MESSAGES.errorBody}</p>
      <ButtonLink to="/">{PLATFORM_MESSAGES.goHome}</ButtonLink>
    </main>
  );
}

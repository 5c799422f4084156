/**
 * / — the home feed (saving.md §3 feed types; business.md §4 infinite scroll) for logged-in viewers
 * and logged-out visitors alike: a masonry of Pins from public boards, newest first, loading more
 * as the reader nears the end, and without JavaScript a "More ideas" link to the next page
 * (`?bookmark=`). Above it, the viewer's greeting, or for a visitor the welcome with sign-up and
 * log-in actions. Arrival notices (?show_error=, ?notice=) are the root's (app/lib/landing.ts).
 */
import { data, useRouteLoaderData } from "react-router";
import { AUTH_COPY } from "~common/auth/messages";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { SAVING_COPY } from "~common/saving/messages";
import { pageMeta } from "../lib/meta";
import { ButtonLink } from "../components/button";
import type { loader as rootLoader } from "../root";
import { authLinks } from "./saving/profiles/index.server";
import { loadPinPage } from "./saving/feeds/index.server";
import { PinGrid } from "./saving/feeds";
import { SavedNotice } from "./saving/board-picker";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta(null);

export async function loader({ request, context }: Route.LoaderArgs) {
  const bookmark = new URL(request.url).searchParams.get("bookmark");
  const page = await loadPinPage(request, context, { feed: "home" }, bookmark);
  if (!page.ok) throw data(page.error, { status: page.status });
  return { page: page.data, authLinks: authLinks(request) };
}

const HOME_LIST = { feed: "home" } as const;
const nextPageHref = (bookmark: string) => `/?${new URLSearchParams({ bookmark })}`;

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const viewer = root?.viewer;
  const loggedIn = viewer?.type === "AUTH" && viewer.user && viewer.info;
  return (
    <main id="main" className="page page--wide">
      <SavedNotice />
      {loggedIn ? (
        <h1 className="feed-title">{AUTH_COPY.homeGreeting(viewer.info!.firstName)}</h1>
      ) : (
        <section className="welcome" aria-labelledby="welcome-title">
          <h1 id="welcome-title" className="hero__title">
            {AUTH_COPY.homeLoggedOutTitle}
          </h1>
          <p className="hero__lead">{PLATFORM_MESSAGES.homeDescription}</p>
          <div className="hero__actions">
            <ButtonLink to="/signup">{AUTH_COPY.signUp}</ButtonLink>
            <ButtonLink to="/login" variant="secondary">
              {AUTH_COPY.logIn}
            </ButtonLink>
          </div>
        </section>
      )}
      <h2 className="visually-hidden">{SAVING_COPY.homeFeedHeading}</h2>
      <PinGrid
        page={loaderData.page}
        list={HOME_LIST}
        moreHref={nextPageHref}
        label={SAVING_COPY.homeFeedHeading}
        empty={SAVING_COPY.emptyFeed}
        saveHref={loaderData.authLinks.save}
      />
    </main>
  );
}

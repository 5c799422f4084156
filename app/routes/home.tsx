/** / — the viewer's home when logged in, a welcome with the sign-up and log-in actions when not. */
import { useRouteLoaderData } from "react-router";
import { AUTH_COPY } from "~common/auth/messages";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { pageMeta } from "../lib/meta";
import { Avatar } from "../components/avatar";
import { ButtonLink } from "../components/button";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta(null);

export default function Home() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const viewer = root?.viewer;
  if (viewer?.type === "AUTH" && viewer.user && viewer.info) {
    return (
      <main id="main" className="page">
        <section className="profile-card" aria-labelledby="home-title">
          <Avatar name={viewer.user.full_name} colorIndex={viewer.user.avatar_color_index} imageUrl={viewer.user.image_large_url} size={96} />
          <h1 id="home-title" className="profile-card__name">
            {AUTH_COPY.homeGreeting(viewer.info.firstName)}
          </h1>
          <p className="profile-card__meta">
            <span>@{viewer.user.username}</span>
            <span>{viewer.info.email}</span>
          </p>
        </section>
      </main>
    );
  }
  return (
    <main id="main" className="page page--center hero">
      <h1 className="hero__title">{AUTH_COPY.homeLoggedOutTitle}</h1>
      <p className="hero__lead">{PLATFORM_MESSAGES.homeDescription}</p>
      <div className="hero__actions">
        <ButtonLink to="/signup">{AUTH_COPY.signUp}</ButtonLink>
        <ButtonLink to="/login" variant="secondary">
          {AUTH_COPY.logIn}
        </ButtonLink>
      </div>
    </main>
  );
}

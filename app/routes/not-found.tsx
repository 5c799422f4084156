import { data } from "react-router";
import { ButtonLink } from "../components/button";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => pageMeta(PLATFORM_MESSAGES.notFoundTitle, PLATFORM_MESSAGES.notFoundBody);

export const loader = () => data(null, { status: 404 });

export default function NotFound() {
  return (
    <main id="main" className="page page--center">
      <h1 className="page__title">{PLATFORM_MESSAGES.notFoundTitle}</h1>
      <p className="page__lead">{PLATFORM_MESSAGES.notFoundBody}</p>
      <ButtonLink to="/">{PLATFORM_MESSAGES.goHome}</ButtonLink>
    </main>
  );
}

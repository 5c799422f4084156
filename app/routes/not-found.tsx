import { data, Link } from "react-router";
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
      <Link to="/" className="button button--primary">
        {PLATFORM_MESSAGES.goHome}
      </Link>
    </main>
  );
}

/**
 * Why: the site's 404 page is shown by the catch-all route and by pages whose path names nothing
 * (a /{username}/… path where there is no such person, app/routes/saving/profiles/people.server.ts), so its
 * body and its meta are one component and one function.
 */
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { ButtonLink } from "../components/button";
import { pageMeta } from "../lib/meta";

export const notFoundMeta = () => pageMeta(PLATFORM_MESSAGES.notFoundTitle, PLATFORM_MESSAGES.notFoundBody);

export function NotFoundPage() {
  return (
    <main id="main" className="page page--center">
      <h1 className="page__title">{PLATFORM_MESSAGES.notFoundTitle}</h1>
      <p className="page__lead">{PLATFORM_MESSAGES.notFoundBody}</p>
      <ButtonLink to="/">{PLATFORM_MESSAGES.goHome}</ButtonLink>
    </main>
  );
}

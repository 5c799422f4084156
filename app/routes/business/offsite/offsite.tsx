/**
 * /offsite/?url=&pin= — a Pin's link on its way out (business.md §4, §8; auth.md §2.5). The loader
 * (./offsite.server.ts) sends the browser on when the check allows; otherwise this page says why
 * the link was not opened (blocked, suspicious, adult content, or not a web link), shows the link
 * as text, never as a link, and leads back to the Pin. A link with no Pin to vouch for it is
 * shown with a button the viewer may choose to follow.
 */
import { DISCOVERY_COPY } from "~common/business/discovery-messages";
import { ButtonLink, buttonClassName } from "../../../components/button";
import { pageMeta } from "../../../lib/meta";
import { loadOffsite, type OffsiteOutcome } from "./offsite.server";
import type { Route } from "./+types/offsite";

const TEXT: Record<OffsiteOutcome, { title: string; body: string }> = {
  invalid: { title: DISCOVERY_COPY.offsiteInvalidTitle, body: DISCOVERY_COPY.offsiteInvalidBody },
  blocked: { title: DISCOVERY_COPY.offsiteBlockedTitle, body: DISCOVERY_COPY.offsiteBlockedBody },
  suspicious: { title: DISCOVERY_COPY.offsiteSuspiciousTitle, body: DISCOVERY_COPY.offsiteSuspiciousBody },
  porn: { title: DISCOVERY_COPY.offsitePornTitle, body: DISCOVERY_COPY.offsitePornBody },
  unchecked: { title: DISCOVERY_COPY.offsiteTitle, body: DISCOVERY_COPY.offsiteUncheckedBody },
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? TEXT[loaderData.outcome].title : DISCOVERY_COPY.offsiteTitle);

export const loader = ({ request, context }: Route.LoaderArgs) => loadOffsite(request, context);

export default function OffsitePage({ loaderData }: Route.ComponentProps) {
  const { outcome, url, pinId } = loaderData;
  const text = TEXT[outcome];
  return (
    <main id="main" className="page page--center offsite-page" data-outcome={outcome}>
      <h1 className="page__title">{text.title}</h1>
      <p className="page__lead">{text.body}</p>
      {url ? (
        <p className="offsite-page__link">
          {DISCOVERY_COPY.offsiteLinkWas} <code>{url}</code>
        </p>
      ) : null}
      <p className="offsite-page__actions">
        {pinId ? <ButtonLink to={`/pin/${pinId}`}>{DISCOVERY_COPY.offsiteBack}</ButtonLink> : null}
        {outcome === "unchecked" ? (
          <a className={buttonClassName({ variant: "secondary" })} href={url} rel="nofollow noopener noreferrer">
            {DISCOVERY_COPY.offsiteOpen}
          </a>
        ) : null}
      </p>
    </main>
  );
}

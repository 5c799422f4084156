/**
 * /bookmarklet — the Save bookmarklet (saving.md §2 "/pin/create/{method} … the bookmarklet uses
 * it", §4): a "Save" link to drag to the bookmarks bar, and its code. The link is written as HTML
 * because React refuses `javascript:` addresses in href; the code comes from
 * common/saving/pin-create/rules.ts with this site's origin.
 */
import { SAVING_COPY } from "~common/saving/messages";
import { bookmarkletSource } from "~common/saving/pin-create/rules";
import { pageMeta } from "../../../lib/meta";
import { pageUrl } from "../../../lib/page-url.server";
import type { Route } from "./+types/bookmarklet";

export const meta: Route.MetaFunction = () => pageMeta(SAVING_COPY.bookmarkletTitle, SAVING_COPY.bookmarkletIntro);

export const loader = ({ request }: Route.LoaderArgs) => ({ source: bookmarkletSource(pageUrl(request).origin) });

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export default function Bookmarklet({ loaderData }: Route.ComponentProps) {
  const href = `javascript:${encodeURIComponent(loaderData.source)}`;
  return (
    <main id="main" className="page page--center">
      <div className="card-form bookmarklet">
        <h1 className="page__title">{SAVING_COPY.bookmarkletTitle}</h1>
        <p className="page__lead">{SAVING_COPY.bookmarkletIntro}</p>
        <p
          className="bookmarklet__drag"
          // Raw markup: a javascript: link React would refuse; the code is ours, escaped.
          dangerouslySetInnerHTML={{
            __html: `<a class="button button--primary bookmarklet__button" href="${escapeAttr(href)}" draggable="true">${SAVING_COPY.bookmarkletButton}</a>`,
          }}
        />
        <details className="bookmarklet__source">
          <summary>{SAVING_COPY.bookmarkletSource}</summary>
          <pre>
            <code>{loaderData.source}</code>
          </pre>
        </details>
      </div>
    </main>
  );
}

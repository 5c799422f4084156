/** The audiences pages' tab row: the audiences and their debug page, one link each. */
import { Link } from "react-router";
import { consoleRoute } from "~common/business/console";
import { AUDIENCES_COPY as T } from "./copy";

/** The audiences pages' tabs. */
export function AudiencesTabs({ advertiserId, page }: { advertiserId: string; page: "audiences" | "debug" }) {
  return (
    <nav className="bulk__tabs" aria-label={T.nav}>
      <Link to={consoleRoute("audiences", { advertiserId })} className="bulk__tab" aria-current={page === "audiences" ? "page" : undefined}>
        {T.tabs.audiences}
      </Link>
      <Link
        to={consoleRoute("audience_debug", { advertiserId })}
        className="bulk__tab"
        aria-current={page === "debug" ? "page" : undefined}
      >
        {T.tabs.debug}
      </Link>
    </nav>
  );
}

/** The conversions pages' tab row: every /conversions/ page, the access tokens' too, one link each. */
import { Link } from "react-router";
import { consoleRoute, type ConsoleRouteKey } from "~common/business/console";
import { CONVERSIONS_PAGE_COPY as T } from "./copy";
import type { ConversionsView } from "./pages.server";

const TABS: { key: ConsoleRouteKey; tab: keyof typeof T.tabs; pages: ConversionsView["page"][] }[] = [
  { key: "conversions", tab: "overview", pages: ["overview"] },
  { key: "conversions_event_history", tab: "history", pages: ["history"] },
  { key: "conversions_test_events", tab: "test_events", pages: ["test_events"] },
  { key: "conversions_health", tab: "health", pages: ["health", "tag_health"] },
  { key: "conversions_tag", tab: "tag", pages: ["tag", "tag_setup"] },
  { key: "conversions_api_manual_setup", tab: "api", pages: ["api_setup", "partner_setup"] },
  { key: "conversions_access_token", tab: "tokens", pages: [] },
  { key: "conversions_upload", tab: "upload", pages: ["upload", "partner_upload"] },
  { key: "conversions_history", tab: "uploads", pages: ["uploads", "partner_uploads"] },
  { key: "conversions_deduplication", tab: "deduplication", pages: ["deduplication"] },
  { key: "conversions_payload_helper", tab: "payload_helper", pages: ["payload_helper"] },
];

/** The conversions pages' tabs (the access token page shows them too). */
export function ConversionsTabs({ advertiserId, page }: { advertiserId: string; page: ConversionsView["page"] | "tokens" }) {
  return (
    <nav className="bulk__tabs" aria-label={T.nav}>
      {TABS.map((t) => (
        <Link
          key={t.key}
          to={consoleRoute(t.key, { advertiserId })}
          className="bulk__tab"
          aria-current={(page === "tokens" ? t.tab === "tokens" : t.pages.includes(page)) ? "page" : undefined}
        >
          {T.tabs[t.tab]}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The console's sections (business.md §2): a sidebar at desktop width and, at phone width, one
 * disclosure ("Ads console: <section>") that opens the same list — a `<details>`, so it works
 * without JavaScript, by keyboard and for screen readers, and the page's content starts within
 * the first screen instead of after 17 links. Only one of the two is displayed at a width (CSS in
 * ../business.css), so assistive technology meets one navigation.
 */
import { Link } from "react-router";
import { CONSOLE_COPY as T, CONSOLE_SECTION_TITLES } from "~common/business/console/copy";
import { consoleRoute, type ConsoleRouteKey } from "~common/business/console/console-routes";

type Section = keyof typeof CONSOLE_SECTION_TITLES;

/** The navigation: one entry per section, at its main page. */
const NAV: { key: ConsoleRouteKey; section: Section }[] = [
  { key: "home", section: "overview" },
  { key: "reporting_campaigns", section: "reporting" },
  { key: "ads_create", section: "ads" },
  { key: "audiences", section: "audiences" },
  { key: "billing", section: "billing" },
  { key: "bulk_editor", section: "bulk_editor" },
  { key: "experiments", section: "experiments" },
  { key: "history", section: "history" },
  { key: "conversions", section: "conversions" },
  { key: "pin_builder", section: "pin_builder" },
  { key: "accounts_manager", section: "accounts_manager" },
  { key: "report_center", section: "report_center" },
  { key: "quick_promote", section: "quick_promote" },
  { key: "recommendations", section: "recommendations" },
  { key: "product_catalogs_data_source", section: "catalogs" },
  { key: "media_planner", section: "media_planner" },
  { key: "msot_optimizer", section: "optimizer" },
];

function Links({ advertiserId, section }: { advertiserId: string; section: Section }) {
  return NAV.map((n) => (
    <Link
      key={n.key}
      to={consoleRoute(n.key, { advertiserId })}
      className="console__nav-link"
      aria-current={n.section === section ? "page" : undefined}
    >
      {CONSOLE_SECTION_TITLES[n.section]}
    </Link>
  ));
}

/**
 * @example
 * <ConsoleNav advertiserId="7" section="billing" />
 */
export function ConsoleNav({ advertiserId, section }: { advertiserId: string; section: Section }) {
  return (
    <>
      <nav className="console__nav" aria-label={T.navLabel}>
        <p className="console__nav-title">{T.navLabel}</p>
        <Links advertiserId={advertiserId} section={section} />
      </nav>
      {/* Keyed by the section: a client-side navigation from the open menu shows the new page with it closed. */}
      <details className="console__menu" key={section}>
        <summary className="console__menu-summary">{T.menuSummary(CONSOLE_SECTION_TITLES[section])}</summary>
        <nav className="console__menu-list" aria-label={T.navLabel}>
          <Links advertiserId={advertiserId} section={section} />
        </nav>
      </details>
    </>
  );
}

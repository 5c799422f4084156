/**
 * The business header (business.md §2, §4): for a logged-in partner with profiles, it names the
 * profile acting on this page and lets the viewer switch to another (plain forms posting to
 * /resources/acting-profile, so it works without JavaScript), with the business entry points: the
 * ads console, the pin builder and quick promote. A social-only account is asked to set a
 * password (§4).
 *
 * Two forms of it, one shown at a time by app/app.css: `BusinessHeader`, a bar under the site
 * header (its switcher a <details> disclosure), and on a NARROW page (under 870 px, business.md
 * §2) `BusinessMenu`, a <details> menu in the site header's one row beside the account menu,
 * holding the same switcher, entry points and notice (app/root.tsx Header).
 */
import { Link, useLocation } from "react-router";
import { BUSINESS_HEADER_COPY as T } from "~common/business/header-copy";
import { Avatar } from "../../../components/avatar";
import type { BusinessHeaderData } from "./business-header.server";

export function BusinessHeader({ data }: { data: BusinessHeaderData }) {
  const { key } = useLocation();
  const acting = data.acting;
  return (
    <nav className="business-header" aria-label={T.region}>
      {acting ? (
        <details className="business-header__switcher" key={key}>
          <summary className="business-header__toggle">
            <Avatar name={acting.name} colorIndex={0} imageUrl={acting.imageUrl} size={28} />
            <span className="business-header__acting">{T.actingAs(acting.name)}</span>
            <span className="visually-hidden">{T.switchProfile}</span>
          </summary>
          <ProfileChoices data={data} className="business-header__profiles" />
        </details>
      ) : null}
      <EntryPoints className="business-header__links" />
      <PasswordNotice data={data} />
    </nav>
  );
}

/**
 * The business header as a menu (NARROW pages): a briefcase that names the acting profile to
 * assistive technology, opening the profiles to act as, the entry points and the notice.
 */
export function BusinessMenu({ data }: { data: BusinessHeaderData }) {
  // Keyed by the location: after a navigation (a switch, an entry point) the menu is a new, closed one.
  const { key } = useLocation();
  const acting = data.acting;
  return (
    <nav className="business-menu" aria-label={T.region}>
      {/* One header menu open at a time: the account menu has the same name (../../auth/sessions/account-menu.tsx). */}
      <details className="business-menu__details" key={key} name="site-header-menu">
        <summary className="business-menu__toggle">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M9 3h6a2 2 0 0 1 2 2v2h3a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h3V5a2 2 0 0 1 2-2Zm0 4h6V5H9v2ZM4 9v3h16V9H4Zm0 5v4h16v-4h-6v1h-4v-1H4Z"
            />
          </svg>
          <span className="visually-hidden">{T.menu}</span>
          {acting ? <span className="visually-hidden">, {T.actingAs(acting.name)}</span> : null}
          {data.needsPassword ? <span className="business-menu__dot" aria-hidden="true" /> : null}
        </summary>
        <div className="business-menu__panel">
          {acting ? (
            <>
              <p className="business-menu__heading" aria-hidden="true">
                {T.switchProfile}
              </p>
              <ProfileChoices data={data} className="business-menu__profiles" />
            </>
          ) : null}
          <EntryPoints className="business-menu__links" />
          <PasswordNotice data={data} />
        </div>
      </details>
    </nav>
  );
}

/** The profiles the viewer may act as (business.md §4), each a form that makes it the acting one. */
function ProfileChoices({ data, className }: { data: BusinessHeaderData; className: string }) {
  const { pathname, search } = useLocation();
  return (
    <ul className={className} aria-label={T.switchProfile}>
      {data.profiles.map((p) => (
        <li key={p.id}>
          <form method="post" action="/resources/acting-profile">
            <input type="hidden" name="profile_id" value={p.id} />
            <input type="hidden" name="next" value={`${pathname}${search}`} />
            <button type="submit" className="business-header__profile" aria-current={p.id === data.acting?.id ? "true" : undefined}>
              <Avatar name={p.name} colorIndex={0} imageUrl={p.imageUrl} size={32} />
              <span className="business-header__profile-name">
                {p.name}
                <span className="business-header__profile-user">@{p.username}</span>
              </span>
              {p.own ? <span className="business-header__badge">{T.you}</span> : null}
              {p.id === data.acting?.id ? (
                <span className="business-header__badge business-header__badge--current">{T.current}</span>
              ) : null}
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}

/** business.md §2 entry points: the ads console, the pin builder, quick promote. */
const EntryPoints = ({ className }: { className: string }) => (
  <ul className={className}>
    <li>
      <Link to="/advertiser/" className="business-header__link">
        {T.ads}
      </Link>
    </li>
    <li>
      <Link to="/pin-builder/" className="business-header__link">
        {T.createPin}
      </Link>
    </li>
    <li>
      <Link to="/advertiser/quick-promote/" className="business-header__link">
        {T.promote}
      </Link>
    </li>
  </ul>
);

/** business.md §4: a social-only account is asked to set a password. */
const PasswordNotice = ({ data }: { data: BusinessHeaderData }) =>
  data.needsPassword ? (
    <p className="business-header__notice">
      {T.needsPassword}{" "}
      <Link to="/settings/security" className="link">
        {T.setPassword}
      </Link>
    </p>
  ) : null;

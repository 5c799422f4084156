/**
 * The business header (business.md §2, §4): under the site header for a logged-in partner with
 * profiles, it names the profile acting on this page and lets the viewer switch to another (a
 * <details> disclosure of plain forms posting to /resources/acting-profile, so it works without
 * JavaScript), with the business entry points: the ads console, the pin builder and quick
 * promote. A social-only account is asked to set a password (§4).
 */
import { Link, useLocation } from "react-router";
import { BUSINESS_HEADER_COPY as T } from "~common/business/header-copy";
import { Avatar } from "../../components/avatar";
import type { BusinessHeaderData } from "./business-header.server";

export function BusinessHeader({ data }: { data: BusinessHeaderData }) {
  const { pathname, search, key } = useLocation();
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
          <ul className="business-header__profiles" aria-label={T.switchProfile}>
            {data.profiles.map((p) => (
              <li key={p.id}>
                <form method="post" action="/resources/acting-profile">
                  <input type="hidden" name="profile_id" value={p.id} />
                  <input type="hidden" name="next" value={`${pathname}${search}`} />
                  <button type="submit" className="business-header__profile" aria-current={p.id === acting.id ? "true" : undefined}>
                    <Avatar name={p.name} colorIndex={0} imageUrl={p.imageUrl} size={32} />
                    <span className="business-header__profile-name">
                      {p.name}
                      <span className="business-header__profile-user">@{p.username}</span>
                    </span>
                    {p.own ? <span className="business-header__badge">{T.you}</span> : null}
                    {p.id === acting.id ? <span className="business-header__badge business-header__badge--current">{T.current}</span> : null}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <ul className="business-header__links">
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
      {data.needsPassword ? (
        <p className="business-header__notice">
          {T.needsPassword}{" "}
          <Link to="/settings/security" className="link">
            {T.setPassword}
          </Link>
        </p>
      ) : null}
    </nav>
  );
}

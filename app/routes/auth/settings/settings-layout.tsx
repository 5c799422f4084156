/**
 * The account settings (/settings/…; issue 34 item 9): a side nav (tabs on a phone) beside the
 * section — Edit profile, Account management, Privacy and data, Notifications here, and Security,
 * the page of its own at /settings/security/. The sections read the viewer's settings this layout
 * loads once (GET /v3/users/me/settings/); their forms' actions reload it.
 */
import { NavLink, Outlet, useRouteLoaderData } from "react-router";
import { SETTINGS_COPY as S } from "~common/auth/settings";
import { pageMeta } from "../../../lib/meta";
import { loadSettings } from "./settings.server";
import stylesheet from "./settings.css?url";
import type { Route } from "./+types/settings-layout";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];
export const meta: Route.MetaFunction = () => [...pageMeta(S.title, S.description), { name: "robots", content: "noindex" }];
export const loader = (args: Route.LoaderArgs) => loadSettings(args);

const SECTIONS = [
  { to: "/settings/profile/", label: S.sections.profile },
  { to: "/settings/account/", label: S.sections.account },
  { to: "/settings/privacy/", label: S.sections.privacy },
  { to: "/settings/security/", label: S.sections.security },
  { to: "/settings/notifications/", label: S.sections.notifications },
] as const;

/** The settings the layout loaded, for its sections. */
export function useSettings() {
  return useRouteLoaderData<typeof loader>("routes/auth/settings/settings-layout")!;
}

export default function SettingsLayout() {
  return (
    <main id="main" className="page settings">
      <nav className="settings__nav" aria-label={S.nav}>
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.to}>
              <NavLink to={s.to}>{s.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="settings__body">
        <Outlet />
      </div>
    </main>
  );
}

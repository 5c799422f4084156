/**
 * The header's account menu (auth.md §3 stored accounts, §6 account-switch mode;
 * docs/decisions/012): the viewer's avatar opens the accounts this device holds
 * (account-menu-panel.tsx). A native <details> disclosure with plain forms inside, so it works
 * without JavaScript; a navigation renders it anew, closed.
 *
 * It is on every page of a logged-in viewer, so only the toggle is in the first load: the panel's
 * code loads lazily. The server always renders the panel (app/entry.server.tsx sends such pages
 * whole), and until the chunk has arrived React leaves that HTML in place, where the disclosure
 * and its forms work as plain HTML.
 */
import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import type { StoredAccount } from "~common/auth/sessions/accounts-schemas";
import { AUTH_HEADER_COPY } from "~common/auth/header-copy";
import { Avatar } from "../../../components/avatar";

const Panel = lazy(() => import("./account-menu-panel").then((m) => ({ default: m.AccountMenuPanel })));

/**
 * @example
 * <AccountMenu accounts={device.accounts} />
 */
export function AccountMenu({ accounts }: { accounts: StoredAccount[] }) {
  // The active account comes first (app/lib/viewer.server.ts deviceAccountsFor).
  const active = accounts[0]!;
  // Keyed by the location: after a navigation (a switch, Add account) the menu is a new, closed one.
  const { key } = useLocation();
  return (
    // One header menu open at a time: the business menu beside it on a NARROW page has the same
    // name (../../business/acting-profile/business-header.tsx BusinessMenu).
    <details className="account-menu" key={key} name="site-header-menu">
      <summary className="account-menu__toggle">
        <Avatar name={active.fullName} colorIndex={active.avatarColorIndex} imageUrl={active.imageMediumUrl} />
        <span className="site-header__username">{active.fullName}</span>
        <span className="visually-hidden">{AUTH_HEADER_COPY.accountsMenu}</span>
      </summary>
      <Suspense fallback={null}>
        <Panel accounts={accounts} />
      </Suspense>
    </details>
  );
}

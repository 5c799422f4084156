/**
 * The account menu's panel (account-menu.tsx; auth.md §3 stored accounts, §6 account-switch
 * mode): the accounts this device holds, the active one first and marked; choosing another switches to it
 * without a password (a form POST to /resources/switch-account), 'Add account' goes to
 * /add-account (which says so when the device is full), 'Log out of all accounts' posts to
 * /logout. On a NARROW page (under 870 px; app/app.css) it also holds what the header's bar has no
 * room for there: Create Pin, Settings and Log out (app/root.tsx Header). Plain forms: without JavaScript
 * they post as documents.
 */
import { Form, Link } from "react-router";
import type { StoredAccount } from "~common/auth/sessions/accounts-schemas";
import { AUTH_ACCOUNT_MENU_COPY as COPY } from "~common/auth/sessions/account-menu-messages";
import { AUTH_HEADER_COPY } from "~common/auth/header-copy";
import { Avatar } from "../../../components/avatar";

const Who = ({ account: a }: { account: StoredAccount }) => (
  <>
    <Avatar name={a.fullName} colorIndex={a.avatarColorIndex} imageUrl={a.imageMediumUrl} />
    <span className="account-menu__who">
      <span>{a.fullName}</span>
      <span className="account-menu__email">{a.email}</span>
    </span>
  </>
);

/**
 * @example
 * <AccountMenuPanel accounts={device.accounts} />
 */
export function AccountMenuPanel({ accounts }: { accounts: StoredAccount[] }) {
  return (
    <ul className="account-menu__panel" aria-label={COPY.yourAccounts}>
      {accounts.map((a, i) => (
        <li key={a.id}>
          {i === 0 ? (
            <p className="account-menu__account" aria-current="true">
              <Who account={a} />
              <span className="account-menu__badge">{COPY.current}</span>
            </p>
          ) : (
            <Form method="post" action="/resources/switch-account">
              <input type="hidden" name="user_id" value={a.id} />
              <input type="hidden" name="email" value={a.email} />
              <button className="account-menu__account">
                <span className="visually-hidden">{COPY.switchTo}</span>
                <Who account={a} />
              </button>
            </Form>
          )}
        </li>
      ))}
      <li>
        <Link to={`/${accounts[0]!.username}/`} className="account-menu__action">
          {AUTH_HEADER_COPY.yourProfile}
        </Link>
      </li>
      <li>
        <Link to="/add-account" className="account-menu__action">
          {COPY.addAccount}
        </Link>
      </li>
      <li className="account-menu__below-wide">
        <Link to="/pin-builder/" className="account-menu__action">
          {AUTH_HEADER_COPY.createPin}
        </Link>
      </li>
      <li className="account-menu__narrow">
        <Link to="/settings/" className="account-menu__action">
          {AUTH_HEADER_COPY.settings}
        </Link>
      </li>
      <li className="account-menu__narrow">
        <Form method="post" action="/logout">
          <button className="account-menu__action">{AUTH_HEADER_COPY.logOut}</button>
        </Form>
      </li>
      {accounts.length > 1 ? (
        <li>
          <Form method="post" action="/logout">
            <button className="account-menu__action" name="scope" value="all">
              {COPY.logOutAll}
            </button>
          </Form>
        </li>
      ) : null}
    </ul>
  );
}

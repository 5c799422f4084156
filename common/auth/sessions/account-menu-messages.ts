/**
 * The header's account menu panel text (auth.md §3 stored accounts, §6 account-switch mode;
 * app/routes/auth/sessions/account-menu-panel.tsx), a catalogue of its own: the panel loads after the page
 * (the toggle's name, in every page's first load, is AUTH_COPY.accountsMenu).
 * "ours": the spec does not show this text.
 */
export const AUTH_ACCOUNT_MENU_COPY = {
  yourAccounts: "Your accounts", // ours
  current: "Current", // ours
  switchTo: "Switch to ", // ours: read before the account's name
  addAccount: "Add account", // ours
  logOutAll: "Log out of all accounts", // ours
} as const;

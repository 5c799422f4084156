/**
 * /add-account's text (auth.md §2.5, §6 account-switch mode; app/routes/auth/sessions/add-account.tsx): the
 * auth catalogue continued, one module per page (see recovery-messages.ts for why). "ours": the
 * spec does not show this text. The API's refusals are in accounts-errors.ts.
 */
export const AUTH_ADD_ACCOUNT_COPY = {
  title: "Add an account", // ours
  lead: "Log in to another account. Then switch between your accounts from the menu at the top, without logging out.", // ours
  description: "Log in to another account on this device and switch between them.", // ours
  cancel: "Cancel", // ours
} as const;

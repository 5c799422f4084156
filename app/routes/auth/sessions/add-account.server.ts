/**
 * /add-account's work (auth.md §2.5 "paths starting with /add-account", §6 account-switch mode,
 * docs/decisions/012): a logged-in viewer logs in to another account with the account-switch flag
 * (`switch_account`), so the device keeps the current account and the new one becomes active;
 * then the new user's profile (auth.md §4.3 "In account-switch mode the new user's profile is
 * used instead"). The page says so beforehand when the device is full (MAX_ACCOUNTS_PER_DEVICE),
 * or when it was sent here because an account it held is gone (the switch found no session).
 */
import type { RouterContextProvider } from "react-router";
import { AUTH_ACCOUNTS_API_MESSAGES } from "~common/auth/sessions/accounts-errors";
import { MAX_ACCOUNTS_PER_DEVICE } from "~common/auth/constants";
import { requireUser } from "../../../lib/guards.server";
import { deviceAccountsFor } from "../../../lib/viewer.server";
import { logInSteps } from "../login/index.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The query flag of an account the device no longer holds (app/routes/auth/sessions/switch-account.ts). */
export const ADD_ACCOUNT_GONE_PARAM = "gone";

export async function loadAddAccount({ request, context }: Args) {
  const viewer = await requireUser({ request, context });
  // The root loader passes on the answer's cookies; this read is served from the same memo.
  const { device } = await deviceAccountsFor(request, context, viewer);
  const full = (device?.accounts.length ?? 1) >= MAX_ACCOUNTS_PER_DEVICE;
  const gone = new URL(request.url).searchParams.get(ADD_ACCOUNT_GONE_PARAM) === "1";
  return {
    full,
    notice: full ? AUTH_ACCOUNTS_API_MESSAGES.accountsLimit : gone ? AUTH_ACCOUNTS_API_MESSAGES.accountNotOnDevice : null,
  };
}

export async function addAccountAction({ request, context }: Args) {
  const form = await request.formData();
  // The login step, and the loginMfa step for an account with two-factor on (docs/decisions/019).
  // An SSO account joins the device the same way (auth.md §6 account-switch mode, §7 SSO log-in).
  return logInSteps(request, context, form, { switchAccount: true, to: (username) => `/${username}/` });
}

/**
 * Error catalogue of several accounts on one device (auth.md §3 stored accounts, §6
 * account-switch mode; docs/decisions/012): codes 750–769 of the auth range, stable once shipped.
 * Merged into the auth catalogue by common/auth/errors.ts. API-only: the pages get these messages
 * inside API answers, so no page's browser bundle carries them.
 */
import { defineErrors } from "../../platform/errors";
import { MAX_ACCOUNTS_PER_DEVICE } from "../constants";

/** Messages only the API sends (ours: the spec does not show them). */
export const AUTH_ACCOUNTS_API_MESSAGES = {
  accountsLimit: `You can be logged in to ${MAX_ACCOUNTS_PER_DEVICE} accounts at once on this device. Log out of one to add another.`, // ours
  accountNotOnDevice: "That account isn't logged in on this device any more. Log in to it again to add it back.", // ours
} as const;
const AM = AUTH_ACCOUNTS_API_MESSAGES;

export const AUTH_ACCOUNTS_ERRORS = /* @__PURE__ */ defineErrors("auth", {
  // An add-account log-in (switch_account) on a device that already holds MAX_ACCOUNTS_PER_DEVICE.
  ACCOUNTS_LIMIT: { code: 750, status: 409, message: AM.accountsLimit },
  // A switch to an account the device does not hold (never added, logged out, or its session ended).
  ACCOUNT_NOT_ON_DEVICE: { code: 751, status: 404, message: AM.accountNotOnDevice },
});

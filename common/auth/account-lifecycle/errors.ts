/**
 * Error catalogue of deactivating, closing and reopening an account (docs/decisions/042):
 * codes 340–349 of the auth range, stable once shipped. Merged into the auth
 * catalogue by common/auth/errors.ts. The fresh proof's refusals are the passkeys' (810–812).
 */
import { defineErrors } from "../../platform/errors";
import { LIFECYCLE_API_MESSAGES as L } from "./messages";

export const LIFECYCLE_ERRORS = /* @__PURE__ */ defineErrors("auth", {
  // A log-in (any first factor, after two-factor) of a closed account in its grace: no session;
  // data.deletion_at and data.reopen_token (10 minutes, once) for the reopen screen.
  ACCOUNT_CLOSED: { code: 340, status: 403, message: L.accountClosed },
  // The reopen token is unknown, used or older than 10 minutes, or the grace is over.
  REOPEN_EXPIRED: { code: 341, status: 400, message: L.reopenExpired },
  // Closing without ticking the box that says what closing does.
  CLOSE_NOT_ACKNOWLEDGED: { code: 342, status: 400, message: L.closeNotAcknowledged },
});

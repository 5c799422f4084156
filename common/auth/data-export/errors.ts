/**
 * Error catalogue of "Download your data" (docs/decisions/042): codes 350–379 of the auth range,
 * stable once shipped. Merged into the auth catalogue by common/auth/errors.ts.
 */
import { defineErrors } from "../../platform/errors";
import { DATA_EXPORT_API_MESSAGES as D } from "./messages";

export const DATA_EXPORT_ERRORS = /* @__PURE__ */ defineErrors("auth", {
  // One archive per account per DATA_EXPORT_INTERVAL_SECONDS; data.retry_after_seconds.
  DATA_EXPORT_TOO_SOON: { code: 350, status: 429, message: D.tooSoon },
  // Not one of the viewer's archives (another's is a 404 too).
  DATA_EXPORT_NOT_FOUND: { code: 351, status: 404, message: D.notFound },
  // Still being prepared, failed, or too large to offer.
  DATA_EXPORT_NOT_READY: { code: 352, status: 409, message: D.notReady },
  // Its link's seven days are over: the file is gone (404: nothing is there any more).
  DATA_EXPORT_EXPIRED: { code: 353, status: 404, message: D.expired },
});

/**
 * Query flags a page is reached with to say something on arrival (app/components/landing-notice.tsx).
 * Plain constants, so the loaders that set them and the root that reads them share one spelling.
 */

/** auth.md §2.5: a failed resource lands on / (or /ideas/) with this flag set to "1". */
export const SHOW_ERROR_PARAM = "show_error";

/** auth.md §4.4: the no-JavaScript Confirm of UnderageConfirmation lands on / with `notice=underage`. */
export const NOTICE_PARAM = "notice";
export const UNDERAGE_NOTICE = "underage";

/** docs/decisions/042: a log-in that reactivated a deactivated account, or reopened a closed one, lands with this flag "1". */
export const REACTIVATED_PARAM = "reactivated";
export const REOPENED_PARAM = "reopened";

/**
 * Query parameters whose content loads lazily (the auth modal, the arrival notices, /login's
 * soft-banned modal for `aec`, the save-to-board page's form steps for `step`, a board's organize
 * mode for `organize`, the share sheet for `share`): a
 * page asked for with one of them is sent whole, not streamed, so it is complete without
 * JavaScript (app/entry.server.tsx).
 */
export const LAZY_CONTENT_PARAMS = [
  "auth",
  "aec",
  SHOW_ERROR_PARAM,
  NOTICE_PARAM,
  "step",
  "organize",
  REACTIVATED_PARAM,
  REOPENED_PARAM,
  "share",
] as const;

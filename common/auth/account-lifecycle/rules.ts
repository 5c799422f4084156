/**
 * The rules of closing an account (docs/decisions/042): pure, shared by the page (before it
 * submits) and the Worker.
 */

/** The default grace between closing and deletion: 14 days (ACCOUNT_DELETION_GRACE_SECONDS). */
export const DEFAULT_GRACE_SECONDS = 14 * 24 * 3600;

/** How long the reopen screen's token lasts after a log-in of a closed account. */
export const REOPEN_TOKEN_SECONDS = 600;

/** The two ways to leave. */
export const LIFECYCLE_ACTIONS = ["deactivate", "close"] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

/** Closing needs the box ticked; deactivating does not (nothing is lost). */
export const checkClose = (action: LifecycleAction, acknowledged: boolean): "CLOSE_NOT_ACKNOWLEDGED" | null =>
  action === "close" && !acknowledged ? "CLOSE_NOT_ACKNOWLEDGED" : null;

/** Whole days of a grace, for the page's sentence (at least 1). */
export const graceDays = (seconds: number) => Math.max(1, Math.round(seconds / 86400));

/** Whether a closed account can still be reopened at `now` (epoch seconds). */
export const inGrace = (deletionDueAt: number | null, now: number) => deletionDueAt !== null && now < deletionDueAt;

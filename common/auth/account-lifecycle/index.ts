/**
 * The account-lifecycle capability's surface: deactivating, closing and reopening an account
 * (docs/decisions/042). Anything not exported here is account-lifecycle's own
 * (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { closeAccountRoute, deactivateAccountRoute, reopenAccountRoute } from "./contracts";
export { deletionDate, LIFECYCLE_API_MESSAGES, LIFECYCLE_COPY, LIFECYCLE_EMAIL_COPY } from "./messages";
export { checkClose, DEFAULT_GRACE_SECONDS, graceDays, inGrace, LIFECYCLE_ACTIONS, REOPEN_TOKEN_SECONDS } from "./rules";
export type { LifecycleAction } from "./rules";
export type { AccountLeft } from "./schemas";

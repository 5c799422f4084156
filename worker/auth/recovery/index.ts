/**
 * The recovery capability's surface: the Worker code other capabilities use. Anything not exported here
 * is recovery's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { attemptsSoFar, clearAttempts, countAttempt } from "./attempt-counter";
export { setPassword, sha256Hex } from "./reset-links";
// The cron's retry of the lockout clears that a reset's batch left pending (worker/index.ts SCHEDULED_JOBS).
export { retryLockoutClears } from "./lockout-clears";

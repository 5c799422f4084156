/**
 * The profiles capability's surface: the Worker code other capabilities use. Anything not exported here
 * is profiles's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { fullNameOf, userColumns, userSummary } from "./user-summary";
export type { UserColumns } from "./user-summary";

/**
 * The account-lifecycle capability's surface (docs/decisions/042): the deletion workflow the
 * entry exports and the log-in's check of a hidden account. Anything not exported here is
 * account-lifecycle's own (test/layout/capabilities.test.ts).
 */
export { AccountDeletion } from "./deletion-workflow";
export { admitHiddenAccount } from "./admit";

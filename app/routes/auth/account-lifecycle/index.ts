/**
 * The account-lifecycle capability's surface on the pages (docs/decisions/042): the log-in's
 * reopen screen and its intent. Anything not exported here is account-lifecycle's own
 * (test/layout/capabilities.test.ts).
 */
export { REOPEN_INTENT } from "./reopen-intent";
export { ProofFields, SEND_CODE_FIELD } from "./proof-fields";

/**
 * The data-export capability's surface (docs/decisions/042): the workflow the entry exports.
 * Anything not exported here is data-export's own (test/layout/capabilities.test.ts).
 */
export { DataExport } from "./export-workflow";

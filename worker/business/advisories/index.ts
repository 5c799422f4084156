/**
 * The advisories capability's surface: the Worker code other capabilities use. Anything not exported here
 * is advisories's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { advisoryStatement, pinSensitivity, toSensitivity } from "./advisories-repo";
export type { AdvisoryRow } from "./advisories-repo";

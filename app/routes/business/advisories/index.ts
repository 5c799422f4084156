/**
 * The advisories capability's surface: the page code other capabilities use. Anything not exported here
 * is advisories's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { AdvisoryNotice } from "./advisory-notice";

/**
 * The save-success capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is save-success's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { showFollowCard, showPromote } from "./rules";
export { saveNotice } from "./save-notice";
export type { SaveNotice } from "./save-notice";

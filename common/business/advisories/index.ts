/**
 * The advisories capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is advisories's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { BANNER_NOTICE_STYLE, LINK_TEXT_TAG, SEVERITY } from "./constants";
export { bannerNotices } from "./rules";
export { ADVISORY_TYPES, NoticeSchema, SEVERITIES, SensitivitySchema, TextTagSchema } from "./schemas";
export type { Notice, Sensitivity } from "./schemas";

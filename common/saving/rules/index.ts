/**
 * The rules capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is rules's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { MAX_BOOKMARK_LENGTH, decodeCursor, encodeCursor } from "./cursor";
export type { CursorValue } from "./cursor";
export { DOMAIN_PATTERN, linkDomain } from "./link";
export { checkBoardName, checkSectionName } from "./names";
export { slugify, uniqueSlug } from "./slug";

/**
 * The creator-card capability's surface: the page code other capabilities use. Anything not exported here
 * is creator-card's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { CreatorCard } from "./creator-card";

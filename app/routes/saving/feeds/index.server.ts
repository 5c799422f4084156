/**
 * The feeds capability's surface: the page code other capabilities use. Anything not exported here
 * is feeds's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { loadPinPage, toBoardCard, toPersonCard, toPinCard, toSectionCard } from "./feeds.server";

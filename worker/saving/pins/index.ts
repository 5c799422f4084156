/**
 * The pins capability's surface: the Worker code other capabilities use. Anything not exported here
 * is pins's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { PIN_COLUMNS, PIN_FROM, boardUrl, toPin } from "./pins-repo";
export type { PinRow } from "./pins-repo";
export { findVisiblePin } from "./pins-repo";

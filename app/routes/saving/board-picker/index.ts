/**
 * The board-picker capability's surface: the page code other capabilities use. Anything not exported here
 * is board-picker's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { SaveButton, SavedNotice } from "./save-button";
export { BoardPicker, SectionPicker } from "./save-flow";
export type { FlowLinks } from "./save-flow";
export { SAVED_PARAM, SAVED_TO_PARAM } from "./saved-params";

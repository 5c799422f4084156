/**
 * The board-picker capability's surface: the page code other capabilities use. Anything not exported here
 * is board-picker's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export type { PickerBoard, SaveOutcome, SaveSuccess, SectionChoice } from "./repin.server";
export { saveAfterLogin } from "./save-after-login.server";

/**
 * The board-picker capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is board-picker's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { SAVE_FLOW_COPY } from "./messages";
export { HASHTAG_CHAR, hashtags, isMeaningful, rawWords, splitCamel } from "./pin-words";
export { PICKER_NO_HIGHLIGHT, pickerKey } from "./rules";

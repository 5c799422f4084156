/**
 * The boards capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is boards's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { BOARD_EDIT_COPY } from "./messages";

/**
 * The boards capability's surface: the Worker code other capabilities use. Anything not exported here
 * is boards's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { findBoardFacts, findVisibleBoardRow, toBoards } from "./boards-repo";

/**
 * The move-pins capability's surface: the Worker code other capabilities use. Anything not exported here
 * is move-pins's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { BoardActions } from "./board-actions-object";
export { boardActionsStub, withBoardActions } from "./board-lock";
export { moveStatements } from "./move-pins";
export type { Move } from "./move-pins";

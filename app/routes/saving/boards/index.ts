/**
 * The boards capability's surface: the page code other capabilities use. Anything not exported here
 * is boards's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { BoardCardView } from "./board-card";
export { LockIcon } from "./lock-icon";

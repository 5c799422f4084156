/**
 * The boards capability's surface: the page code other capabilities use. Anything not exported here
 * is boards's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { loadBoard } from "./board.server";
export { createNamedBoard, createNamedSection } from "./named-writes.server";

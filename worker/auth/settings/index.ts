/**
 * The settings capability's surface: the Worker code other capabilities use. Anything not exported here
 * is settings's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 * The area's router mounts ./routes.ts (wiring).
 */
export { withoutOptedOut } from "./preferences";

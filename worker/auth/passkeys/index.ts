/**
 * The passkeys capability's surface: the Worker code other capabilities use. Anything not exported here
 * is passkeys's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 * The area's router mounts ./routes.ts (wiring); users' rows cascade to passkeys; log out of all
 * devices and a password reset may remove every passkey (docs/decisions/038).
 */
export { countPasskeys, deleteAllPasskeys, deleteAllPasskeysWhen } from "./store";
// The fresh proof every "are you the owner?" route asks (closing, exporting, an email change: docs/decisions/042).
export { proveOwner } from "./routes";

/**
 * The passkeys capability's surface: the Worker code other capabilities use. Anything not exported here
 * is passkeys's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 * The area's router mounts ./routes.ts (wiring); users' rows cascade to passkeys; log out of all
 * devices and a password reset may remove every passkey (docs/decisions/038).
 */
export { countPasskeys, deleteAllPasskeys } from "./store";
// A fresh proof of the owner (password, code or passkey): also asked before an email change (worker/auth/settings).
export { proveOwner } from "./routes";

/**
 * The passkeys capability's surface: the page code other capabilities use. Anything not exported here
 * is passkeys's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { PASSKEY_INTENTS, isPasskeyIntent } from "./passkey-state";
export type { PasskeysData } from "./passkeys-section";

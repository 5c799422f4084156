/**
 * The passkeys capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is passkeys's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export {
  addPasskeyRoute,
  passkeyAuthenticationOptionsRoute,
  passkeyLogInRoute,
  passkeyRegistrationOptionsRoute,
  passkeysRoute,
  removePasskeyRoute,
  renamePasskeyRoute,
} from "./contracts";
export { PASSKEY_API_MESSAGES, PASSKEY_COPY } from "./messages";
export { checkPasskeyName, PASSKEY_COOKIE, PASSKEYS_MAX, rpIdFits } from "./rules";
export type { Passkey } from "./schemas";

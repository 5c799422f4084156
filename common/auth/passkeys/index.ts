/**
 * The passkeys capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is passkeys's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export {
  addPasskeyRoute,
  passkeyAuthenticationOptionsRoute,
  passkeyEmailCodeRoute,
  passkeyLogInRoute,
  passkeyRegistrationOptionsRoute,
  passkeysRoute,
  removePasskeyRoute,
  renamePasskeyRoute,
} from "./contracts";
export { PASSKEY_ADDED_EMAIL_COPY, PASSKEY_API_MESSAGES, PASSKEY_COPY } from "./messages";
export { checkPasskeyName, checkProof, PASSKEY_COOKIE, PASSKEYS_MAX, proofKindsOf, rpIdFits } from "./rules";
export type { ProofKinds } from "./rules";
export type { Passkey, PasskeyProof } from "./schemas";
export { PROOF_FIELDS } from "./schemas";
export { FRESH_PROOF_ERRORS } from "./errors";

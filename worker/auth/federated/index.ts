/**
 * The federated capability's surface: the Worker code other capabilities use. Anything not exported here
 * is federated's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { FLOW_COOKIE, callbackPath, exchangeCode, randomToken, sha256, startFlow } from "./code-flow";
export { findIdentityUser, logInWithFlowToken, logInWithIdToken, registerWithIdToken, verifiedEmail } from "./federated-account";
export type { SsoProviderId } from "./providers";
export { unlinkProvider } from "./unlink";

/**
 * The pact-state capability's surface: the Worker code other capabilities use. Anything not exported here
 * is pact-state's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { hasPactStateCredential, pactStateSecret } from "./credential";

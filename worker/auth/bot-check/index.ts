/**
 * The bot-check capability's surface: the Worker code other capabilities use. Anything not exported here
 * is bot-check's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { verifyBotTokens } from "./verifier";

/**
 * The convert capability's surface: the Worker code other capabilities use. Anything not exported here
 * is convert's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { convertToBusiness } from "./convert";

/**
 * The pin-builder capability's surface: the Worker code other capabilities use. Anything not exported here
 * is pin-builder's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { storeUpload } from "./upload";

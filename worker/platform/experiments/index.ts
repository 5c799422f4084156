/**
 * The experiments capability's surface: the Worker code other capabilities use. Anything not exported here
 * is experiments's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { assign } from "./assignments-repo";
export { deviceId } from "./device-id";
export { viewerExperiments } from "./viewer-experiments";

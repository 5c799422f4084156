/**
 * The federated capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is federated's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { SCRIPT_LOAD_POLL } from "./constants";
export { FEDERATED_COPY } from "./messages";
export { oneTapForm } from "./one-tap";
export { offersLine } from "./providers";

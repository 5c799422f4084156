/**
 * The modal capability's surface: the page code other capabilities use. Anything not exported here
 * is modal's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { authModalPeople } from "./auth-modal.server";
export { formStateFromApiError, recoveryState } from "./form-state.server";

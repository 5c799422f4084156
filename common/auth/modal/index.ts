/**
 * The modal capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is modal's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { authModalHref, readAuthModal, withoutAuthModal } from "./modal-link";
export { initialAuthState, nextStep } from "./steps";
export type { AuthEvent, AuthState } from "./steps";
export { stepTitle } from "./titles";

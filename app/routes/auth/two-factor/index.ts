/**
 * The two-factor capability's surface: the page code other capabilities use. Anything not exported here
 * is two-factor's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { MFA_CODE_INTENT, MFA_RESEND_INTENT, checkMfaForm, mfaStateFromForm } from "./mfa-form-state";
export type { LoginAnswer } from "./mfa-step";
export { TWO_FACTOR_INTENTS, isTwoFactorIntent } from "./two-factor-state";
export type { TwoFactorAnswer } from "./two-factor-state";

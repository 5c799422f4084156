/**
 * The signup capability's surface: the page code other capabilities use. Anything not exported here
 * is signup's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { ConsentsStep } from "./consents-step";
export type { ConsentsAnswer } from "./consents-step";
export type { SsoEmailCheck } from "./email-status";
export { SignupForm } from "./signup-form";
export type { SignupAnswer } from "./signup-form";
export { UnderageConfirmation } from "./underage-step";

/**
 * The two-factor capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is two-factor's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { disableTwoFactorRoute, enableTwoFactorRoute, twoFactorCodeRoute, twoFactorSetupRoute, twoFactorStatusRoute } from "./contracts";
export { MFA_METHODS, emailHint, normalizeMfaCode } from "./rules";
export type { MfaMethod } from "./rules";
export type { TwoFactorSetup } from "./schemas";
export { TWO_FACTOR_SETTINGS_COPY } from "./settings-messages";

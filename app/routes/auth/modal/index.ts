/**
 * The modal capability's surface: the page code other capabilities use. Anything not exported here
 * is modal's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export {
  AuthCard,
  BirthdayField,
  BotCheck,
  FooterToggle,
  FormError,
  ProviderButtons,
  RateLimitedModal,
  RecoveryModal,
  useSsoEmail,
  useTermsNotice,
  withNext,
} from "./auth-card";
export {
  CONSENTS_BACK_INTENT,
  CONSENTS_NEXT_INTENT,
  FORGET_INTENT,
  UNDERAGE_CONFIRM_INTENT,
  UNDERAGE_EDIT_INTENT,
  UNDERAGE_NOTICE,
  birthdayToEpochSeconds,
  checkLogInForm,
  fieldError,
  ruleFailureState,
} from "./form-state";
export type { AuthFormState, MfaState, RecoveryState } from "./form-state";
export { ConsentsStep, UnderageConfirmation } from "./lazy-steps";

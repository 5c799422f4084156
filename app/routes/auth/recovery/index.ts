/**
 * The recovery capability's surface: the page code other capabilities use. Anything not exported here
 * is recovery's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { checkChangePasswordForm } from "./new-password-form-state";
export { FallbackError, FallbackNotice, NEW_PASSWORD_HINT, useNoticeToast } from "./recovery-components";
export {
  CHANGE_PASSWORD_INTENT,
  END_OTHER_SESSIONS_INTENT,
  END_SESSION_INTENT,
  firstMessage,
  recoveryStateFromApiError,
} from "./recovery-form-state";
export type { RecoveryFormState } from "./recovery-form-state";
export { RecoveryModal } from "./recovery-modal";
export type { RecoveryModalProps } from "./recovery-modal";

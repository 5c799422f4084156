/**
 * The recovery capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is recovery's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { AUTH_NEW_PASSWORD_COPY } from "./new-password-messages";
export {
  ChangePasswordBodySchema,
  EndedOtherSessionsSchema,
  EndedSessionsSchema,
  EndOtherSessionsQuerySchema,
  ForgotPasswordBodySchema,
  PasswordResetLinkSchema,
  ResetPasswordBodySchema,
  ResetTokenParamSchema,
  SessionIdParamSchema,
  SessionInfoSchema,
} from "./schemas";
export type { SessionInfo } from "./schemas";

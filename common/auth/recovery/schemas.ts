/**
 * Zod schemas of account recovery and devices (auth.md §2.3 forgot password, §7 forgot_password;
 * /settings/security): request bodies and the data the routes answer with. They produce the
 * OpenAPI document and type the app's API client, like common/auth/schemas.ts.
 */
import { z } from "@hono/zod-openapi";
import { plainText } from "../../platform/text";

/** A well-formed string of at most `max` characters, passed on as sent (common/platform/text.ts). */
const str = plainText;

/** §6 unauth_dweb_unified_ar: 'unified' when the experiment is on, else 'reset'. */
export const FORGOT_PASSWORD_TYPES = ["reset", "unified"] as const;
export type ForgotPasswordType = (typeof FORGOT_PASSWORD_TYPES)[number];

export const ForgotPasswordBodySchema = z
  .object({
    username_or_email: str(512).optional().openapi({ example: "jane@example.com" }),
    type: z
      .enum(FORGOT_PASSWORD_TYPES)
      .default("reset")
      .openapi({ description: "'unified' when the viewer is in experiment unauth_dweb_unified_ar (auth.md §6), else 'reset'" }),
  })
  .openapi("ForgotPasswordPayload");

/** A reset link's token, as it appears in /password/reset/{token}. */
export const ResetTokenParamSchema = z.object({
  token: str(256).openapi({ param: { name: "token", in: "path", required: true }, example: "q1W2e3R4t5Y6u7I8o9P0aS" }),
});

/** Who a live reset link is for (the link's holder reads the account's mailbox already). */
export const PasswordResetLinkSchema = z
  .object({
    email: z.string(),
    username: z.string(),
    /** epoch seconds */
    expires_at: z.number().int(),
    passkeys: z
      .number()
      .int()
      .min(0)
      .openapi({ description: "The account's passkeys: the reset offers to remove them (docs/decisions/038)" }),
  })
  .openapi("PasswordResetLink");

export const ResetPasswordBodySchema = z
  .object({
    token: str(256).openapi({ example: "q1W2e3R4t5Y6u7I8o9P0aS" }),
    new_password: str(1024).optional().openapi({ description: "business.md §5 rules: 8+ printable ASCII, not the username, not weak" }),
    remove_passkeys: z
      .boolean()
      .optional()
      .openapi({ description: "Remove every passkey of the account too (default true: a reset is for an account someone else may hold)" }),
  })
  .openapi("ResetPasswordPayload");

export const ChangePasswordBodySchema = z
  .object({
    current_password: str(1024).optional().openapi({ description: "Required when the account has a password" }),
    new_password: str(1024).optional().openapi({ description: "business.md §5 rules: 8+ printable ASCII, not the username, not weak" }),
  })
  .openapi("ChangePasswordPayload");

/** One live session of the viewer's account. */
export const SessionInfoSchema = z
  .object({
    id: z.string(),
    /** "Chrome on Linux", from the User-Agent the session started with (common/auth/sessions/device.ts) */
    device: z.string(),
    /** epoch seconds: log-in */
    created_at: z.number().int(),
    /** epoch seconds: last request (updated at most hourly) */
    last_seen_at: z.number().int(),
    /** the session of this request */
    current: z.boolean(),
  })
  .openapi("SessionInfo");

export const SessionIdParamSchema = z.object({
  id: str(64).openapi({ param: { name: "id", in: "path", required: true }, example: "Zx8kQw3rT5yU7iO9pA1sDf" }),
});

export const EndedSessionsSchema = z.object({ ended: z.number().int().min(0) }).openapi("EndedSessions");

export const EndOtherSessionsQuerySchema = z.object({
  remove_passkeys: z
    .enum(["true", "false"])
    .optional()
    .openapi({
      param: { name: "remove_passkeys", in: "query" },
      description: "true: remove every passkey of the account too (default false)",
    }),
});

export const EndedOtherSessionsSchema = z
  .object({
    ended: z.number().int().min(0),
    passkeys_removed: z.number().int().min(0).openapi({ description: "Passkeys removed (0 unless remove_passkeys=true)" }),
  })
  .openapi("EndedOtherSessions");

export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

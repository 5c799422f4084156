/**
 * Zod schemas of the two-factor API (/settings/security's section; docs/decisions/019): request
 * bodies and the data each route answers with. The log-in half (mfa_token, mfa_resend) is the
 * session create payload of schemas.ts (auth.md §3 creds).
 */
import { z } from "@hono/zod-openapi";
import { BACKUP_CODE_COUNT } from "../constants";
import { MFA_METHODS } from "./rules";

export const MfaMethodSchema = z.enum(MFA_METHODS).openapi({
  description: "totp: an authenticator app; email: a code emailed at each log-in",
  example: "totp",
});

export const TwoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    method: MfaMethodSchema.nullable(),
    backup_codes_left: z.number().int().openapi({ description: "Unused backup codes (0 while off)" }),
  })
  .openapi("TwoFactorStatus");

export const TwoFactorSetupBodySchema = z.object({ method: MfaMethodSchema }).openapi("TwoFactorSetupPayload");

export const TwoFactorSetupSchema = z
  .object({
    method: MfaMethodSchema,
    secret: z
      .string()
      .nullable()
      .openapi({ description: "totp: the base32 key (typed by hand); else null", example: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" }),
    otpauth_uri: z.string().nullable().openapi({ description: "totp: the QR code's otpauth:// URI; else null" }),
    email_hint: z
      .string()
      .nullable()
      .openapi({ description: "email: where the code went, masked; else null", example: "j•••@example.com" }),
    expires_at: z.number().int().openapi({ description: "Epoch seconds: confirm with a code before then" }),
  })
  .openapi("TwoFactorSetup");

export const TwoFactorCodeBodySchema = z
  .object({ code: z.string().max(64).openapi({ example: "123456" }) })
  .openapi("TwoFactorCodePayload");

export const TwoFactorEnabledSchema = z
  .object({
    method: MfaMethodSchema,
    backup_codes: z
      .array(z.string())
      .length(BACKUP_CODE_COUNT)
      .openapi({ description: "Single-use, shown this once", example: ["ab12-cd34"] }),
  })
  .openapi("TwoFactorEnabled");

export const TwoFactorCodeSentSchema = z
  .object({
    email_hint: z.string().openapi({ example: "j•••@example.com" }),
    expires_at: z.number().int().openapi({ description: "Epoch seconds: the code works until then" }),
  })
  .openapi("TwoFactorCodeSent");

export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/**
 * Zod schemas of enterprise single sign-on (auth.md §3 "SSO check result" raw wire form and "SSO
 * token exchange response", §7 POST /v3/sso/info/ and the exchange; docs/decisions/018).
 */
import { z } from "@hono/zod-openapi";

export const SsoInfoBodySchema = z
  .object({ email: z.string().max(512).openapi({ example: "jane@acme.example" }) })
  .openapi("SsoInfoPayload");

/** §3 SSO check result, raw wire form (the app maps it with common/auth/sso/rules.ts toSsoCheck). */
export const SsoInfoSchema = z
  .object({
    is_sso: z.boolean().openapi({ description: "The email's domain has an identity provider" }),
    existing_user: z.boolean().nullable().openapi({ description: "An account has this email (null unless is_sso)" }),
    existing_user_is_sso: z.boolean().nullable().openapi({ description: "That account logs in with SSO (null unless is_sso)" }),
    authorization_uri: z
      .string()
      .nullable()
      .openapi({ description: "The provider's authorization URL for the popup (null unless is_sso)" }),
    redirect_uri: z.string().nullable().openapi({ description: "/oauth/sso/callback (null unless is_sso)" }),
    exchange_code_to_token_info_url: z.string().nullable().openapi({ description: "POST /v3/sso/token/ (null unless is_sso)" }),
  })
  .openapi("SsoInfo");
export type SsoInfo = z.infer<typeof SsoInfoSchema>;

export const SsoTokenBodySchema = z.object({ code: z.string().max(2048), state: z.string().max(256) }).openapi("SsoTokenPayload");

/** §3 SSO token exchange response. The app needs all four (§5); a provider may share no email or name. */
export const SsoTokensSchema = z
  .object({
    sso_id: z.string().openapi({ description: "The subject at the provider" }),
    sso_id_token: z.string().openapi({ description: "The verified ID token, for one log-in (sso_auth_code) or sign-up (sso_id_token)" }),
    sso_email: z.string().nullable().openapi({ description: "The verified email, or null" }),
    sso_user_name: z.string().nullable().openapi({ description: "The name, or null" }),
  })
  .openapi("SsoTokens");
export type SsoTokens = z.infer<typeof SsoTokensSchema>;

/**
 * Zod schemas of enterprise single sign-on (auth.md §3 "SSO check result" raw wire form and "SSO
 * token exchange response", §7 POST /v3/sso/info/ and the exchange; docs/decisions/018).
 */
import { z } from "@hono/zod-openapi";

export const SsoInfoBodySchema = z
  .object({ email: z.string().max(512).openapi({ example: "jane@acme.example" }) })
  .openapi("SsoInfoPayload");

/** §3 SSO check result, raw wire form (the app maps it with common/auth/rules/sso.ts toSsoCheck). */
export const SsoInfoSchema = z
  .object({
    is_sso: z.boolean().openapi({ description: "The email's domain signs in with an identity provider (migrations/0043 sso_domains)" }),
    existing_user: z.boolean().nullable().openapi({ description: "An account has this email; null when is_sso is false (not looked up)" }),
    existing_user_is_sso: z.boolean().nullable().openapi({ description: "That account already logs in with SSO; null when is_sso is false" }),
    authorization_uri: z.string().nullable().openapi({
      description: "The identity provider's authorization URL for the 600x600 popup (state, nonce, PKCE S256 challenge, login_hint the email); null when is_sso is false",
    }),
    redirect_uri: z.string().nullable().openapi({ description: "Where the provider sends the popup back (/sso/callback); null when is_sso is false" }),
    exchange_code_to_token_info_url: z.string().nullable().openapi({ description: "POST the popup's code and state here (POST /v3/sso/token/); null when is_sso is false" }),
  })
  .openapi("SsoInfo");
export type SsoInfo = z.infer<typeof SsoInfoSchema>;

export const SsoTokenBodySchema = z.object({ code: z.string().max(2048), state: z.string().max(256) }).openapi("SsoTokenPayload");

/** §3 SSO token exchange response. The app needs all four (§5); a provider may share no email or name. */
export const SsoTokensSchema = z
  .object({
    sso_id: z.string().openapi({ description: "The person's subject at the identity provider" }),
    sso_id_token: z.string().openapi({ description: "The verified ID token: sso_auth_code of POST /v3/sessions/ or sso_id_token of POST /v3/register/, good for one of them" }),
    sso_email: z.string().nullable().openapi({ description: "The email the provider asserts, verified; null when it shares none" }),
    sso_user_name: z.string().nullable().openapi({ description: "The person's name at the provider; null when it shares none" }),
  })
  .openapi("SsoTokens");
export type SsoTokens = z.infer<typeof SsoTokensSchema>;

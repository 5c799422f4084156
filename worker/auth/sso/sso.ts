/**
 * Why: enterprise single sign-on (auth.md §1, §3 SSO check result and token exchange, §6 "Emails
 * on an SSO domain are routed to SSO log-in", §7; docs/decisions/018) on top of the federated
 * code flow of docs/decisions/017, not beside it: an email's domain names an identity provider
 * (sso_domains, migrations/0043), which is an OpenID provider `sso:{idp}` of
 * ../federated/providers.ts; the flow (state, nonce, PKCE, the `oidc_flow` cookie), the code
 * exchange and the jose verification are ../federated/code-flow.ts and id-token.ts. What is SSO's
 * own: the domain look-up, and that a token only counts for the email the person gave, whose
 * domain must belong to the token's provider, so one company's provider can never speak for
 * another's addresses (or for anyone else's).
 */
import type { Context } from "hono";
import { ApiError } from "~common/errors";
import { normalizeEmail } from "~common/auth/rules";
import type { RegisterBody } from "~common/auth/schemas";
import type { SsoInfo, SsoTokens } from "~common/auth/sso/schemas";
import { ssoTokenRoute } from "~common/auth/sso/contracts";
import type { ApiEnv } from "../../platform/types";
import type { UserRow } from "../users";
import { callbackPath, exchangeCode, startFlow } from "../federated";
import { logInWithIdToken, registerWithIdToken, verifiedEmail } from "../federated";
import type { SsoProviderId } from "../federated";
import type { SignupContext, WithAccount } from "../signup";

const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1);

/** The identity provider of an email's domain, or null when the domain has none. */
async function ssoProviderOf(db: D1Database, email: string): Promise<SsoProviderId | null> {
  const row = await db
    .prepare("SELECT idp FROM sso_domains WHERE domain = ?")
    .bind(domainOf(normalizeEmail(email)))
    .first<{ idp: string }>();
  return row ? `sso:${row.idp}` : null;
}

async function requireSsoProvider(db: D1Database, email: string | undefined): Promise<SsoProviderId> {
  const id = email ? await ssoProviderOf(db, email) : null;
  if (!id) throw new ApiError("SSO_DOMAIN_UNKNOWN", { data: { field: "sso" } });
  return id;
}

const NOT_SSO: SsoInfo = {
  is_sso: false,
  existing_user: null,
  existing_user_is_sso: null,
  authorization_uri: null,
  redirect_uri: null,
  exchange_code_to_token_info_url: null,
};

/**
 * POST /v3/sso/info/: for an SSO email, who has it and a fresh flow at its provider (the popup's
 * authorization URL, `login_hint` the email); for any other email, is_sso false and nothing
 * started. `email` is already checked and normalised.
 */
export async function ssoInfo(c: Context<ApiEnv>, email: string): Promise<SsoInfo> {
  const id = await ssoProviderOf(c.env.DB, email);
  if (!id) return NOT_SSO;
  const account = await c.env.DB.prepare(
    "SELECT EXISTS (SELECT 1 FROM user_identities i WHERE i.user_id = u.id AND i.provider = 'sso') AS sso FROM users u WHERE u.email = ?",
  )
    .bind(email)
    .first<{ sso: number }>();
  const { authorization_url } = await startFlow(c, id, { loginHint: email });
  return {
    is_sso: true,
    existing_user: account !== null,
    existing_user_is_sso: account?.sso === 1,
    authorization_uri: authorization_url,
    redirect_uri: new URL(callbackPath(id), c.req.url).href,
    exchange_code_to_token_info_url: new URL(ssoTokenRoute.path, c.req.url).href,
  };
}

/** POST /v3/sso/token/: the popup's code and state for the verified token and what it asserts. */
export async function ssoTokens(c: Context<ApiEnv>, code: string, state: string): Promise<SsoTokens> {
  // The flow names its provider; only SSO flows are exchanged here (a Google state is refused).
  const flow = await c.env.DB.prepare("SELECT provider FROM oidc_flows WHERE state = ?").bind(state).first<{ provider: string }>();
  if (!flow?.provider.startsWith("sso:")) throw new ApiError("OAUTH_STATE_INVALID", { data: { field: "sso" } });
  const { idToken, claims } = await exchangeCode(c, flow.provider as SsoProviderId, code, state);
  const name = typeof claims.name === "string" && claims.name.trim() !== "" ? claims.name.trim() : null;
  return { sso_id: claims.sub, sso_id_token: idToken, sso_email: verifiedEmail(claims), sso_user_name: name };
}

/**
 * Log-in with SSO (auth.md §7 "SSO log-in call: sso_user_email, sso_auth_code"; login type SSO 9):
 * the email's domain picks the provider, the token must be of that provider's flow and assert
 * the email. An account with that email and no SSO identity yet is linked to it (the provider is
 * the authority for the domains mapped to it); no account: ACCOUNT_NOT_FOUND (field sso).
 */
export async function logInWithSso(env: Env, email: string | undefined, authCode: string): Promise<UserRow> {
  const id = await requireSsoProvider(env.DB, email);
  return logInWithIdToken(env, id, authCode, { email: email! });
}

/** Sign-up type sso (/signup/sso-business-account): `email` is the SSO email the token must assert. */
export async function registerWithSso(env: Env, body: RegisterBody, ctx: SignupContext, withAccount?: WithAccount): Promise<UserRow> {
  const id = await requireSsoProvider(env.DB, body.email);
  return registerWithIdToken(env, id, body, ctx, { email: body.email! }, withAccount);
}

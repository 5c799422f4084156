/**
 * Why: the authorization-code flow with PKCE, `state` and `nonce` (auth.md §1; RFC 7636, OpenID
 * Connect Core §3.1). Starting a flow stores its secrets in D1 (oidc_flows) and binds it to the
 * browser with an HttpOnly cookie, so a code can only be exchanged by the browser that asked for
 * it (login CSRF); the code goes back to the provider with the PKCE verifier only the Worker
 * knows. The ID token it yields is verified (id-token.ts) against the flow's nonce, and the flow
 * is consumed by the one log-in or sign-up that uses it (consumeFlowOf).
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { ApiError } from "~common/errors";
import { OIDC_FLOW_SECONDS } from "~common/auth/constants";
import type { ApiEnv } from "../../platform/types";
import { discover, idTokenApiError, IdTokenError, unverifiedNonce, verifyIdToken, type IdTokenClaims } from "./id-token";
import { oidcProvider, providerKind, type OidcProvider, type OidcProviderId } from "./providers";
import type { OidcUx } from "~common/auth/schemas";

/** The browser-binding cookie of a flow (also the Facebook popup's, ../facebook/connect.ts). */
export const FLOW_COOKIE = "oidc_flow";
const nowSeconds = () => Math.floor(Date.now() / 1000);

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
export const randomToken = (n = 32) => b64url(crypto.getRandomValues(new Uint8Array(n)));
export const sha256 = async (text: string) => b64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))));

/** The SSO popup's page (app/routes/auth/sso/sso-callback.tsx), which hands the code to its opener. */
export const SSO_CALLBACK_PATH = "/oauth/sso/callback";

/** Where the provider sends the browser back: the page of app/routes/auth/federated/oauth-callback.tsx, or the SSO popup's. */
export const callbackPath = (provider: OidcProviderId) =>
  providerKind(provider) === "sso" ? SSO_CALLBACK_PATH : `/oauth/${provider}/callback`;

/**
 * Starts a flow: stores state, PKCE verifier and nonce, sets the browser-binding cookie and returns
 * the provider's authorization URL.
 *
 * @example
 * const { authorization_url } = await startFlow(c, "google", { loginHint });
 */
export async function startFlow(c: Context<ApiEnv>, id: OidcProviderId, opts: { loginHint?: string; ux?: OidcUx } = {}) {
  const provider = oidcProvider(c.env, id);
  const discovery = await discoverOrUnavailable(provider);
  const state = randomToken();
  const nonce = randomToken();
  const verifier = randomToken(48);
  const binding = getCookie(c, FLOW_COOKIE) ?? randomToken();
  const redirectUri = new URL(callbackPath(id), c.req.url).toString();
  const now = nowSeconds();
  await c.env.DB.batch([
    c.env.DB.prepare("DELETE FROM oidc_flows WHERE expires_at < ?").bind(now),
    c.env.DB.prepare(
      "INSERT INTO oidc_flows (state, provider, code_verifier, nonce, redirect_uri, binding, created_at, expires_at, ux) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    ).bind(state, id, verifier, nonce, redirectUri, await sha256(binding), now, now + OIDC_FLOW_SECONDS, opts.ux ?? "redirect"),
  ]);
  const https = new URL(c.req.url).protocol === "https:";
  setCookie(c, FLOW_COOKIE, binding, { path: "/", httpOnly: true, sameSite: "Lax", secure: https, maxAge: OIDC_FLOW_SECONDS });
  const url = new URL(discovery.authorization_endpoint);
  const params = {
    response_type: "code",
    client_id: provider.clientId,
    redirect_uri: redirectUri,
    scope: "openid email profile",
    state,
    nonce,
    code_challenge: await sha256(verifier),
    code_challenge_method: "S256",
    ...(opts.loginHint ? { login_hint: opts.loginHint } : {}),
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return { authorization_url: url.toString(), state, client_id: provider.clientId, nonce };
}

async function discoverOrUnavailable(provider: OidcProvider) {
  try {
    return await discover(provider.issuer);
  } catch (err) {
    console.warn(`${provider.id}: ${(err as Error).message}`);
    throw new ApiError("PROVIDER_UNAVAILABLE", { data: { field: provider.kind } });
  }
}

interface FlowRow {
  state: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  binding: string;
  expires_at: number;
  exchanged_at: number | null;
  consumed_at: number | null;
  ux: OidcUx;
}

/** What a handed-over ID token yields: the token, its claims, and whether a one-tap prompt started it. */
export interface VerifiedHandover {
  idToken: string;
  claims: IdTokenClaims;
  oneTap: boolean;
}

/**
 * Exchanges the code the provider sent back for a verified ID token. Refused with
 * OAUTH_STATE_INVALID when the state is unknown, expired, already used or started by another
 * browser, and with ID_TOKEN_INVALID when the provider refuses the code (a wrong PKCE verifier)
 * or the token fails verification.
 */
export async function exchangeCode(c: Context<ApiEnv>, id: OidcProviderId, code: string, state: string): Promise<VerifiedHandover> {
  const provider = oidcProvider(c.env, id);
  const flow = await openFlowOfThisBrowser(
    c,
    id,
    await c.env.DB.prepare("SELECT * FROM oidc_flows WHERE state = ? AND provider = ?").bind(state, id).first<FlowRow>(),
  );
  await markExchanged(c, id, flow);

  const discovery = await discoverOrUnavailable(provider);
  const form = new URLSearchParams({
    grant_type: "authorization_code",
    code,
    redirect_uri: flow.redirect_uri,
    client_id: provider.clientId,
    code_verifier: flow.code_verifier,
  });
  if (provider.clientSecret) form.set("client_secret", provider.clientSecret);
  const res = await fetch(discovery.token_endpoint, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: form,
  });
  const body = (await res.json().catch(() => null)) as { id_token?: unknown } | null;
  if (!res.ok || typeof body?.id_token !== "string") {
    throw idTokenApiError(new IdTokenError("claims", `token endpoint answered ${res.status}`), provider.kind);
  }
  return { idToken: body.id_token, claims: await verifiedOrRefused(body.id_token, provider, flow.nonce), oneTap: flow.ux === "one_tap" };
}

async function verifiedOrRefused(token: string, provider: OidcProvider, nonce: string): Promise<IdTokenClaims> {
  try {
    return await verifyIdToken(token, provider, nonce);
  } catch (err) {
    if (err instanceof IdTokenError) throw idTokenApiError(err, provider.kind);
    throw err;
  }
}

/**
 * Takes over an ID token that Google Identity Services gave the page (production's one-tap
 * prompt, which yields a token rather than a code): its nonce must be that of a one-tap flow this
 * browser started (the `oidc_flow` cookie, as for a code), unexpired and not handed over before.
 * The flow is then "exchanged", and log-in or sign-up consume it as after a code.
 *
 * @example
 * const { idToken, claims } = await acceptCredential(c, "google", credential);
 */
export async function acceptCredential(c: Context<ApiEnv>, id: OidcProviderId, credential: string): Promise<VerifiedHandover> {
  const provider = oidcProvider(c.env, id);
  const nonce = unverifiedNonce(credential);
  const found = nonce
    ? await c.env.DB.prepare("SELECT * FROM oidc_flows WHERE nonce = ? AND provider = ?").bind(nonce, id).first<FlowRow>()
    : null;
  const flow = await openFlowOfThisBrowser(c, id, found?.ux === "one_tap" ? found : null);
  // Verified before the flow is used up: a forged token must not spend the person's prompt.
  const claims = await verifiedOrRefused(credential, provider, flow.nonce);
  await markExchanged(c, id, flow);
  return { idToken: credential, claims, oneTap: true };
}

/**
 * A flow may hand over its ID token once, within its time, to the browser that started it (its
 * `oidc_flow` cookie): else OAUTH_STATE_INVALID. Shared by a code (exchangeCode) and a one-tap
 * credential (acceptCredential).
 */
async function openFlowOfThisBrowser(c: Context<ApiEnv>, id: OidcProviderId, flow: FlowRow | null): Promise<FlowRow> {
  const binding = getCookie(c, FLOW_COOKIE);
  if (!flow || flow.expires_at < nowSeconds() || flow.exchanged_at !== null || !binding || flow.binding !== (await sha256(binding))) {
    throw new ApiError("OAUTH_STATE_INVALID", { data: { field: providerKind(id) } });
  }
  return flow;
}

/** Marks the flow's token handed over; a concurrent second hand-over loses (OAUTH_STATE_INVALID). */
async function markExchanged(c: Context<ApiEnv>, id: OidcProviderId, flow: FlowRow): Promise<void> {
  const claimed = await c.env.DB.prepare("UPDATE oidc_flows SET exchanged_at = ? WHERE state = ? AND exchanged_at IS NULL")
    .bind(nowSeconds(), flow.state)
    .run();
  if (claimed.meta.changes !== 1) throw new ApiError("OAUTH_STATE_INVALID", { data: { field: providerKind(id) } });
}

/**
 * Verifies an ID token handed to log-in or sign-up: it must belong to an exchanged, unexpired,
 * unconsumed flow of this provider (found by its nonce). Returns the claims and `consume`, which
 * marks the flow used once the session or account exists.
 */
export async function verifyFlowToken(env: Env, id: OidcProviderId, token: string) {
  const provider = oidcProvider(env, id);
  const nonce = unverifiedNonce(token);
  const flow = nonce
    ? await env.DB.prepare("SELECT * FROM oidc_flows WHERE nonce = ? AND provider = ?").bind(nonce, id).first<FlowRow>()
    : null;
  if (!flow || flow.exchanged_at === null || flow.consumed_at !== null || flow.expires_at < nowSeconds()) {
    throw idTokenApiError(new IdTokenError("nonce", "no open flow has this nonce"), provider.kind);
  }
  const claims = await verifiedOrRefused(token, provider, flow.nonce);
  return {
    provider,
    claims,
    oneTap: flow.ux === "one_tap",
    consume: async () => {
      const done = await env.DB.prepare("UPDATE oidc_flows SET consumed_at = ? WHERE state = ? AND consumed_at IS NULL")
        .bind(nowSeconds(), flow.state)
        .run();
      if (done.meta.changes !== 1) throw idTokenApiError(new IdTokenError("nonce", "flow already used"), provider.kind);
    },
  };
}

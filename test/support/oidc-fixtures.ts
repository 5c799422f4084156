/**
 * Federated sign-in as a browser does it, against the Worker and the local OpenID providers of
 * scripts/local-oidc.ts: start the flow (POST /v3/oauth/{provider}/start/), follow the provider's
 * authorize redirect (it answers at once, for the `login_hint` person), and hand the code and state
 * back (POST /v3/oauth/{provider}/token/). Enterprise SSO the same way: the info call starts the
 * flow (POST /v3/sso/info/), the popup follows its authorization URL, the exchange is POST
 * /v3/sso/token/. Used by the integration and provider-state code.
 */
import { expect } from "vitest";
import type { OidcToken } from "~common/auth/schemas";
import type { SsoInfo, SsoTokens } from "~common/auth/sso/schemas";
import { type ApiClient, expectOk } from "./api-client";
import { uniqueEmail } from "./auth-fixtures";

export type Provider = "google" | "line";

/** The code and state the provider sends the browser back with. */
export async function authorize(
  client: ApiClient,
  provider: Provider,
  loginHint: string,
): Promise<{ code: string; state: string; authorizationUrl: URL }> {
  const started = expectOk(await client.post<{ authorization_url: string }>(`/v3/oauth/${provider}/start/`, { login_hint: loginHint }));
  const authorizationUrl = new URL(started.authorization_url);
  const res = await fetch(authorizationUrl, { redirect: "manual" });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get("location")!);
  return { code: back.searchParams.get("code")!, state: back.searchParams.get("state")!, authorizationUrl };
}

/** A verified ID token for `loginHint` (a fresh email when omitted), through the whole code flow. */
export async function idTokenFor(
  client: ApiClient,
  provider: Provider = "google",
  loginHint = uniqueEmail("google", "person"),
): Promise<OidcToken> {
  const { code, state } = await authorize(client, provider, loginHint);
  return expectOk(await client.post<OidcToken>(`/v3/oauth/${provider}/token/`, { code, state }));
}

/** The SSO info of `email` and, for an SSO email, the code and state its identity provider sends the popup back with. */
export async function ssoAuthorize(
  client: ApiClient,
  email: string,
): Promise<{ info: SsoInfo; code: string; state: string; authorizationUrl: URL }> {
  const info = expectOk(await client.post<SsoInfo>("/v3/sso/info/", { email }));
  expect(info.is_sso).toBe(true);
  const authorizationUrl = new URL(info.authorization_uri!);
  const res = await fetch(authorizationUrl, { redirect: "manual" });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get("location")!);
  return { info, code: back.searchParams.get("code")!, state: back.searchParams.get("state")!, authorizationUrl };
}

/** The SSO token exchange response for `email` (an SSO-domain email, or `noemail:Name`'s person at `email`'s provider). */
export async function ssoTokensFor(client: ApiClient, email: string): Promise<SsoTokens> {
  const { code, state } = await ssoAuthorize(client, email);
  return expectOk(await client.post<SsoTokens>("/v3/sso/token/", { code, state }));
}

/**
 * Enterprise SSO (auth.md §3 SSO check result and token exchange, §6, §7; docs/decisions/018)
 * against the built Worker, the two local SSO identity providers of scripts/local-oidc.ts (acme,
 * globex: migrations/0043 maps acme.example and globex.example to them) and a third, misbehaving
 * one started here ("rogue", mapped to rogue.example for these tests) whose tokens carry a wrong
 * issuer or audience, or no or an unverified email. Covered: POST /v3/sso/info/, the exchange and
 * its refusals (state, PKCE verifier, iss, aud), SSO log-in (login type 9) and sign-up (type sso,
 * a business account), and that a provider only speaks for its own domains.
 */
import type { IncomingMessage } from "node:http";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SsoInfo, SsoTokens } from "~common/auth/sso/schemas";
import { claimsForHint } from "../../../../scripts/local-oidc";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import {
  birthdayYearsAgo,
  expectAuthenticatedAs,
  insertAccount,
  logIn,
  register,
  viewer,
  type LoggedInUser,
} from "../../../support/auth-fixtures";
import { authorize, ssoAuthorize, ssoTokensFor } from "../../../support/oidc-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const ROGUE_CLIENT_ID = "pinboard-rogue";
type RogueMode = "iss" | "aud" | "noemail" | "unverified";

let worker: RunningWorker;
let rogue: OAuth2Server;
/** How the rogue provider misbehaves for the login hint (the email) of each authorization. */
const rogueModes = new Map<string, RogueMode>();

beforeAll(async () => {
  rogue = new OAuth2Server();
  await rogue.issuer.keys.generate("RS256");
  const hints = new Map<string, string>();
  rogue.service.on("beforeAuthorizeRedirect", (redirect: { url: URL }, req: IncomingMessage & { query?: Record<string, unknown> }) => {
    hints.set(redirect.url.searchParams.get("code")!, String(req.query?.login_hint ?? ""));
  });
  rogue.service.on(
    "beforeTokenSigning",
    (token: { payload: Record<string, unknown> }, req: IncomingMessage & { body?: Record<string, unknown> }) => {
      const hint = hints.get(String(req.body?.code)) ?? "";
      if (token.payload.aud === undefined) return;
      Object.assign(token.payload, claimsForHint(hint));
      const mode = rogueModes.get(hint);
      if (mode === "iss") token.payload.iss = "http://127.0.0.1:1/not-the-issuer";
      if (mode === "aud") token.payload.aud = "someone-elses-client";
      if (mode === "noemail") delete token.payload.email;
      if (mode === "unverified") token.payload.email_verified = false;
    },
  );
  await rogue.start(0, "127.0.0.1");
  rogue.issuer.url = `http://127.0.0.1:${rogue.address().port}`;
  worker = await startWorker((oidc) => ({
    SSO_IDPS: JSON.stringify({ ...JSON.parse(oidc.vars.SSO_IDPS!), rogue: { issuer: rogue.issuer.url, client_id: ROGUE_CLIENT_ID } }),
  }));
  await (
    await worker.env()
  ).DB.prepare(
    "INSERT INTO sso_domains (domain, idp, created_at) VALUES ('rogue.example', 'rogue', 0), ('nowhere.example', 'unconfigured', 0)",
  ).run();
});
afterAll(async () => {
  await worker?.close();
  await rogue?.stop();
});

let n = 0;
const ssoEmail = (domain = "acme.example", first = "ann") => `${first}.${(n += 1)}${Date.now().toString(36)}@${domain}`;
const ssoLogIn = (client: ApiClient, email: string, authCode: string) =>
  client.post<{ user: LoggedInUser; login_type: number }>("/v3/sessions/", { sso_user_email: email, sso_auth_code: authCode });
const ssoSignup = (client: ApiClient, email: string, idToken: string, extra: Record<string, unknown> = {}) =>
  register(client, {
    type: "sso",
    email,
    sso_id_token: idToken,
    account_type: "business",
    business_name: "Acme Ops",
    birthday: birthdayYearsAgo(30),
    ...extra,
  });

/** A fresh SSO user of `domain`: its email and id. */
async function ssoUser(domain = "acme.example") {
  const email = ssoEmail(domain);
  const client = new ApiClient(worker);
  const tokens = await ssoTokensFor(client, email);
  const user = expectOk(await ssoSignup(client, email, tokens.sso_id_token));
  return { email, id: user.id };
}

describe.concurrent("POST /v3/sso/info/", () => {
  test("an email on an SSO domain: the wire form, a flow at the domain's provider for the popup (state, nonce, S256, login_hint), and the flow cookie", async () => {
    const email = ssoEmail("globex.example");
    const client = new ApiClient(worker);
    const info = expectOk(await client.post<SsoInfo>("/v3/sso/info/", { email: email.toUpperCase() }));
    expect(info).toEqual({
      is_sso: true,
      existing_user: false,
      existing_user_is_sso: false,
      authorization_uri: expect.any(String),
      redirect_uri: new URL("/oauth/sso/callback", worker.url).href,
      exchange_code_to_token_info_url: new URL("/v3/sso/token/", worker.url).href,
    });
    const url = new URL(info.authorization_uri!);
    expect(url.origin).toBe(worker.oidc.issuers.sso_globex);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "pinboard-local-sso-globex",
      redirect_uri: info.redirect_uri,
      code_challenge_method: "S256",
      login_hint: email,
      response_type: "code",
    });
    for (const p of ["state", "nonce", "code_challenge"]) expect(url.searchParams.get(p)).toMatch(/^[\w-]{40,}$/);
    expect(client.jar.get("oidc_flow")).toBeDefined();
  });

  test("an email on any other domain: is_sso false, nothing looked up or started, no cookie", async () => {
    const client = new ApiClient(worker);
    const account = await insertAccount(worker);
    expect(expectOk(await client.post<SsoInfo>("/v3/sso/info/", { email: account.email }))).toEqual({
      is_sso: false,
      existing_user: null,
      existing_user_is_sso: null,
      authorization_uri: null,
      redirect_uri: null,
      exchange_code_to_token_info_url: null,
    });
    // A subdomain of an SSO domain is a domain of its own (migrations/0043).
    expect(expectOk(await client.post<SsoInfo>("/v3/sso/info/", { email: "ann@eu.acme.example" })).is_sso).toBe(false);
    expect(client.jar.get("oidc_flow")).toBeUndefined();
  });

  test("existing_user and existing_user_is_sso: an account without SSO, then an SSO user", async () => {
    const client = new ApiClient(worker);
    const plain = await insertAccount(worker, { email: ssoEmail() });
    expect(expectOk(await client.post<SsoInfo>("/v3/sso/info/", { email: plain.email }))).toMatchObject({
      is_sso: true,
      existing_user: true,
      existing_user_is_sso: false,
    });
    const sso = await ssoUser();
    expect(expectOk(await client.post<SsoInfo>("/v3/sso/info/", { email: sso.email }))).toMatchObject({
      is_sso: true,
      existing_user: true,
      existing_user_is_sso: true,
    });
  });

  test("an empty or malformed email: the §5 email errors", async () => {
    const client = new ApiClient(worker);
    expectApiError(await client.post("/v3/sso/info/", { email: "" }), "EMAIL_MISSING", { field: "email" });
    expectApiError(await client.post("/v3/sso/info/", { email: "ann@acme" }), "EMAIL_FORMAT", { field: "email" });
  });

  test("a domain whose identity provider is not configured: PROVIDER_UNAVAILABLE (field sso)", async () => {
    expectApiError(await new ApiClient(worker).post("/v3/sso/info/", { email: "ann@nowhere.example" }), "PROVIDER_UNAVAILABLE", {
      field: "sso",
    });
  });
});

describe.concurrent("SSO sign-up and log-in", () => {
  test("a new SSO email: exchange → the four tokens; sign-up type sso makes a business account; a later SSO log-in is login type 9", async () => {
    const email = ssoEmail("acme.example", "olga");
    const client = new ApiClient(worker);
    const tokens = await ssoTokensFor(client, email);
    expect(tokens).toEqual({
      sso_id: expect.stringMatching(/^local-/),
      sso_id_token: expect.any(String),
      sso_email: email,
      sso_user_name: expect.stringMatching(/^Olga/),
    });
    // Not yet an account: the SSO log-in says so (the app routes such emails to the business page).
    expectApiError(await ssoLogIn(client, email, tokens.sso_id_token), "ACCOUNT_NOT_FOUND", { field: "sso" });
    const created = expectOk(await ssoSignup(client, email, tokens.sso_id_token));
    expect(created).toMatchObject({ is_partner: true, full_name: expect.stringMatching(/^Olga/) });
    await expectAuthenticatedAs(client, created.id);
    expect(expectOk(await viewer(client)).info).toMatchObject({ email, hasPassword: false });
    const env = await worker.env();
    expect(
      await env.DB.prepare("SELECT signup_type, account_type, business_name, password_hash FROM users WHERE id = ?")
        .bind(created.id)
        .first(),
    ).toEqual({
      signup_type: "sso",
      account_type: "business",
      business_name: "Acme Ops",
      password_hash: null,
    });
    expect(await env.DB.prepare("SELECT provider, issuer FROM user_identities WHERE user_id = ?").bind(created.id).all()).toMatchObject({
      results: [{ provider: "sso", issuer: worker.oidc.issuers.sso_acme }],
    });

    const later = new ApiClient(worker);
    const again = await ssoTokensFor(later, email);
    expect(again.sso_id).toBe(tokens.sso_id);
    const loggedIn = expectOk(await ssoLogIn(later, email.toUpperCase(), again.sso_id_token));
    expect(loggedIn).toMatchObject({ user: { id: created.id }, login_type: 9 });
    await expectAuthenticatedAs(later, created.id);
    // The token is good for one log-in.
    expectApiError(await ssoLogIn(new ApiClient(worker), email, again.sso_id_token), "ID_TOKEN_INVALID", { field: "sso" });
  });

  test("an account on an SSO domain without SSO yet: SSO log-in connects it, and its password keeps working", async () => {
    const account = await insertAccount(worker, { email: ssoEmail("globex.example") });
    const client = new ApiClient(worker);
    const tokens = await ssoTokensFor(client, account.email);
    expect(expectOk(await ssoLogIn(client, account.email, tokens.sso_id_token)).user.id).toBe(account.id);
    expect(expectOk(await client.post<SsoInfo>("/v3/sso/info/", { email: account.email })).existing_user_is_sso).toBe(true);
    expectOk(await logIn(new ApiClient(worker), account.email, account.password));
  });

  test("sign-up type sso for an email that has an account: EMAIL_TAKEN", async () => {
    const account = await insertAccount(worker, { email: ssoEmail() });
    const client = new ApiClient(worker);
    const tokens = await ssoTokensFor(client, account.email);
    expectApiError(await ssoSignup(client, account.email, tokens.sso_id_token), "EMAIL_TAKEN", { field: "email" });
  });

  test("sign-up type sso still needs the business name and the birthday", async () => {
    const email = ssoEmail();
    const client = new ApiClient(worker);
    const tokens = await ssoTokensFor(client, email);
    expectApiError(await ssoSignup(client, email, tokens.sso_id_token, { birthday: undefined }), "BIRTHDAY_MISSING", { field: "birthday" });
    expectApiError(await ssoSignup(client, email, tokens.sso_id_token, { business_name: " " }), "BUSINESS_NAME_MISSING");
    expectOk(await ssoSignup(client, email, tokens.sso_id_token));
  });
});

describe.concurrent("a provider speaks only for its own domains", () => {
  test("an acme token cannot log in a globex email (the flow must be of the email's provider)", async () => {
    const victim = await ssoUser("globex.example");
    const client = new ApiClient(worker);
    const tokens = await ssoTokensFor(client, ssoEmail("acme.example"));
    expectApiError(await ssoLogIn(client, victim.email, tokens.sso_id_token), "ID_TOKEN_INVALID", { field: "sso" });
  });

  test("a token for one person cannot log in another of the same domain", async () => {
    const victim = await ssoUser("acme.example");
    const client = new ApiClient(worker);
    const tokens = await ssoTokensFor(client, ssoEmail("acme.example"));
    expectApiError(await ssoLogIn(client, victim.email, tokens.sso_id_token), "ID_TOKEN_INVALID", { field: "sso" });
    expectApiError(await ssoSignup(client, victim.email, tokens.sso_id_token), "ID_TOKEN_INVALID", { field: "sso" });
  });

  test("an email on no SSO domain: SSO_DOMAIN_UNKNOWN, for log-in and sign-up", async () => {
    const account = await insertAccount(worker);
    const client = new ApiClient(worker);
    const tokens = await ssoTokensFor(client, ssoEmail());
    expectApiError(await ssoLogIn(client, account.email, tokens.sso_id_token), "SSO_DOMAIN_UNKNOWN", { field: "sso" });
    expectApiError(await ssoSignup(client, "someone.new@example.com", tokens.sso_id_token), "SSO_DOMAIN_UNKNOWN", { field: "sso" });
  });

  test("a Google ID token is not an SSO token", async () => {
    const client = new ApiClient(worker);
    const email = ssoEmail();
    const { code, state } = await authorize(client, "google", email);
    const google = expectOk(await client.post<{ id_token: string }>("/v3/oauth/google/token/", { code, state }));
    expectApiError(await ssoLogIn(client, email, google.id_token), "ID_TOKEN_INVALID", { field: "sso" });
  });
});

describe.concurrent("POST /v3/sso/token/ refusals", () => {
  test("an unknown state", async () => {
    const client = new ApiClient(worker);
    const { code } = await ssoAuthorize(client, ssoEmail());
    expectApiError(await client.post("/v3/sso/token/", { code, state: "not-a-state-we-made" }), "OAUTH_STATE_INVALID", { field: "sso" });
  });

  test("a state started by another browser", async () => {
    const { code, state } = await ssoAuthorize(new ApiClient(worker), ssoEmail());
    const other = new ApiClient(worker);
    expectApiError(await other.post("/v3/sso/token/", { code, state }), "OAUTH_STATE_INVALID", { field: "sso" });
    // Its own flow cookie does not make someone else's state its own.
    await other.post("/v3/sso/info/", { email: ssoEmail() });
    expectApiError(await other.post("/v3/sso/token/", { code, state }), "OAUTH_STATE_INVALID");
  });

  test("a state used twice, and a Google flow's state", async () => {
    const client = new ApiClient(worker);
    const { code, state } = await ssoAuthorize(client, ssoEmail());
    expectOk(await client.post("/v3/sso/token/", { code, state }));
    expectApiError(await client.post("/v3/sso/token/", { code, state }), "OAUTH_STATE_INVALID");
    const google = await authorize(client, "google", ssoEmail());
    expectApiError(await client.post("/v3/sso/token/", { code: google.code, state: google.state }), "OAUTH_STATE_INVALID", {
      field: "sso",
    });
  });

  test("a code redeemed with another flow's PKCE verifier is refused by the provider: ID_TOKEN_INVALID", async () => {
    const client = new ApiClient(worker);
    const a = await ssoAuthorize(client, ssoEmail());
    const b = await ssoAuthorize(client, ssoEmail());
    expectApiError(await client.post("/v3/sso/token/", { code: a.code, state: b.state }), "ID_TOKEN_INVALID", { field: "sso" });
  });

  test.each([
    ["a wrong issuer", "iss"],
    ["a wrong audience", "aud"],
  ] as const)("a token with %s is refused (jose verification): ID_TOKEN_INVALID, no tokens", async (_label, mode) => {
    const email = ssoEmail("rogue.example", mode);
    rogueModes.set(email, mode);
    const client = new ApiClient(worker);
    const { code, state } = await ssoAuthorize(client, email);
    expectApiError(await client.post("/v3/sso/token/", { code, state }), "ID_TOKEN_INVALID", { field: "sso" });
  });

  test("the same provider behaving: the rogue issuer's good tokens pass (the refusals above are about iss and aud only)", async () => {
    const email = ssoEmail("rogue.example", "fine");
    expect((await ssoTokensFor(new ApiClient(worker), email)).sso_email).toBe(email);
  });

  test("a provider that asserts no email, or an unverified one: sso_email null (the app answers 'No tokens returned'), and log-in refuses the token", async () => {
    for (const mode of ["noemail", "unverified"] as const) {
      const email = ssoEmail("rogue.example", mode);
      rogueModes.set(email, mode);
      const client = new ApiClient(worker);
      const tokens: SsoTokens = await ssoTokensFor(client, email);
      expect(tokens.sso_email).toBeNull();
      expectApiError(await ssoLogIn(client, email, tokens.sso_id_token), "ID_TOKEN_INVALID", { field: "sso" });
    }
  });
});

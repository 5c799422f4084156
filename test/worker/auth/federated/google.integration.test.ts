/**
 * Google sign-up and log-in (auth.md §1, §3 creds and signup payload, §4.1, §8.2) through the
 * authorization-code flow with PKCE, state and nonce against the local Google issuer
 * (scripts/local-oidc.ts), and the flow's refusals: a state that is unknown, reused or from
 * another browser, a code redeemed with another flow's PKCE verifier, an ID token used twice.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AUTH_API_MESSAGES } from "~common/auth/messages";
import { ApiClient, expectApiError, expectOk, sessionSetCookies } from "../../../support/api-client";
import {
  birthdayYearsAgo,
  expectAuthenticatedAs,
  insertAccount,
  logIn,
  register,
  uniqueEmail,
  viewer,
  type LoggedInUser,
} from "../../../support/auth-fixtures";
import { authorize, idTokenFor } from "../../../support/oidc-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  // DEV_TOOLS for PUT /v3/experiments/device/ (web_google_disabled).
  worker = await startWorker({ DEV_TOOLS: "true" });
});
afterAll(() => worker?.close());

const googleLogIn = (client: ApiClient, token: string) =>
  client.post<{ user: LoggedInUser }>("/v3/sessions/", { google_open_id_token: token });
const googleSignup = (client: ApiClient, token: string, extra: Record<string, unknown> = {}) =>
  register(client, { type: "google", google_open_id_token: token, birthday: birthdayYearsAgo(30), ...extra });

describe.concurrent("POST /v3/oauth/google/start/", () => {
  test("answers the provider's authorization URL with state, nonce, an S256 PKCE challenge and our callback, and binds the flow to the browser", async () => {
    const client = new ApiClient(worker);
    const result = await client.post<{ authorization_url: string }>("/v3/oauth/google/start/", {});
    const url = new URL(expectOk(result).authorization_url);
    expect(url.origin).toBe(worker.oidc.issuers.google);
    expect(url.searchParams.get("client_id")).toBe("pinboard-local-google.apps.example");
    expect(url.searchParams.get("redirect_uri")).toBe(new URL("/oauth/google/callback", worker.url).toString());
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    for (const p of ["state", "nonce", "code_challenge"]) expect(url.searchParams.get(p)).toMatch(/^[\w-]{40,}$/);
    expect(client.jar.get("oidc_flow")).toBeDefined();
  });

  test("a device in web_google_disabled: 403 GOOGLE_DISABLED, 'Oops! Google isn't available' (auth.md §6, §2.3), and no flow", async () => {
    const client = new ApiClient(worker);
    expectOk(await client.request("PUT", "/v3/experiments/device/", { experiment: "web_google_disabled", group: "enabled" }));
    const result = await client.post("/v3/oauth/google/start/", {});
    expectApiError(result, "GOOGLE_DISABLED", { field: "google", message: "Oops! Google isn't available" });
    expect(client.jar.get("oidc_flow")).toBeUndefined();
  });
});

describe.concurrent("Google sign-up and log-in", () => {
  test("a new person: log-in answers ACCOUNT_NOT_FOUND (field google), sign-up with the birthday creates the account, a later Google log-in finds it", async () => {
    const email = uniqueEmail("gina", "google");
    const client = new ApiClient(worker);
    const first = await idTokenFor(client, "google", email);
    expect(first).toMatchObject({ email, first_name: "Gina" });
    expectApiError(await googleLogIn(client, first.id_token), "ACCOUNT_NOT_FOUND", { field: "google" });

    const missingBirthday = await register(client, { type: "google", google_open_id_token: first.id_token });
    expectApiError(missingBirthday, "BIRTHDAY_MISSING", { field: "birthday" });
    const created = expectOk(await googleSignup(client, first.id_token));
    expect(created.full_name).toBe("Gina");
    await expectAuthenticatedAs(client, created.id);
    // §3 Viewer: a Google account without a password.
    expect(expectOk(await viewer(client)).info).toMatchObject({ hasPassword: false, connectedToGoogle: true, email });
    const row = await (await worker.env()).DB.prepare("SELECT signup_type, password_hash FROM users WHERE id = ?").bind(created.id).first();
    expect(row).toEqual({ signup_type: "google", password_hash: null });

    const later = new ApiClient(worker);
    const token = await idTokenFor(later, "google", email);
    const loggedIn = expectOk(await googleLogIn(later, token.id_token));
    expect(loggedIn.user.id).toBe(created.id);
    expect(sessionSetCookies((await googleLogIn(later, token.id_token)).res)).toEqual([]);
    await expectAuthenticatedAs(later, created.id);
  });

  test("an ID token is good for one log-in or sign-up only", async () => {
    const client = new ApiClient(worker);
    const token = await idTokenFor(client);
    expectOk(await googleSignup(client, token.id_token));
    expectApiError(await googleLogIn(new ApiClient(worker), token.id_token), "ID_TOKEN_INVALID", {
      message: AUTH_API_MESSAGES.socialLoginFailed,
    });
    expectApiError(await googleSignup(new ApiClient(worker), token.id_token), "ID_TOKEN_INVALID");
  });

  test("a token that never came through our flow (its nonce is unknown) is refused", async () => {
    const forged = await fetch(`${worker.oidc.issuers.google}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: "x",
        client_id: "pinboard-local-google.apps.example",
        redirect_uri: "http://x/",
      }),
    }).then((r) => r.json() as Promise<{ id_token: string }>);
    expectApiError(await googleLogIn(new ApiClient(worker), forged.id_token), "ID_TOKEN_INVALID", { field: "google" });
  });

  test("an existing email account is linked by the provider's verified email: Google logs in to it and the password still works", async () => {
    const account = await insertAccount(worker);
    const client = new ApiClient(worker);
    const token = await idTokenFor(client, "google", account.email);
    expect(expectOk(await googleLogIn(client, token.id_token)).user.id).toBe(account.id);
    expect(expectOk(await viewer(client)).info).toMatchObject({ hasPassword: true, connectedToGoogle: true });
    expectOk(await logIn(new ApiClient(worker), account.email, account.password));
  });

  test("sign-up with Google for an email that has an account answers EMAIL_TAKEN (EmailAlreadyExist)", async () => {
    const account = await insertAccount(worker);
    const client = new ApiClient(worker);
    const token = await idTokenFor(client, "google", account.email);
    expectApiError(await googleSignup(client, token.id_token), "EMAIL_TAKEN", { field: "email" });
  });

  test("a provider that shares no email: sign-up needs the EmailCollection email, and a taken one is EMAIL_TAKEN", async () => {
    const client = new ApiClient(worker);
    const token = await idTokenFor(client, "google", `noemail:Nomi ${crypto.randomUUID().slice(0, 8)}`);
    expect(token.email).toBeNull();
    expectApiError(await googleSignup(client, token.id_token), "EMAIL_MISSING", { field: "email" });
    const taken = await insertAccount(worker);
    expectApiError(await googleSignup(client, token.id_token, { email: taken.email }), "EMAIL_TAKEN");
    const email = uniqueEmail("nomi", "collected");
    const user = expectOk(await googleSignup(client, token.id_token, { email }));
    expect(user.full_name).toMatch(/^Nomi/);
  });

  test("a password log-in to a Google-only account answers GOOGLE_ONLY_ACCOUNT with the §8.2 text", async () => {
    const email = uniqueEmail("only", "google");
    const client = new ApiClient(worker);
    expectOk(await googleSignup(client, (await idTokenFor(client, "google", email)).id_token));
    expectApiError(await logIn(new ApiClient(worker), email, "any-password-1"), "GOOGLE_ONLY_ACCOUNT", {
      message: "Your account is already linked to Google. To log in with email, set a password.",
    });
  });
});

describe.concurrent("POST /v3/oauth/google/token/ refusals", () => {
  test("an unknown state", async () => {
    const client = new ApiClient(worker);
    const { code } = await authorize(client, "google", uniqueEmail());
    expectApiError(await client.post("/v3/oauth/google/token/", { code, state: "not-a-state-we-made" }), "OAUTH_STATE_INVALID", {
      field: "google",
    });
  });

  test("a state started by another browser (no or another flow cookie)", async () => {
    const starter = new ApiClient(worker);
    const { code, state } = await authorize(starter, "google", uniqueEmail());
    const other = new ApiClient(worker);
    expectApiError(await other.post("/v3/oauth/google/token/", { code, state }), "OAUTH_STATE_INVALID");
    await other.post("/v3/oauth/google/start/", {});
    expectApiError(await other.post("/v3/oauth/google/token/", { code, state }), "OAUTH_STATE_INVALID");
  });

  test("a state used twice", async () => {
    const client = new ApiClient(worker);
    const { code, state } = await authorize(client, "google", uniqueEmail());
    expectOk(await client.post("/v3/oauth/google/token/", { code, state }));
    expectApiError(await client.post("/v3/oauth/google/token/", { code, state }), "OAUTH_STATE_INVALID");
  });

  test("a code redeemed with another flow's PKCE verifier is refused by the provider: ID_TOKEN_INVALID", async () => {
    const client = new ApiClient(worker);
    const a = await authorize(client, "google", uniqueEmail());
    const b = await authorize(client, "google", uniqueEmail());
    expectApiError(await client.post("/v3/oauth/google/token/", { code: a.code, state: b.state }), "ID_TOKEN_INVALID", { field: "google" });
  });

  test("an expired flow", async () => {
    const client = new ApiClient(worker);
    const { code, state } = await authorize(client, "google", uniqueEmail());
    await (await worker.env()).DB.prepare("UPDATE oidc_flows SET expires_at = 0 WHERE state = ?").bind(state).run();
    expectApiError(await client.post("/v3/oauth/google/token/", { code, state }), "OAUTH_STATE_INVALID");
  });
});

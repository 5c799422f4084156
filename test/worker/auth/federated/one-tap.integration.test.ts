/**
 * Google's one-tap prompt and the popup (auth.md §1, §3 login type GOOGLE_ONE_TAP 4 and sign-up
 * type google_one_tap, §5; docs/decisions/017 "Popup and one-tap"; migrations/0046): a flow
 * started with ux one_tap says so in the token answer, logs in as login type 4 and signs up as
 * google_one_tap whatever the page sends; production's prompt hands an ID token over through POST
 * /v3/oauth/google/credential/, which takes it only for a one-tap flow this browser started, once.
 * Here the test plays Google Identity Services: it redeems the code at the local provider itself.
 * Also the developer's country (worker/platform/dev-country.ts): honoured only with DEV_TOOLS.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { birthdayYearsAgo, register, uniqueEmail, type LoggedInUser } from "../../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";
import type { OidcToken } from "~common/auth/schemas";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
});
afterAll(() => worker?.close());

interface Started {
  authorization_url: string;
  client_id: string;
  nonce: string;
}

/** Starts a flow with `ux` and follows the local provider's authorize redirect: the code and state, and the flow's nonce. */
async function startAndAuthorize(client: ApiClient, ux: string, hint = uniqueEmail("onetap", "person")) {
  const started = expectOk(await client.post<Started>("/v3/oauth/google/start/", { login_hint: hint, ux }));
  const res = await fetch(started.authorization_url, { redirect: "manual" });
  const back = new URL(res.headers.get("location")!);
  return { ...started, code: back.searchParams.get("code")!, state: back.searchParams.get("state")!, hint };
}

/** What Google Identity Services would hand the page: the ID token, redeemed at the provider directly (with the flow's PKCE verifier). */
async function credentialFor(client: ApiClient, ux = "one_tap") {
  const flow = await startAndAuthorize(client, ux);
  const env = await worker.env();
  const row = await env.DB.prepare("SELECT code_verifier, redirect_uri FROM oidc_flows WHERE state = ?")
    .bind(flow.state)
    .first<{ code_verifier: string; redirect_uri: string }>();
  const res = await fetch(`${worker.oidc.issuers.google}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: flow.code,
      redirect_uri: row!.redirect_uri,
      client_id: flow.client_id,
      code_verifier: row!.code_verifier,
    }),
  });
  const { id_token } = (await res.json()) as { id_token: string };
  return { credential: id_token, nonce: flow.nonce };
}

describe.concurrent("one-tap and popup flows", () => {
  test("start answers the client id and the flow's nonce besides the authorization URL", async () => {
    const client = new ApiClient(worker);
    const started = expectOk(await client.post<Started>("/v3/oauth/google/start/", { ux: "popup" }));
    expect(started.client_id).toBe("pinboard-local-google.apps.example");
    expect(new URL(started.authorization_url).searchParams.get("nonce")).toBe(started.nonce);
  });

  test("one_tap is Google's: Line refuses it with 400", async () => {
    const result = await new ApiClient(worker).post("/v3/oauth/line/start/", { ux: "one_tap" });
    expectApiError(result, "BAD_REQUEST", { field: "ux" });
  });

  test("a one-tap flow: the token says one_tap, sign-up records google_one_tap even when the page says google, and a later one-tap log-in is login type 4", async () => {
    const client = new ApiClient(worker);
    const { code, state, hint } = await startAndAuthorize(client, "one_tap");
    const token = expectOk(await client.post<OidcToken>("/v3/oauth/google/token/", { code, state }));
    expect(token.one_tap).toBe(true);
    expectOk(await register(client, { type: "google", google_open_id_token: token.id_token, birthday: birthdayYearsAgo(30) }));
    const env = await worker.env();
    expect(await env.DB.prepare("SELECT signup_type FROM users WHERE email = ?").bind(hint).first("signup_type")).toBe("google_one_tap");

    const again = new ApiClient(worker);
    const flow = await startAndAuthorize(again, "one_tap", hint);
    const second = expectOk(await again.post<OidcToken>("/v3/oauth/google/token/", { code: flow.code, state: flow.state }));
    const logIn = expectOk(
      await again.post<{ user: LoggedInUser; login_type: number }>("/v3/sessions/", { google_open_id_token: second.id_token }),
    );
    expect(logIn.login_type).toBe(4);
  });

  test("a popup (or redirect) flow is the button's: one_tap false, log-in type GPLUS 3", async () => {
    const client = new ApiClient(worker);
    const { code, state, hint } = await startAndAuthorize(client, "popup");
    const token = expectOk(await client.post<OidcToken>("/v3/oauth/google/token/", { code, state }));
    expect(token.one_tap).toBe(false);
    expectOk(await register(client, { type: "google", google_open_id_token: token.id_token, birthday: birthdayYearsAgo(30) }));
    const again = new ApiClient(worker);
    const flow = await startAndAuthorize(again, "popup", hint);
    const second = expectOk(await again.post<OidcToken>("/v3/oauth/google/token/", { code: flow.code, state: flow.state }));
    expect(expectOk(await again.post<{ login_type: number }>("/v3/sessions/", { google_open_id_token: second.id_token })).login_type).toBe(
      3,
    );
  });
});

describe.concurrent("POST /v3/oauth/google/credential/ (production's one-tap prompt)", () => {
  test("takes the ID token of this browser's one-tap flow: the verified token for sign-up, once", async () => {
    const client = new ApiClient(worker);
    const { credential } = await credentialFor(client);
    const token = expectOk(await client.post<OidcToken>("/v3/oauth/google/credential/", { credential }));
    expect(token).toMatchObject({ id_token: credential, one_tap: true });
    expect(token.email).toMatch(/@/);
    expectApiError(await client.post("/v3/oauth/google/credential/", { credential }), "OAUTH_STATE_INVALID", { field: "google" });
    expectOk(await register(client, { type: "google_one_tap", google_open_id_token: credential, birthday: birthdayYearsAgo(30) }));
  });

  test("another browser (no or another flow cookie) is refused, and the flow stays usable by its own browser", async () => {
    const client = new ApiClient(worker);
    const { credential } = await credentialFor(client);
    expectApiError(await new ApiClient(worker).post("/v3/oauth/google/credential/", { credential }), "OAUTH_STATE_INVALID");
    const other = new ApiClient(worker);
    expectOk(await other.post("/v3/oauth/google/start/", { ux: "one_tap" }));
    expectApiError(await other.post("/v3/oauth/google/credential/", { credential }), "OAUTH_STATE_INVALID");
    expectOk(await client.post("/v3/oauth/google/credential/", { credential }));
  });

  test("the token of a popup flow is not a one-tap credential", async () => {
    const client = new ApiClient(worker);
    const { credential } = await credentialFor(client, "popup");
    expectApiError(await client.post("/v3/oauth/google/credential/", { credential }), "OAUTH_STATE_INVALID");
  });

  test("a forged token (bad signature) is refused without spending the flow", async () => {
    const client = new ApiClient(worker);
    const { credential } = await credentialFor(client);
    const [h, p, sig] = credential.split(".");
    const forged = `${h}.${p}.${sig!.slice(0, -4)}AAAA`;
    expectApiError(await client.post("/v3/oauth/google/credential/", { credential: forged }), "ID_TOKEN_INVALID");
    expectOk(await client.post("/v3/oauth/google/credential/", { credential }));
  });

  test("Line has no one-tap: refused", async () => {
    expectApiError(await new ApiClient(worker).post("/v3/oauth/line/credential/", { credential: "a.b.c" }), "OAUTH_STATE_INVALID");
  });
});

describe("the developer's country (DEV_TOOLS only)", () => {
  test("the dev_country cookie sets the request's country where DEV_TOOLS is on, and is ignored elsewhere", async () => {
    // The country shows on the /signup page: Line is offered in JP only (auth.md §1).
    const page = await (await worker.fetch("/signup", { headers: { cookie: "dev_country=JP" } })).text();
    expect(page).toContain("Continue with LINE");
    expect(await (await worker.fetch("/signup")).text()).not.toContain("Continue with LINE");
    const plain = await startWorker();
    try {
      expect(await (await plain.fetch("/signup", { headers: { cookie: "dev_country=JP" } })).text()).not.toContain("Continue with LINE");
    } finally {
      await plain.close();
    }
  });
});

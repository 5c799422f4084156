/**
 * Consumer side of federated sign-in (auth.md §1, §3, §4.1, §8.2; docs/decisions/017): the calls
 * the Google pages make through the API client, with the answers they act on:
 *   oauth-start.ts           oidcStartRoute ok (authorization URL, the flow cookie; for the
 *                            one-tap prompt the client id and nonce) / GOOGLE_DISABLED;
 *   oauth-callback.server.ts oidcTokenRoute ok (one_tap) / OAUTH_STATE_INVALID; oidcCredentialRoute
 *                            (production's one-tap credential) OAUTH_STATE_INVALID (its success needs
 *                            a token only Google's script hands out: integration-tested in
 *                            test/worker/auth/federated/one-tap.integration.test.ts); logInRoute with
 *                            google_open_id_token ok / ACCOUNT_NOT_FOUND (field google: social
 *                            sign-up starts) / ID_TOKEN_INVALID; registerRoute type google ok /
 *                            EMAIL_MISSING (EmailCollection) / BIRTHDAY_MISSING;
 *   login.server.ts          logInRoute with a password for a Google-only account: GOOGLE_ONLY_ACCOUNT;
 * and the same pages for Line (offered in JP): oidcStartRoute, logInRoute with line_id_token
 * ACCOUNT_NOT_FOUND (field line), registerRoute type line ok.
 * Values only the provider can make (codes, states, ID tokens, the flow cookie) come from the
 * provider states of ./states/federated.ts.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import { logInRoute, registerRoute } from "~common/auth/contracts";
import { oidcCredentialRoute, oidcStartRoute, oidcTokenRoute } from "~common/auth/federated/contracts";
import { API_ERRORS } from "~common/errors";
import { clientFor, createPact, interaction } from "./interaction";
import { FEDERATED_STATES as STATE } from "./states/federated";

const { boolean, integer, regex, string, fromProviderState } = MatchersV3;
const pact = createPact();

const ID_TOKEN_EXAMPLE = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJsb2NhbC0xIn0.c2lnbmF0dXJl";
const ID_TOKEN = fromProviderState("${idToken}", ID_TOKEN_EXAMPLE);
const EMAIL_EXAMPLE = "google.person@example.com";
const ADULT_BIRTHDAY = 631152000;

const SESSION_SET_COOKIE = regex(
  /^(pin_sess=[A-Za-z0-9_-]+; Max-Age=[1-9][0-9]*; Path=\/; HttpOnly; SameSite=Lax|__Host-pin_sess=[A-Za-z0-9_-]+; Max-Age=[1-9][0-9]*; Path=\/; HttpOnly; Secure; SameSite=Lax|(__Host-)?pin_acct=[A-Za-z0-9%._-]+; Max-Age=[1-9][0-9]*; Path=\/; HttpOnly;( Secure;)? SameSite=Lax)$/,
  "pin_sess=AbCdEfGhIjKlMnOpQrStUv; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax",
);
const FLOW_SET_COOKIE = regex(/^oidc_flow=[A-Za-z0-9_-]+; Max-Age=600; Path=\/; HttpOnly;( Secure;)? SameSite=Lax$/, "oidc_flow=AbCdEf0123456789; Max-Age=600; Path=/; HttpOnly; SameSite=Lax");

/** What start answers besides the URL (the production one-tap prompt reads them). */
const STARTED_EXTRAS = { client_id: string("pinboard-local-google.apps.example"), nonce: string("rrZPnrOC8e0oK-eixzH0bpjIfQYK1C6kk4R0Bh8sDvU") };

const loggedInUser = () => ({
  id: string("3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10"),
  username: string("googleperson"),
  full_name: string("Google"),
  image_large_url: null,
  avatar_color_index: integer(4),
  is_partner: boolean(false),
});

const clientError = (name: keyof typeof API_ERRORS, data?: Record<string, unknown>) => ({
  ok: false,
  status: API_ERRORS[name].status,
  error: { api_error_code: API_ERRORS[name].code, message: API_ERRORS[name].message, http_status: API_ERRORS[name].status, ...(data && { data }) },
});

describe("POST /v3/oauth/google/start/", () => {
  test("answers the provider's authorization URL and sets the flow cookie", async () => {
    await interaction(pact, {
      route: oidcStartRoute,
      uponReceiving: "a start of Google sign-in",
      request: { params: { provider: "google" }, json: {} },
      response: {
        data: { authorization_url: regex(/^https?:\/\/.+[?&]code_challenge_method=S256(&|$).*/, "http://127.0.0.1:8480/authorize?response_type=code&state=s&nonce=n&code_challenge=c&code_challenge_method=S256"), ...STARTED_EXTRAS },
        headers: { "Set-Cookie": FLOW_SET_COOKIE },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(oidcStartRoute, { params: { provider: "google" }, json: {} });
      expect(res).toMatchObject({ ok: true, status: 200 });
      if (res.ok) expect(new URL(res.data.authorization_url).searchParams.get("code_challenge_method")).toBe("S256");
    });
  });

  test("a one-tap flow (the production prompt): the client id and the nonce Google Identity Services takes", async () => {
    await interaction(pact, {
      route: oidcStartRoute,
      uponReceiving: "a start of Google's one-tap prompt",
      request: { params: { provider: "google" }, json: { ux: "one_tap" } },
      response: {
        data: { authorization_url: string("http://127.0.0.1:8480/authorize?response_type=code"), client_id: string("pinboard-local-google.apps.example"), nonce: regex(/^[\w-]{40,}$/, "rrZPnrOC8e0oK-eixzH0bpjIfQYK1C6kk4R0Bh8sDvU") },
        headers: { "Set-Cookie": FLOW_SET_COOKIE },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(oidcStartRoute, { params: { provider: "google" }, json: { ux: "one_tap" } });
      expect(res).toMatchObject({ ok: true, data: { client_id: expect.any(String), nonce: expect.any(String) } });
    });
  });
});

describe("POST /v3/oauth/google/credential/", () => {
  test("a credential of no one-tap flow of this browser: OAUTH_STATE_INVALID (the page shows 'Sorry, we can't log you in.')", async () => {
    await interaction(pact, {
      route: oidcCredentialRoute,
      uponReceiving: "a one-tap credential without a one-tap flow",
      request: { params: { provider: "google" }, json: { credential: ID_TOKEN_EXAMPLE } },
      response: { error: "OAUTH_STATE_INVALID", data: { field: "google" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(oidcCredentialRoute, { params: { provider: "google" }, json: { credential: ID_TOKEN_EXAMPLE } });
      expect(res).toMatchObject(clientError("OAUTH_STATE_INVALID", { field: "google" }));
    });
  });
});

describe("POST /v3/oauth/google/start/ where Google is turned off", () => {
  test("a device in web_google_disabled: GOOGLE_DISABLED (the page opens 'Oops! Google isn't available')", async () => {
    const cookie = fromProviderState("${deviceCookie}", "pin_device=0123456789abcdef0123456789abcdef");
    await interaction(pact, {
      route: oidcStartRoute,
      uponReceiving: "a start of Google sign-in from a device in web_google_disabled",
      given: { state: "the browser's device is in a group of an experiment", params: { experiment: "web_google_disabled", group: "enabled" } },
      request: { params: { provider: "google" }, json: {}, headers: { Cookie: cookie } },
      response: { error: "GOOGLE_DISABLED", data: { field: "google" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: "pin_device=0123456789abcdef0123456789abcdef" }).call(oidcStartRoute, { params: { provider: "google" }, json: {} });
      expect(res).toMatchObject(clientError("GOOGLE_DISABLED", { field: "google" }));
    });
  });
});

describe("POST /v3/oauth/google/token/", () => {
  test("the code and state from this browser's flow: a verified ID token and the provider's email", async () => {
    await interaction(pact, {
      route: oidcTokenRoute,
      uponReceiving: "the code and state of this browser's Google flow",
      given: { state: STATE.googleCodeBack },
      request: {
        params: { provider: "google" },
        json: { code: fromProviderState("${code}", "3408167e-59a2-4ec9-9d0d-6dcfee2ebc6d"), state: fromProviderState("${state}", "rrZPnrOC8e0oK-eixzH0bpjIfQYK1C6kk4R0Bh8sDvU") },
        headers: { Cookie: fromProviderState("${flowCookie}", "oidc_flow=AbCdEf0123456789") },
      },
      response: { data: { id_token: string(ID_TOKEN_EXAMPLE), email: string(EMAIL_EXAMPLE), first_name: string("Google"), one_tap: boolean(false) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: "oidc_flow=AbCdEf0123456789" }).call(oidcTokenRoute, {
        params: { provider: "google" },
        json: { code: "3408167e-59a2-4ec9-9d0d-6dcfee2ebc6d", state: "rrZPnrOC8e0oK-eixzH0bpjIfQYK1C6kk4R0Bh8sDvU" },
      });
      expect(res).toMatchObject({ ok: true, data: { id_token: expect.any(String), email: EMAIL_EXAMPLE } });
    });
  });

  test("a state this browser did not start: OAUTH_STATE_INVALID (the page shows 'Sorry, we can't log you in.')", async () => {
    await interaction(pact, {
      route: oidcTokenRoute,
      uponReceiving: "a Google code with a state nobody started",
      request: { params: { provider: "google" }, json: { code: "some-code", state: "not-a-state-we-made" } },
      response: { error: "OAUTH_STATE_INVALID", data: { field: "google" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(oidcTokenRoute, { params: { provider: "google" }, json: { code: "some-code", state: "not-a-state-we-made" } });
      expect(res).toMatchObject(clientError("OAUTH_STATE_INVALID", { field: "google" }));
    });
  });
});

describe("POST /v3/sessions/ with a Google ID token", () => {
  test("a person with an account: logged in, the session cookie set", async () => {
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a Google log-in of a person with an account",
      given: { state: STATE.googleAccount },
      request: { json: { google_open_id_token: ID_TOKEN } },
      response: { data: { user: loggedInUser() }, headers: { "Set-Cookie": SESSION_SET_COOKIE } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(logInRoute, { json: { google_open_id_token: ID_TOKEN_EXAMPLE } });
      expect(res).toMatchObject({ ok: true, status: 200 });
    });
  });

  test("a person without an account: ACCOUNT_NOT_FOUND on the google field (social sign-up starts, §8.2)", async () => {
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a Google log-in of a person without an account",
      given: { state: STATE.googleNewPerson },
      request: { json: { google_open_id_token: ID_TOKEN } },
      response: { error: "ACCOUNT_NOT_FOUND", data: { field: "google" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(logInRoute, { json: { google_open_id_token: ID_TOKEN_EXAMPLE } });
      expect(res).toMatchObject(clientError("ACCOUNT_NOT_FOUND", { field: "google" }));
    });
  });

  test("a token that is not a verified Google ID token: ID_TOKEN_INVALID", async () => {
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a Google log-in with a token that is not one",
      request: { json: { google_open_id_token: "not-a-token" } },
      response: { error: "ID_TOKEN_INVALID", data: { field: "google" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(logInRoute, { json: { google_open_id_token: "not-a-token" } });
      expect(res).toMatchObject(clientError("ID_TOKEN_INVALID", { field: "google" }));
    });
  });

  test("a password for a Google-only account: GOOGLE_ONLY_ACCOUNT (§8.2)", async () => {
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a password log-in to an account that only has Google",
      given: { state: STATE.googleAccount },
      request: { json: { username_or_email: fromProviderState("${email}", EMAIL_EXAMPLE), password: "any-password-1" } },
      response: { error: "GOOGLE_ONLY_ACCOUNT" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(logInRoute, { json: { username_or_email: EMAIL_EXAMPLE, password: "any-password-1" } });
      expect(res).toMatchObject(clientError("GOOGLE_ONLY_ACCOUNT"));
    });
  });
});

describe("POST /v3/register/ type google (socialSignupWithAge, EmailCollection)", () => {
  test("the birthday with a fresh ID token: the new user and the session cookie", async () => {
    await interaction(pact, {
      route: registerRoute,
      uponReceiving: "a Google sign-up with a birthday",
      given: { state: STATE.googleNewPerson },
      request: { json: { type: "google", google_open_id_token: ID_TOKEN, birthday: ADULT_BIRTHDAY } },
      response: { data: loggedInUser(), headers: { "Set-Cookie": SESSION_SET_COOKIE } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(registerRoute, { json: { type: "google", google_open_id_token: ID_TOKEN_EXAMPLE, birthday: ADULT_BIRTHDAY } as never });
      expect(res).toMatchObject({ ok: true, status: 200 });
    });
  });

  test("no birthday: BIRTHDAY_MISSING on the birthday field (the step stays)", async () => {
    await interaction(pact, {
      route: registerRoute,
      uponReceiving: "a Google sign-up without a birthday",
      given: { state: STATE.googleNewPerson },
      request: { json: { type: "google", google_open_id_token: ID_TOKEN } },
      response: { error: "BIRTHDAY_MISSING", data: { field: "birthday" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(registerRoute, { json: { type: "google", google_open_id_token: ID_TOKEN_EXAMPLE } as never });
      expect(res).toMatchObject(clientError("BIRTHDAY_MISSING", { field: "birthday" }));
    });
  });

  test("a token that is not a verified Google ID token: ID_TOKEN_INVALID", async () => {
    await interaction(pact, {
      route: registerRoute,
      uponReceiving: "a Google sign-up with a token that is not one",
      request: { json: { type: "google", google_open_id_token: "not-a-token", birthday: ADULT_BIRTHDAY } },
      response: { error: "ID_TOKEN_INVALID", data: { field: "google" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(registerRoute, { json: { type: "google", google_open_id_token: "not-a-token", birthday: ADULT_BIRTHDAY } as never });
      expect(res).toMatchObject(clientError("ID_TOKEN_INVALID", { field: "google" }));
    });
  });
});

describe("Line (auth.md §1, §3 line_id_token, signup type line)", () => {
  test("POST /v3/oauth/line/start/: the provider's authorization URL and the flow cookie", async () => {
    await interaction(pact, {
      route: oidcStartRoute,
      uponReceiving: "a start of Line sign-in",
      request: { params: { provider: "line" }, json: {} },
      response: {
        data: { authorization_url: regex(/^https?:\/\/.+[?&]code_challenge_method=S256(&|$).*/, "http://127.0.0.1:8481/authorize?response_type=code&state=s&nonce=n&code_challenge=c&code_challenge_method=S256"), ...STARTED_EXTRAS },
        headers: { "Set-Cookie": FLOW_SET_COOKIE },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(oidcStartRoute, { params: { provider: "line" }, json: {} });
      expect(res).toMatchObject({ ok: true, status: 200 });
    });
  });

  test("a Line log-in of a person without an account: ACCOUNT_NOT_FOUND on the line field (social sign-up starts)", async () => {
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a Line log-in of a person without an account",
      given: { state: STATE.lineNewPerson },
      request: { json: { line_id_token: ID_TOKEN } },
      response: { error: "ACCOUNT_NOT_FOUND", data: { field: "line" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(logInRoute, { json: { line_id_token: ID_TOKEN_EXAMPLE } });
      expect(res).toMatchObject(clientError("ACCOUNT_NOT_FOUND", { field: "line" }));
    });
  });

  test("a Line sign-up with the birthday: the new user and the session cookie", async () => {
    await interaction(pact, {
      route: registerRoute,
      uponReceiving: "a Line sign-up with a birthday",
      given: { state: STATE.lineNewPerson },
      request: { json: { type: "line", line_id_token: ID_TOKEN, birthday: ADULT_BIRTHDAY } },
      response: { data: loggedInUser(), headers: { "Set-Cookie": SESSION_SET_COOKIE } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(registerRoute, { json: { type: "line", line_id_token: ID_TOKEN_EXAMPLE, birthday: ADULT_BIRTHDAY } as never });
      expect(res).toMatchObject({ ok: true, status: 200 });
    });
  });
});

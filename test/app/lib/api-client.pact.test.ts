/**
 * Consumer side of the Pact V4 contract between the app's API client (app/lib/api-client.ts,
 * consumer "pinboard-web") and the API (provider "pinboard-api"). Every call the client makes is
 * exercised against the Pact mock server, with every answer the pages act on:
 *   login.tsx      viewer() (AUTH redirects), logIn() ok / field errors / rate-limited modal;
 *   signup.tsx     emailExists(), validateEmail(), register() ok / field errors / UNDER_AGE flag;
 *   logout.tsx     logOut() and its clearing Set-Cookie; root.tsx viewer() for the header;
 *   resources.email-status.ts emailExists();
 *   auth/form-state.ts routes errors by http_status 429 / rate-limit codes, then data.field, so
 *   those are pinned exactly for every error below.
 * Codes, statuses and messages are exact (from the API's own catalogue); values that vary between
 * runs or deployments (ids, usernames, names, avatar index, cookie token) are matched by type or
 * regex. Values the provider must create (a never-used email, a live session cookie) come from
 * provider states (`fromProviderState`), so the same contract verifies against a fresh Worker and
 * against a long-lived deployment: see test/contracts/provider-states.ts.
 *
 * Writes contracts/pinboard-web-pinboard-api.json (deleted first so removed interactions do not
 * linger: Pact merges into an existing file).
 */
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { MatchersV3, PactV4, SpecificationVersion, type V3MockServer } from "@pact-foundation/pact";
import { beforeAll, describe, expect, test } from "vitest";
import { createApiClient } from "../../../app/lib/api-client";
import { API_ERRORS } from "../../../worker/api/error-codes";
import { AUTH_MESSAGES } from "../../../worker/auth/messages";

const { integer, regex, string, fromProviderState } = MatchersV3;

export const CONSUMER = "pinboard-web";
export const PROVIDER = "pinboard-api";
const CONTRACTS_DIR = resolve(import.meta.dirname, "../../../contracts");
const CONTRACT_FILE = resolve(CONTRACTS_DIR, `${CONSUMER}-${PROVIDER}.json`);

// ---- Provider states (names and parameters are part of the contract) ----------------------------
const JANE = { email: "jane@example.com", password: "correct-horse-9" };
const LOCKED = { email: "locked@example.com", password: "correct-horse-9" };
const STATE = {
  freeEmail: "no account uses a freshly generated email",
  janeExists: `a user with email ${JANE.email} exists`,
  locked: `account ${LOCKED.email} is locked`,
  loggedIn: `the viewer is logged in as ${JANE.email}`,
} as const;

// ---- Example values (what the mock server answers with; the provider may differ where matched) --
const FRESH_EMAIL_EXAMPLE = "new.pinner.k3x9@example.com";
const SESSION_TOKEN_EXAMPLE = "AbCdEfGhIjKlMnOpQrStUv";
/** 1990-01-01T00:00:00Z: an adult birthday. */
const ADULT_BIRTHDAY = 631152000;
/** Jan 1, five years ago: always under the minimum sign-up age, never after Jan 1 of this year. */
const CHILD_BIRTHDAY = Date.UTC(new Date().getUTCFullYear() - 5, 0, 1) / 1000;

/**
 * The session cookie as the browser gets it: `pin_sess` over http (local runs) or `__Host-pin_sess`
 * with Secure over https; always Path=/, HttpOnly, SameSite=Lax, with a positive lifetime.
 */
const SESSION_SET_COOKIE = regex(
  /^(pin_sess=[A-Za-z0-9_-]+; Max-Age=[1-9][0-9]*; Path=\/; HttpOnly; SameSite=Lax|__Host-pin_sess=[A-Za-z0-9_-]+; Max-Age=[1-9][0-9]*; Path=\/; HttpOnly; Secure; SameSite=Lax)$/,
  `pin_sess=${SESSION_TOKEN_EXAMPLE}; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax`,
);
/** Log-out clears the same cookie. */
const CLEARED_SET_COOKIE = regex(
  /^(pin_sess=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax|__Host-pin_sess=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax)$/,
  "pin_sess=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
);
/** The request cookie of a logged-in browser; the provider state supplies a real one. */
const SESSION_COOKIE = fromProviderState("${sessionCookie}", `pin_sess=${SESSION_TOKEN_EXAMPLE}`);

const JSON_CONTENT = { "Content-Type": regex(/^application\/json(;.*)?$/, "application/json") };

/** The user shape of auth.md §3 (LoggedInUserSchema); email sign-up sets no image. */
const loggedInUser = (fullName: string, username: string) => ({
  id: string("3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10"),
  username: string(username),
  full_name: string(fullName),
  image_large_url: null,
  avatar_color_index: integer(4),
});

/** The error envelope; `data` only when the API sends it (the pages route by data.field). */
const errorBody = (name: keyof typeof API_ERRORS, data?: Record<string, unknown>) => ({
  resource_response: {
    error: {
      api_error_code: API_ERRORS[name].code,
      message: API_ERRORS[name].message,
      http_status: API_ERRORS[name].status,
      ...(data && { data }),
    },
  },
});

const pact = new PactV4({
  consumer: CONSUMER,
  provider: PROVIDER,
  dir: CONTRACTS_DIR,
  spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
  host: "127.0.0.1",
  logLevel: "warn",
});

const clientFor = (mock: V3MockServer, headers?: HeadersInit) =>
  createApiClient({ baseUrl: mock.url, transport: (req) => fetch(req), headers });

beforeAll(() => {
  rmSync(CONTRACT_FILE, { force: true });
});

describe("GET /v3/register/exists/", () => {
  test("a free email: data false", async () => {
    await pact
      .addInteraction()
      .given(STATE.freeEmail)
      .uponReceiving("an email-exists check for an email nobody uses")
      .withRequest("GET", "/v3/register/exists/", (b) => b.query({ email: fromProviderState("${email}", FRESH_EMAIL_EXAMPLE) }))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody({ resource_response: { data: false } }))
      .executeTest(async (mock) => {
        const res = await clientFor(mock).auth.emailExists(FRESH_EMAIL_EXAMPLE);
        expect(res).toMatchObject({ ok: true, status: 200, data: false });
      });
  });

  test("a registered email: data true", async () => {
    await pact
      .addInteraction()
      .given(STATE.janeExists, JANE)
      .uponReceiving("an email-exists check for a registered email")
      .withRequest("GET", "/v3/register/exists/", (b) => b.query({ email: JANE.email }))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody({ resource_response: { data: true } }))
      .executeTest(async (mock) => {
        const res = await clientFor(mock).auth.emailExists(JANE.email);
        expect(res).toMatchObject({ ok: true, status: 200, data: true });
      });
  });
});

describe("GET /v3/email/validation/", () => {
  test("a deliverable email: is_valid true", async () => {
    await pact
      .addInteraction()
      .uponReceiving("an email validation of a deliverable email")
      .withRequest("GET", "/v3/email/validation/", (b) => b.query({ email: "jane.doe@example.com" }))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody({ resource_response: { data: { is_valid: true } } }))
      .executeTest(async (mock) => {
        const res = await clientFor(mock).auth.validateEmail("jane.doe@example.com");
        expect(res).toMatchObject({ ok: true, status: 200, data: { is_valid: true } });
      });
  });

  test("a throw-away domain: is_valid false", async () => {
    await pact
      .addInteraction()
      .uponReceiving("an email validation of a disposable-domain email")
      .withRequest("GET", "/v3/email/validation/", (b) => b.query({ email: "someone@mailinator.com" }))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody({ resource_response: { data: { is_valid: false } } }))
      .executeTest(async (mock) => {
        const res = await clientFor(mock).auth.validateEmail("someone@mailinator.com");
        expect(res).toMatchObject({ ok: true, status: 200, data: { is_valid: false } });
      });
  });
});

describe("POST /v3/register/", () => {
  const signup = (email: unknown, overrides: Record<string, unknown> = {}) => ({
    type: "email",
    email,
    password: "s3cret-pass",
    birthday: ADULT_BIRTHDAY,
    ...overrides,
  });

  test("a new email: 200, the logged-in user and the session cookie", async () => {
    await pact
      .addInteraction()
      .given(STATE.freeEmail)
      .uponReceiving("a sign-up with a free email")
      .withRequest("POST", "/v3/register/", (b) => b.jsonBody(signup(fromProviderState("${email}", FRESH_EMAIL_EXAMPLE))))
      .willRespondWith(200, (b) =>
        b
          .headers({ ...JSON_CONTENT, "Set-Cookie": SESSION_SET_COOKIE })
          .jsonBody({ resource_response: { data: loggedInUser("New Pinner", "newpinner") } }),
      )
      .executeTest(async (mock) => {
        const res = await clientFor(mock).auth.register(signup(FRESH_EMAIL_EXAMPLE) as never);
        expect(res.ok).toBe(true);
        if (!res.ok) return;
        expect(res.status).toBe(200);
        expect(res.data).toEqual({
          id: expect.any(String),
          username: expect.any(String),
          full_name: expect.any(String),
          image_large_url: null,
          avatar_color_index: expect.any(Number),
        });
        expect(res.setCookies).toEqual([expect.stringMatching(/^pin_sess=[A-Za-z0-9_-]+;.*HttpOnly/)]);
      });
  });

  test("a taken email: 409 EMAIL_TAKEN on the email field", async () => {
    await pact
      .addInteraction()
      .given(STATE.janeExists, JANE)
      .uponReceiving("a sign-up with an email that already has an account")
      .withRequest("POST", "/v3/register/", (b) => b.jsonBody(signup(JANE.email)))
      .willRespondWith(409, (b) => b.headers(JSON_CONTENT).jsonBody(errorBody("EMAIL_TAKEN", { field: "email" })))
      .executeTest(async (mock) => {
        const res = await clientFor(mock).auth.register(signup(JANE.email) as never);
        expect(res).toMatchObject({
          ok: false,
          status: 409,
          error: { api_error_code: API_ERRORS.EMAIL_TAKEN.code, message: AUTH_MESSAGES.emailTaken, http_status: 409, data: { field: "email" } },
        });
      });
  });

  test("an under-age birthday: 400 UNDER_AGE on the birthday field", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a sign-up with an under-age birthday")
      .withRequest("POST", "/v3/register/", (b) => b.jsonBody(signup("young.pinner@example.com", { birthday: CHILD_BIRTHDAY })))
      .willRespondWith(400, (b) => b.headers(JSON_CONTENT).jsonBody(errorBody("UNDER_AGE", { field: "birthday" })))
      .executeTest(async (mock) => {
        const res = await clientFor(mock).auth.register(signup("young.pinner@example.com", { birthday: CHILD_BIRTHDAY }) as never);
        expect(res).toMatchObject({
          ok: false,
          status: 400,
          error: { api_error_code: API_ERRORS.UNDER_AGE.code, message: AUTH_MESSAGES.underAge, http_status: 400, data: { field: "birthday" } },
        });
      });
  });

  test("an undeliverable email: 400 EMAIL_INVALID on the email field", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a sign-up with a disposable-domain email")
      .withRequest("POST", "/v3/register/", (b) => b.jsonBody(signup("someone@mailinator.com")))
      .willRespondWith(400, (b) => b.headers(JSON_CONTENT).jsonBody(errorBody("EMAIL_INVALID", { field: "email" })))
      .executeTest(async (mock) => {
        const res = await clientFor(mock).auth.register(signup("someone@mailinator.com") as never);
        expect(res).toMatchObject({
          ok: false,
          status: 400,
          error: { api_error_code: API_ERRORS.EMAIL_INVALID.code, message: AUTH_MESSAGES.emailInvalid, http_status: 400, data: { field: "email" } },
        });
      });
  });

  test("a short password: 400 PASSWORD_TOO_SHORT on the password field", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a sign-up with a too-short password")
      .withRequest("POST", "/v3/register/", (b) => b.jsonBody(signup("short.pw@example.com", { password: "abc" })))
      .willRespondWith(400, (b) => b.headers(JSON_CONTENT).jsonBody(errorBody("PASSWORD_TOO_SHORT", { field: "password" })))
      .executeTest(async (mock) => {
        const res = await clientFor(mock).auth.register(signup("short.pw@example.com", { password: "abc" }) as never);
        expect(res).toMatchObject({
          ok: false,
          status: 400,
          error: {
            api_error_code: API_ERRORS.PASSWORD_TOO_SHORT.code,
            message: AUTH_MESSAGES.passwordTooShort,
            http_status: 400,
            data: { field: "password" },
          },
        });
      });
  });
});

describe("POST /v3/sessions/", () => {
  test("right credentials: 200, the user and the session cookie", async () => {
    await pact
      .addInteraction()
      .given(STATE.janeExists, JANE)
      .uponReceiving("a log-in with the right password")
      .withRequest("POST", "/v3/sessions/", (b) => b.jsonBody({ username_or_email: JANE.email, password: JANE.password }))
      .willRespondWith(200, (b) =>
        b.headers({ ...JSON_CONTENT, "Set-Cookie": SESSION_SET_COOKIE }).jsonBody({
          resource_response: {
            data: {
              // The app reads only `user`; client_context (nullable edge facts) is not pinned.
              user: loggedInUser("Jane", "jane"),
            },
          },
        }),
      )
      .executeTest(async (mock) => {
        const res = await clientFor(mock).auth.logIn({ username_or_email: JANE.email, password: JANE.password });
        expect(res.ok).toBe(true);
        if (!res.ok) return;
        expect(res.data.user).toMatchObject({ full_name: "Jane", username: "jane", image_large_url: null });
        expect(res.setCookies).toHaveLength(1);
        expect(res.setCookies[0]).toMatch(/^pin_sess=[A-Za-z0-9_-]+;/);
      });
  });

  test("a wrong password: 401 PASSWORD_INCORRECT on the password field", async () => {
    await pact
      .addInteraction()
      .given(STATE.janeExists, JANE)
      .uponReceiving("a log-in with a wrong password")
      .withRequest("POST", "/v3/sessions/", (b) => b.jsonBody({ username_or_email: JANE.email, password: "wrong-password-1" }))
      .willRespondWith(401, (b) => b.headers(JSON_CONTENT).jsonBody(errorBody("PASSWORD_INCORRECT", { field: "password" })))
      .executeTest(async (mock) => {
        const res = await clientFor(mock).auth.logIn({ username_or_email: JANE.email, password: "wrong-password-1" });
        expect(res).toMatchObject({
          ok: false,
          status: 401,
          error: {
            api_error_code: API_ERRORS.PASSWORD_INCORRECT.code,
            message: "The password you entered is incorrect. Try again or Reset your password.",
            http_status: 401,
            data: { field: "password" },
          },
          setCookies: [],
        });
      });
  });

  test("an unknown email: 401 ACCOUNT_NOT_FOUND on the email field", async () => {
    await pact
      .addInteraction()
      .given(STATE.freeEmail)
      .uponReceiving("a log-in with an email nobody uses")
      .withRequest("POST", "/v3/sessions/", (b) =>
        b.jsonBody({ username_or_email: fromProviderState("${email}", FRESH_EMAIL_EXAMPLE), password: "any-password-1" }),
      )
      .willRespondWith(401, (b) => b.headers(JSON_CONTENT).jsonBody(errorBody("ACCOUNT_NOT_FOUND", { field: "email" })))
      .executeTest(async (mock) => {
        const res = await clientFor(mock).auth.logIn({ username_or_email: FRESH_EMAIL_EXAMPLE, password: "any-password-1" });
        expect(res).toMatchObject({
          ok: false,
          status: 401,
          error: { api_error_code: API_ERRORS.ACCOUNT_NOT_FOUND.code, message: AUTH_MESSAGES.accountNotFound, data: { field: "email" } },
        });
      });
  });

  test("a locked account: 429 LOGIN_LOCKED, even with the right password", async () => {
    await pact
      .addInteraction()
      .given(STATE.locked, LOCKED)
      .uponReceiving("a log-in to a locked account")
      .withRequest("POST", "/v3/sessions/", (b) => b.jsonBody({ username_or_email: LOCKED.email, password: LOCKED.password }))
      .willRespondWith(429, (b) =>
        b
          .headers({ ...JSON_CONTENT, "Retry-After": regex(/^[1-9][0-9]*$/, "1800") })
          .jsonBody(errorBody("LOGIN_LOCKED", { retry_after_seconds: integer(1800) })),
      )
      .executeTest(async (mock) => {
        const res = await clientFor(mock).auth.logIn({ username_or_email: LOCKED.email, password: LOCKED.password });
        expect(res).toMatchObject({
          ok: false,
          status: 429,
          error: {
            api_error_code: API_ERRORS.LOGIN_LOCKED.code,
            message: AUTH_MESSAGES.rateLimitedBody,
            http_status: 429,
            data: { retry_after_seconds: 1800 },
          },
        });
      });
  });

  test("a request from another site: 403 CROSS_SITE_REQUEST", async () => {
    const origin = "https://evil.example";
    await pact
      .addInteraction()
      .uponReceiving("a log-in sent from a page of another origin")
      .withRequest("POST", "/v3/sessions/", (b) =>
        b.headers({ Origin: origin }).jsonBody({ username_or_email: JANE.email, password: JANE.password }),
      )
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(errorBody("CROSS_SITE_REQUEST")))
      .executeTest(async (mock) => {
        const res = await clientFor(mock, { Origin: origin }).auth.logIn({ username_or_email: JANE.email, password: JANE.password });
        expect(res).toMatchObject({
          ok: false,
          status: 403,
          error: { api_error_code: API_ERRORS.CROSS_SITE_REQUEST.code, message: API_ERRORS.CROSS_SITE_REQUEST.message, http_status: 403 },
          setCookies: [],
        });
      });
  });
});

describe("DELETE /v3/sessions/current/", () => {
  test("logged in: 200 data null and the cookie cleared", async () => {
    await pact
      .addInteraction()
      .given(STATE.loggedIn, JANE)
      .uponReceiving("a log-out with a live session cookie")
      .withRequest("DELETE", "/v3/sessions/current/", (b) => b.headers({ Cookie: SESSION_COOKIE }))
      .willRespondWith(200, (b) =>
        b.headers({ ...JSON_CONTENT, "Set-Cookie": CLEARED_SET_COOKIE }).jsonBody({ resource_response: { data: null } }),
      )
      .executeTest(async (mock) => {
        const res = await clientFor(mock, { Cookie: `pin_sess=${SESSION_TOKEN_EXAMPLE}` }).auth.logOut();
        expect(res).toMatchObject({ ok: true, status: 200, data: null });
        expect(res.setCookies).toEqual(["pin_sess=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax"]);
      });
  });
});

describe("GET /v3/users/me/", () => {
  test("no session: the LOGGED_OUT viewer", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a viewer request without a session cookie")
      .withRequest("GET", "/v3/users/me/")
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody({ resource_response: { data: { type: "LOGGED_OUT", info: null, user: null } } }),
      )
      .executeTest(async (mock) => {
        const res = await clientFor(mock).auth.viewer();
        expect(res).toMatchObject({ ok: true, status: 200, data: { type: "LOGGED_OUT", info: null, user: null } });
      });
  });

  test("logged in: the AUTH viewer with info and user", async () => {
    await pact
      .addInteraction()
      .given(STATE.loggedIn, JANE)
      .uponReceiving("a viewer request with a live session cookie")
      .withRequest("GET", "/v3/users/me/", (b) => b.headers({ Cookie: SESSION_COOKIE }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody({
          resource_response: {
            data: {
              type: "AUTH",
              info: {
                firstName: string("Jane"),
                imageUrl: null,
                email: JANE.email,
                hasPassword: true,
                connectedToFacebook: false,
                connectedToGoogle: false,
              },
              user: loggedInUser("Jane", "jane"),
            },
          },
        }),
      )
      .executeTest(async (mock) => {
        const res = await clientFor(mock, { Cookie: `pin_sess=${SESSION_TOKEN_EXAMPLE}` }).auth.viewer();
        expect(res.ok).toBe(true);
        if (!res.ok) return;
        expect(res.data.type).toBe("AUTH");
        expect(res.data.info).toMatchObject({ email: JANE.email, hasPassword: true, firstName: "Jane" });
        expect(res.data.user).toMatchObject({ full_name: "Jane", image_large_url: null, avatar_color_index: 4 });
      });
  });
});

/**
 * Consumer side of the auth interactions (consumer "pinboard-web", provider "pinboard-api"):
 * every auth call the app makes through its API client, with every answer the pages act on:
 *   login.server.ts   logInRoute ok / field errors / rate-limited modal; viewerRoute (guards);
 *   signup.server.ts  emailExistsRoute, emailValidationRoute, registerRoute ok / field errors /
 *                     UNDER_AGE flag (also refused while the flag cookie is sent) / weak password /
 *                     a password known from breaches (docs/decisions/036);
 *                     passwordRulesRoute (auth.md §5 rules fetched from the server);
 *   business/create.server.ts registerRoute with account_type "business": ok (is_partner) (the
 *                     business.md §5 password errors and business name missing: see below);
 *                     passwordRulesRoute ?form=business; business/login.tsx uses login.server.ts;
 *   logout.tsx        logOutRoute and its clearing Set-Cookie; root.tsx viewerRoute for the header;
 *   auth/email-status.ts emailExistsRoute;
 *   auth/form-state.ts routes errors by http_status 429 / rate-limit codes, then data.field, so
 *   those are pinned exactly for every error below.
 * Interactions are built from the route contracts (./interaction.ts). Codes, statuses and
 * messages are exact (from the catalogue); values that vary between runs or deployments (ids,
 * usernames, names, avatar index, cookie token) are matched by type or regex. Values the provider
 * must create come from provider states (./states/auth.ts).
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import {
  emailExistsRoute,
  emailValidationRoute,
  forgetRememberedAccountRoute,
  logInRoute,
  logOutRoute,
  passwordRulesRoute,
  registerRoute,
  viewerRoute,
} from "~common/auth/contracts";
import { AUTH_API_MESSAGES, AUTH_MESSAGES } from "~common/auth/messages";
import { mapAuthError } from "~common/auth/rules/error-mapping";
import { API_ERRORS } from "~common/errors";
import { clientFor, createPact, interaction } from "./interaction";
import { AUTH_STATES as STATE, IN_STATE, JANE, LOCKED, STRUGGLING } from "./states/auth";
import { BREACHED_PASSWORD_STATES } from "./states/breached-password";
import { LOCAL_BREACHED_PASSWORD } from "../../scripts/local-pwned-passwords";

const { boolean, integer, regex, string, fromProviderState } = MatchersV3;

const pact = createPact();

// ---- Example values (what the mock server answers with; the provider may differ where matched) --
const FRESH_EMAIL_EXAMPLE = "new.pinner.k3x9@example.com";
const SESSION_TOKEN_EXAMPLE = "AbCdEfGhIjKlMnOpQrStUv";
/** 1990-01-01T00:00:00Z: an adult birthday. */
const ADULT_BIRTHDAY = 631152000;
/** Jan 1, five years ago: always under the minimum sign-up age, never after Jan 1 of this year. */
const CHILD_BIRTHDAY = Date.UTC(new Date().getUTCFullYear() - 5, 0, 1) / 1000;

/**
 * The cookies log-in and sign-up set, as the browser gets them: the session (`pin_sess`) and the
 * remembered account of limited login (`pin_acct`: signed, URL-encoded JSON). `__Host-` and Secure
 * over https; always Path=/, HttpOnly, SameSite=Lax, with a positive lifetime. Pact applies this
 * matcher to each Set-Cookie value; that both are set is checked by the integration tests
 * (test/worker/auth/sessions/remembered-account.integration.test.ts).
 */
const SESSION_SET_COOKIE = regex(
  /^(pin_sess=[A-Za-z0-9_-]+; Max-Age=[1-9][0-9]*; Path=\/; HttpOnly; SameSite=Lax|__Host-pin_sess=[A-Za-z0-9_-]+; Max-Age=[1-9][0-9]*; Path=\/; HttpOnly; Secure; SameSite=Lax|(__Host-)?pin_acct=[A-Za-z0-9%._-]+; Max-Age=[1-9][0-9]*; Path=\/; HttpOnly;( Secure;)? SameSite=Lax)$/,
  `pin_sess=${SESSION_TOKEN_EXAMPLE}; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax`,
);
/** Log-out clears the same cookie. */
const CLEARED_SET_COOKIE = regex(
  /^(pin_sess=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax|__Host-pin_sess=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax)$/,
  "pin_sess=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
);
/** The request cookie of a logged-in browser; the provider state supplies a real one. */
const SESSION_COOKIE = fromProviderState("${sessionCookie}", `pin_sess=${SESSION_TOKEN_EXAMPLE}`);
/** The remembered-account cookie of limited login (signed JSON: id, first name, session version, expiry). */
const REMEMBERED_EXAMPLE =
  "pin_acct=%7B%22uid%22%3A%223f0c8a52%22%2C%22name%22%3A%22Jane%22%2C%22ver%22%3A1%2C%22exp%22%3A1790000000%7D.c2lnbmF0dXJl";
/** A v2 token of the bot-check stand-in (a signed JWT; the provider state gives a fresh one). */
const V2_TOKEN_EXAMPLE = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJwaW5ib2FyZC1ib3QtY2hlY2stbG9jYWwiLCJhdWQiOiJ2MiJ9.c2lnbmF0dXJl";
/** A v3 token of the bot-check stand-in (the provider state gives a fresh one, scored as a bot). */
const V3_TOKEN_EXAMPLE = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJwaW5ib2FyZC1ib3QtY2hlY2stbG9jYWwiLCJhdWQiOiJ2MyIsImFjdGlvbiI6ImxvZ2luIiwic2NvcmUiOjAuMX0.c2lnbmF0dXJl";
const REMEMBERED_COOKIE = fromProviderState("${rememberedCookie}", REMEMBERED_EXAMPLE);
/** The forget route clears the remembered-account cookie. */
const CLEARED_REMEMBERED_SET_COOKIE = regex(
  /^(pin_acct=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax|__Host-pin_acct=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax)$/,
  "pin_acct=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
);
const FRESH_EMAIL = fromProviderState("${email}", FRESH_EMAIL_EXAMPLE);

/** The user shape of auth.md §3 (LoggedInUserSchema); email sign-up sets no image. */
const loggedInUser = (fullName: string, username: string) => ({
  id: string("3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10"),
  username: string(username),
  full_name: string(fullName),
  image_large_url: null,
  avatar_color_index: integer(4),
  is_partner: boolean(false),
});

/** Jane's viewer info (auth.md §3): an email account with a password, no social connections. */
const JANE_INFO = {
  firstName: string("Jane"),
  imageUrl: null,
  email: JANE.email,
  hasPassword: true,
  connectedToFacebook: false,
  connectedToGoogle: false,
};

const signup = (email: unknown, overrides: Record<string, unknown> = {}) => ({
  type: "email",
  email,
  password: "s3cret-pass",
  birthday: ADULT_BIRTHDAY,
  ...overrides,
});

/** What the client returns for a catalogue error (pages route on these fields). */
const clientError = (name: keyof typeof API_ERRORS, data?: Record<string, unknown>) => ({
  ok: false,
  status: API_ERRORS[name].status,
  error: {
    api_error_code: API_ERRORS[name].code,
    message: API_ERRORS[name].message,
    http_status: API_ERRORS[name].status,
    ...(data && { data }),
  },
});

describe("GET /v3/register/exists/", () => {
  test("a free email: data false", async () => {
    await interaction(pact, {
      route: emailExistsRoute,
      uponReceiving: "an email-exists check for an email nobody uses",
      given: { state: STATE.freeEmail },
      request: { query: { email: FRESH_EMAIL } },
      response: { data: false },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(emailExistsRoute, { query: { email: FRESH_EMAIL_EXAMPLE } });
      expect(res).toMatchObject({ ok: true, status: 200, data: false });
    });
  });

  test("a registered email: data true", async () => {
    await interaction(pact, {
      route: emailExistsRoute,
      uponReceiving: "an email-exists check for a registered email",
      given: { state: STATE.janeExists, params: JANE },
      request: { query: { email: JANE.email } },
      response: { data: true },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(emailExistsRoute, { query: { email: JANE.email } });
      expect(res).toMatchObject({ ok: true, status: 200, data: true });
    });
  });
});

describe("GET /v3/email/validation/", () => {
  test("a deliverable email: is_valid true", async () => {
    await interaction(pact, {
      route: emailValidationRoute,
      uponReceiving: "an email validation of a deliverable email",
      request: { query: { email: "jane.doe@example.com" } },
      response: { data: { is_valid: true } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(emailValidationRoute, { query: { email: "jane.doe@example.com" } });
      expect(res).toMatchObject({ ok: true, status: 200, data: { is_valid: true } });
    });
  });

  test("a throw-away domain: is_valid false", async () => {
    await interaction(pact, {
      route: emailValidationRoute,
      uponReceiving: "an email validation of a disposable-domain email",
      request: { query: { email: "someone@mailinator.com" } },
      response: { data: { is_valid: false } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(emailValidationRoute, { query: { email: "someone@mailinator.com" } });
      expect(res).toMatchObject({ ok: true, status: 200, data: { is_valid: false } });
    });
  });
});

describe("POST /v3/register/", () => {
  test("a new email: 200, the logged-in user and the session cookie", async () => {
    await interaction(pact, {
      route: registerRoute,
      uponReceiving: "a sign-up with a free email",
      given: { state: STATE.freeEmail },
      request: { json: signup(FRESH_EMAIL) },
      response: { data: loggedInUser("New Pinner", "newpinner"), headers: { "Set-Cookie": SESSION_SET_COOKIE } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(registerRoute, { json: signup(FRESH_EMAIL_EXAMPLE) as never });
      expect(res.ok).toBe(true);
      if (!res.ok) return;
      expect(res.status).toBe(200);
      expect(res.data).toEqual({
        id: expect.any(String),
        username: expect.any(String),
        full_name: expect.any(String),
        image_large_url: null,
        avatar_color_index: expect.any(Number),
        is_partner: false,
      });
      expect(res.setCookies).toEqual([expect.stringMatching(/^pin_sess=[A-Za-z0-9_-]+;.*HttpOnly/)]);
    });
  });

  const refusals = [
    { name: "EMAIL_TAKEN", field: "email", what: "an email that already has an account", given: { state: STATE.janeExists, params: JANE }, json: signup(JANE.email) },
    { name: "UNDER_AGE", field: "birthday", what: "an under-age birthday", json: signup("young.pinner@example.com", { birthday: CHILD_BIRTHDAY }) },
    { name: "EMAIL_INVALID", field: "email", what: "a disposable-domain email", json: signup("someone@mailinator.com") },
    { name: "PASSWORD_TOO_SHORT", field: "password", what: "a too-short password", json: signup("short.pw@example.com", { password: "abc" }) },
    { name: "PASSWORD_TOO_WEAK", field: "password", what: "one of the most common passwords", json: signup("weak.pw@example.com", { password: "password" }) },
    // The business.md §5 refusals /business/create shows (business/create.server.ts).
    { name: "BUSINESS_PASSWORD_TOO_SHORT", field: "password", what: "a business password under 8 characters", json: signup("kite.studio@example.com", { account_type: "business", business_name: "Kite Studio", password: "kite-22" }) },
    { name: "PASSWORD_SAME_AS_USERNAME", field: "password", what: "a business password equal to the username", json: signup("kitestudio88@example.com", { account_type: "business", business_name: "Kite Studio", password: "kitestudio88" }) },
    { name: "BUSINESS_NAME_MISSING", field: "business_name", what: "a business sign-up without a business name", json: signup("no.name.studio@example.com", { account_type: "business", business_name: "  ", password: "kite-river-22" }) },
  ] as const;

  test("a sign-up without the consent opt-in from a device in kr_privacy_consent: CONSENT_REQUIRED (auth.md §4.5)", async () => {
    const json = signup("consent.pinner@example.com");
    const cookie = fromProviderState("${deviceCookie}", "pin_device=0123456789abcdef0123456789abcdef");
    await interaction(pact, {
      route: registerRoute,
      uponReceiving: "a sign-up without the consent opt-in from a device in the Korean privacy-consent experiment",
      given: { state: STATE.deviceInGroup, params: { experiment: "kr_privacy_consent", group: "enabled" } },
      request: { json, headers: { Cookie: cookie } },
      response: { error: "CONSENT_REQUIRED", data: { field: "consent" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: "pin_device=0123456789abcdef0123456789abcdef" }).call(registerRoute, { json: json as never });
      expect(res).toMatchObject(clientError("CONSENT_REQUIRED", { field: "consent" }));
    });
  });

  test("a business sign-up: 200, a partner (is_partner true) and the session cookie", async () => {
    const json = signup(FRESH_EMAIL, { account_type: "business", business_name: "Jane's Bakery", password: "kite-river-22" });
    await interaction(pact, {
      route: registerRoute,
      uponReceiving: "a business sign-up with a free email",
      given: { state: STATE.freeEmail },
      request: { json },
      response: {
        data: { ...loggedInUser("New Pinner", "newpinner"), is_partner: true },
        headers: { "Set-Cookie": SESSION_SET_COOKIE },
      },
    }).executeTest(async (mock) => {
      const body = { ...json, email: FRESH_EMAIL_EXAMPLE };
      const res = await clientFor(mock).call(registerRoute, { json: body as never });
      expect(res.ok && res.data.is_partner).toBe(true);
    });
  });

  test("a sign-up from a browser holding the under-age flag: UNDER_AGE whatever the birthday", async () => {
    const json = signup("flagged.pinner@example.com");
    await interaction(pact, {
      route: registerRoute,
      uponReceiving: "an adult sign-up from a browser holding the under-age flag cookie",
      request: { json, headers: { Cookie: "pin_underage=1" } },
      response: { error: "UNDER_AGE", data: { field: "birthday" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: "pin_underage=1" }).call(registerRoute, { json: json as never });
      expect(res).toMatchObject(clientError("UNDER_AGE", { field: "birthday" }));
    });
  });

  for (const r of refusals) {
    test(`${r.what}: ${API_ERRORS[r.name].status} ${r.name} on the ${r.field} field`, async () => {
      await interaction(pact, {
        route: registerRoute,
        uponReceiving: `a sign-up with ${r.what}`,
        ...("given" in r && { given: r.given }),
        request: { json: r.json },
        response: { error: r.name, data: { field: r.field } },
      }).executeTest(async (mock) => {
        const res = await clientFor(mock).call(registerRoute, { json: r.json as never });
        expect(res).toMatchObject(clientError(r.name, { field: r.field }));
      });
    });
  }
});

describe("POST /v3/register/ with a password known from data breaches (docs/decisions/036)", () => {
  for (const business of [false, true]) {
    const kind = business ? "business sign-up" : "sign-up";
    test(`a ${kind}: 400 PASSWORD_BREACHED on the password field, shown under it`, async () => {
      const extra = business ? { account_type: "business", business_name: "Breach Bakery" } : {};
      const email = business ? "breached.bakery@example.com" : "breached.pw@example.com";
      const password = fromProviderState("${breachedPassword}", LOCAL_BREACHED_PASSWORD);
      await interaction(pact, {
        route: registerRoute,
        uponReceiving: `a ${kind} with a password known from data breaches`,
        given: { state: BREACHED_PASSWORD_STATES.known },
        request: { json: signup(email, { password, ...extra }) },
        response: { error: "PASSWORD_BREACHED", data: { field: "password" } },
      }).executeTest(async (mock) => {
        const res = await clientFor(mock).call(registerRoute, { json: signup(email, { password: LOCAL_BREACHED_PASSWORD, ...extra }) as never });
        expect(res).toMatchObject(clientError("PASSWORD_BREACHED", { field: "password" }));
        expect(res.ok || mapAuthError(res.error)).toEqual({ kind: "field", field: "password", message: API_ERRORS.PASSWORD_BREACHED.message });
      });
    });
  }
});

describe("GET /v3/password/rules/", () => {
  for (const form of ["primary", "business"] as const) {
    test(`the ${form} form's rules`, async () => {
      const data = {
        form,
        min_length: integer(form === "business" ? 8 : 6),
        max_length: integer(256),
        ascii_only: boolean(true),
        reject_common: boolean(true),
        differ_from_username: boolean(form === "business"),
      };
      await interaction(pact, {
        route: passwordRulesRoute,
        uponReceiving: `a request for the ${form} sign-up form's password rules`,
        request: { query: { form } },
        response: { data },
      }).executeTest(async (mock) => {
        const res = await clientFor(mock).call(passwordRulesRoute, { query: { form } });
        expect(res).toMatchObject({ ok: true, status: 200, data: { form, min_length: form === "business" ? 8 : 6 } });
      });
    });
  }
});

describe("POST /v3/sessions/", () => {
  test("right credentials: 200, the user and the session cookie", async () => {
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a log-in with the right password",
      given: { state: STATE.janeExists, params: JANE },
      request: { json: { username_or_email: JANE.email, password: JANE.password } },
      // The app reads only `user`; client_context (nullable edge facts) is not pinned.
      response: { data: { user: loggedInUser("Jane", "jane") }, headers: { "Set-Cookie": SESSION_SET_COOKIE } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(logInRoute, { json: { username_or_email: JANE.email, password: JANE.password } });
      expect(res.ok).toBe(true);
      if (!res.ok) return;
      expect(res.data.user).toMatchObject({ full_name: "Jane", username: "jane", image_large_url: null });
      expect(res.setCookies).toHaveLength(1);
      expect(res.setCookies[0]).toMatch(/^pin_sess=[A-Za-z0-9_-]+;/);
    });
  });

  // auth.md §2.4, §4.6: the answers that open a recovery modal (login.server.ts → recovery-modal.tsx).
  const states = [
    { account: IN_STATE.soft_banned, error: "SOFT_BANNED", name: "ACCOUNT_SOFT_BANNED", what: "a soft-banned account (any password)", password: "whatever-it-was-1" },
    { account: IN_STATE.suspended, error: "SUSPENDED", name: "ACCOUNT_SUSPENDED", what: "a suspended account with its password", password: IN_STATE.suspended.password },
    { account: IN_STATE.deactivated, error: "DEACTIVATED", name: "ACCOUNT_DEACTIVATED", what: "a deactivated account with its password", password: IN_STATE.deactivated.password },
  ] as const;
  for (const s of states) {
    test(`${s.what}: ${API_ERRORS[s.name].status} ${s.name}`, async () => {
      const json = { username_or_email: s.account.email, password: s.password };
      await interaction(pact, {
        route: logInRoute,
        uponReceiving: `a log-in to ${s.what}`,
        given: { state: STATE.accountInState, params: s.account },
        request: { json },
        response: { error: s.name },
      }).executeTest(async (mock) => {
        const res = await clientFor(mock).call(logInRoute, { json });
        expect(res).toMatchObject({ ...clientError(s.name), setCookies: [] });
      });
    });
  }

  test("the 5th wrong password in a row: 401 LOGIN_ASSISTANCE (no field)", async () => {
    // Past three failures within the hour a log-in carries a v2 token (auth.md §9, docs/decisions/021).
    const json = { username_or_email: STRUGGLING.email, password: "wrong-password-5", recaptchaV2Token: V2_TOKEN_EXAMPLE };
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a fifth wrong password in a row",
      given: { state: STATE.struggling, params: STRUGGLING },
      request: { json: { ...json, recaptchaV2Token: fromProviderState("${recaptchaV2Token}", V2_TOKEN_EXAMPLE) } },
      response: { error: "LOGIN_ASSISTANCE" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(logInRoute, { json });
      expect(res).toMatchObject({ ...clientError("LOGIN_ASSISTANCE"), setCookies: [] });
    });
  });

  test("a v3 token scored as a bot: 429 LOGGED_IN_TOO_QUICKLY, which the page answers with the v2 challenge (§8.2)", async () => {
    const json = { username_or_email: JANE.email, password: JANE.password, recaptchaV3Token: V3_TOKEN_EXAMPLE };
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a log-in whose v3 bot-protection token scores as a bot",
      given: { state: STATE.botScored },
      request: { json: { ...json, recaptchaV3Token: fromProviderState("${recaptchaV3Token}", V3_TOKEN_EXAMPLE) } },
      response: { error: "LOGGED_IN_TOO_QUICKLY" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(logInRoute, { json });
      expect(res).toMatchObject({ ...clientError("LOGGED_IN_TOO_QUICKLY"), setCookies: [] });
      expect(res.ok || res.status).toBe(429);
      // What the pages do with it (common/auth/rules/error-mapping.ts): the message and the challenge.
      expect(res.ok || mapAuthError(res.error)).toEqual({ kind: "form", message: AUTH_API_MESSAGES.loggedInTooQuickly, recaptcha: true });
    });
  });

  test("a wrong password: 401 PASSWORD_INCORRECT on the password field", async () => {
    const json = { username_or_email: JANE.email, password: "wrong-password-1" };
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a log-in with a wrong password",
      given: { state: STATE.janeExists, params: JANE },
      request: { json },
      response: { error: "PASSWORD_INCORRECT", data: { field: "password" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(logInRoute, { json });
      expect(res).toMatchObject({ ...clientError("PASSWORD_INCORRECT", { field: "password" }), setCookies: [] });
      expect(res.ok || res.error.message).toBe("The password you entered is incorrect. Try again or Reset your password.");
    });
  });

  test("an unknown email: 401 ACCOUNT_NOT_FOUND on the email field", async () => {
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a log-in with an email nobody uses",
      given: { state: STATE.freeEmail },
      request: { json: { username_or_email: FRESH_EMAIL, password: "any-password-1" } },
      response: { error: "ACCOUNT_NOT_FOUND", data: { field: "email" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(logInRoute, { json: { username_or_email: FRESH_EMAIL_EXAMPLE, password: "any-password-1" } });
      expect(res).toMatchObject(clientError("ACCOUNT_NOT_FOUND", { field: "email" }));
    });
  });

  test("a locked account: 429 LOGIN_LOCKED, even with the right password", async () => {
    const json = { username_or_email: LOCKED.email, password: LOCKED.password };
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a log-in to a locked account",
      given: { state: STATE.locked, params: LOCKED },
      request: { json },
      response: {
        error: "LOGIN_LOCKED",
        data: { retry_after_seconds: integer(1800) },
        headers: { "Retry-After": regex(/^[1-9][0-9]*$/, "1800") },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(logInRoute, { json });
      expect(res).toMatchObject(clientError("LOGIN_LOCKED", { retry_after_seconds: 1800 }));
      expect(res.ok || res.error.message).toBe(AUTH_MESSAGES.rateLimitedBody);
    });
  });

  test("a request from another site: 403 CROSS_SITE_REQUEST", async () => {
    const origin = "https://evil.example";
    const json = { username_or_email: JANE.email, password: JANE.password };
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a log-in sent from a page of another origin",
      request: { json, headers: { Origin: origin } },
      response: { error: "CROSS_SITE_REQUEST" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Origin: origin }).call(logInRoute, { json });
      expect(res).toMatchObject({ ...clientError("CROSS_SITE_REQUEST"), setCookies: [] });
    });
  });
});

describe("DELETE /v3/sessions/current/", () => {
  test("logged in: 200 data null and the cookie cleared", async () => {
    await interaction(pact, {
      route: logOutRoute,
      uponReceiving: "a log-out with a live session cookie",
      given: { state: STATE.loggedIn, params: JANE },
      request: { headers: { Cookie: SESSION_COOKIE } },
      response: { data: null, headers: { "Set-Cookie": CLEARED_SET_COOKIE } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: `pin_sess=${SESSION_TOKEN_EXAMPLE}` }).call(logOutRoute);
      expect(res).toMatchObject({ ok: true, status: 200, data: null });
      expect(res.setCookies).toEqual(["pin_sess=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax"]);
    });
  });
});

describe("GET /v3/users/me/", () => {
  test("no session: the LOGGED_OUT viewer", async () => {
    await interaction(pact, {
      route: viewerRoute,
      uponReceiving: "a viewer request without a session cookie",
      response: { data: { type: "LOGGED_OUT", info: null, user: null } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(viewerRoute);
      expect(res).toMatchObject({ ok: true, status: 200, data: { type: "LOGGED_OUT", info: null, user: null } });
    });
  });

  test("logged in: the AUTH viewer with info and user", async () => {
    await interaction(pact, {
      route: viewerRoute,
      uponReceiving: "a viewer request with a live session cookie",
      given: { state: STATE.loggedIn, params: JANE },
      request: { headers: { Cookie: SESSION_COOKIE } },
      response: {
        data: {
          type: "AUTH",
          info: JANE_INFO,
          user: loggedInUser("Jane", "jane"),
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: `pin_sess=${SESSION_TOKEN_EXAMPLE}` }).call(viewerRoute);
      expect(res.ok).toBe(true);
      if (!res.ok) return;
      expect(res.data.type).toBe("AUTH");
      expect(res.data.info).toMatchObject({ email: JANE.email, hasPassword: true, firstName: "Jane" });
      expect(res.data.user).toMatchObject({ full_name: "Jane", image_large_url: null, avatar_color_index: 4 });
    });
  });

  test("logged out on a device that remembers the account: the LIMITED_LOGIN viewer (login.tsx welcome back)", async () => {
    await interaction(pact, {
      route: viewerRoute,
      uponReceiving: "a viewer request with the remembered-account cookie and no session",
      given: { state: STATE.loggedInThenOut, params: JANE },
      request: { headers: { Cookie: REMEMBERED_COOKIE } },
      response: {
        data: {
          type: "LIMITED_LOGIN",
          info: JANE_INFO,
          user: null,
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: REMEMBERED_EXAMPLE }).call(viewerRoute);
      expect(res).toMatchObject({
        ok: true,
        status: 200,
        data: { type: "LIMITED_LOGIN", info: { firstName: "Jane", email: JANE.email, imageUrl: null }, user: null },
      });
    });
  });
});

describe("DELETE /v3/users/me/remembered-account/", () => {
  test("'Not you?': 200 data null and the remembered-account cookie cleared", async () => {
    await interaction(pact, {
      route: forgetRememberedAccountRoute,
      uponReceiving: "a request to forget the account the device remembers",
      given: { state: STATE.loggedInThenOut, params: JANE },
      request: { headers: { Cookie: REMEMBERED_COOKIE } },
      response: { data: null, headers: { "Set-Cookie": CLEARED_REMEMBERED_SET_COOKIE } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: REMEMBERED_EXAMPLE }).call(forgetRememberedAccountRoute);
      expect(res).toMatchObject({ ok: true, status: 200, data: null });
      expect(res.setCookies).toEqual(["pin_acct=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax"]);
    });
  });
});

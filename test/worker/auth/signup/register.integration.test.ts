/**
 * POST /v3/register/, GET /v3/register/exists/ and GET /v3/email/validation/ against the built
 * Worker in workerd with real D1 and KV (auth.md §4.2, §5, §8.1).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { API_ERRORS, type ApiErrorName } from "~common/errors";
import { AUTH_API_MESSAGES, AUTH_MESSAGES } from "~common/auth/messages";
import { ApiClient, expectApiError, expectOk, SESSION_COOKIE, sessionSetCookies } from "../../../support/api-client";
import {
  birthdayYearsAgo,
  countUsers,
  countUsersByEmail,
  createAccount,
  GOOD_PASSWORD,
  register,
  uniqueEmail,
  userRowByEmail,
  validSignup,
  viewer,
  type SignupPayload,
} from "../../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

const thisYear = new Date().getUTCFullYear();
const jan1ThisYear = Date.UTC(thisYear, 0, 1) / 1000;

describe.concurrent("successful sign-up", () => {
  test("creates the user row, answers with the logged-in user and sets an HttpOnly Lax session cookie", async () => {
    const client = new ApiClient(worker);
    const email = uniqueEmail("Jane", "Doe").replace("example.com", "Example.COM");
    const birthday = birthdayYearsAgo(30);
    const result = await register(client, { type: "email", email, password: GOOD_PASSWORD, birthday, country: "us" });
    const data = expectOk(result);

    const row = await userRowByEmail(worker, email.toLowerCase());
    expect(row).not.toBeNull();
    expect(row!.email).toBe(email.toLowerCase());
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(row!.password_hash).not.toContain(GOOD_PASSWORD);
    expect(row!.first_name).toBe("Jane");
    expect(row!.last_name).toBe("Doe");
    expect(row!.birthday).toBe(birthday);
    expect(row!.country).toBe("US");
    expect(row!.signup_type).toBe("email");
    expect(row!.session_version).toBe(1);
    expect(row!.username).toMatch(/^janedoe[a-z0-9]+$/);

    expect(data).toEqual({
      id: row!.id,
      username: row!.username,
      full_name: "Jane Doe",
      image_large_url: null,
      avatar_color_index: row!.avatar_color_index,
      is_partner: false,
    });
    expect(row!.avatar_color_index).toBeGreaterThanOrEqual(0);
    expect(row!.avatar_color_index).toBeLessThan(9);

    const cookies = sessionSetCookies(result.res);
    expect(cookies).toHaveLength(1);
    const cookie = cookies[0]!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cookie.attrs.has("httponly")).toBe(true);
    expect(cookie.attrs.get("samesite")).toBe("Lax");
    expect(cookie.attrs.get("path")).toBe("/");
    expect(cookie.attrs.get("max-age")).toBe("7776000"); // SESSION_ABSOLUTE_SECONDS
    expect(cookie.attrs.has("secure")).toBe(false); // plain http: no Secure, no __Host- prefix
    expect(cookie.attrs.has("domain")).toBe(false);
    expect(client.jar.get(SESSION_COOKIE)).toBe(cookie.value);

    const me = expectOk(await viewer(client));
    expect(me.type).toBe("AUTH");
    expect(me.user).toEqual(data);
    expect(me.info).toEqual({
      firstName: "Jane",
      imageUrl: null,
      email: email.toLowerCase(),
      hasPassword: true,
      connectedToFacebook: false,
      connectedToGoogle: false,
    });
    expect(result.res.headers.get("content-type")).toMatch(/^application\/json/);
  });

  test("only the SHA-256 of the token is stored in KV, with the user's id and session version", async () => {
    const { client, user } = await createAccount(worker);
    const token = client.jar.session!;
    const env = await worker.env();
    expect(await env.SESSIONS.get(token)).toBeNull();
    const digest = Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token))).toString("hex");
    const record = await env.SESSIONS.get<{ uid: string; ver: number; iat: number; seen: number }>(`s:${digest}`, "json");
    expect(record).not.toBeNull();
    expect(record!.uid).toBe(user.id);
    expect(record!.ver).toBe(1);
    expect(Math.abs(record!.iat - Date.now() / 1000)).toBeLessThan(30);
  });

  test("given names are stored as sent, a first name alone is split on spaces; country defaults to US", async () => {
    const a = await createAccount(worker, { first_name: "Ada", last_name: "Lovelace Byron", country: undefined });
    expect(a.user.full_name).toBe("Ada Lovelace Byron");
    const rowA = await userRowByEmail(worker, a.email);
    expect([rowA!.first_name, rowA!.last_name, rowA!.country]).toEqual(["Ada", "Lovelace Byron", "US"]);

    const b = await createAccount(worker, { first_name: "  Mary Ann  Smith ", country: " de " });
    const rowB = await userRowByEmail(worker, b.email);
    expect([rowB!.first_name, rowB!.last_name, rowB!.country]).toEqual(["Mary", "Ann Smith", "DE"]);
    expect(b.user.full_name).toBe("Mary Ann Smith");
  });

  test("the same local part at another domain gets a different username", async () => {
    const email = uniqueEmail("sam", "lee");
    const first = await createAccount(worker, { email });
    const second = await createAccount(worker, { email: email.replace("@example.com", "@example.org") });
    expect(second.user.username).not.toBe(first.user.username);
    expect(second.user.username).toMatch(new RegExp(`^${first.user.username}\\d{3}$`));
  });

  test("age boundaries: exactly 13 today and 120 years old are accepted; a birthday on Jan 1 this year is not 'Invalid date'", async () => {
    expectOk(await register(new ApiClient(worker), validSignup({ birthday: birthdayYearsAgo(13) })));
    expectOk(await register(new ApiClient(worker), validSignup({ birthday: birthdayYearsAgo(121, 1) })));
    // Jan 1 is "not later than Jan 1", so it passes the date check and fails on age instead.
    expectApiError(await register(new ApiClient(worker), validSignup({ birthday: jan1ThisYear })), "UNDER_AGE", {
      field: "birthday",
    });
  });
});

describe.concurrent("taken emails", () => {
  test("the same email, also in another case, answers 409 EMAIL_TAKEN and writes nothing", async () => {
    const account = await createAccount(worker);
    for (const email of [account.email, account.email.toUpperCase(), `  ${account.email}  `]) {
      const client = new ApiClient(worker);
      const result = await register(client, validSignup({ email }));
      expectApiError(result, "EMAIL_TAKEN", { field: "email", message: AUTH_MESSAGES.emailTaken });
      expect(sessionSetCookies(result.res)).toEqual([]);
      expect(client.jar.session).toBeUndefined();
    }
    expect(await countUsersByEmail(worker, account.email)).toBe(1);
    // The owner's session is untouched.
    expect(expectOk(await viewer(account.client)).user?.id).toBe(account.user.id);
  });

  test("concurrent sign-ups with one email: exactly one wins, the rest get EMAIL_TAKEN", async () => {
    const email = uniqueEmail("race", "condition");
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        register(new ApiClient(worker), validSignup({ email: i % 2 === 0 ? email : email.toUpperCase() })),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const taken = results.filter((r) => r.status === 409);
    expect(ok).toHaveLength(1);
    expect(taken).toHaveLength(3);
    for (const r of taken) expectApiError(r, "EMAIL_TAKEN", { field: "email" });
    expect(await countUsersByEmail(worker, email)).toBe(1);
  });

  test("GET /v3/register/exists/ answers false for a free email and true once taken, whatever the case", async () => {
    const client = new ApiClient(worker);
    const email = uniqueEmail();
    const exists = (e: string) => client.get<boolean>(`/v3/register/exists/?email=${encodeURIComponent(e)}`);
    expect(expectOk(await exists(email))).toBe(false);
    await createAccount(worker, { email });
    expect(expectOk(await exists(email))).toBe(true);
    expect(expectOk(await exists(email.toUpperCase()))).toBe(true);
    expect(expectOk(await exists(` ${email} `))).toBe(true);
  });

  test("GET /v3/register/exists/ refuses a missing or malformed email", async () => {
    const client = new ApiClient(worker);
    // No parameter at all is a malformed call (the contract marks it required); an empty one is
    // the user's missing email (§5).
    expectApiError(await client.get("/v3/register/exists/"), "BAD_REQUEST", { field: "email" });
    expectApiError(await client.get("/v3/register/exists/?email="), "EMAIL_MISSING", { field: "email" });
    expectApiError(await client.get("/v3/register/exists/?email=not-an-email"), "EMAIL_FORMAT", {
      field: "email",
      message: AUTH_MESSAGES.emailFormat,
    });
  });
});

describe.concurrent("GET /v3/email/validation/", () => {
  const validate = (email: string) =>
    new ApiClient(worker).get<{ is_valid: boolean }>(`/v3/email/validation/?email=${encodeURIComponent(email)}`);

  test.each([
    ["a plain address", "jane.doe@example.com", true],
    ["a good gmail address", "jane.doe.1990@gmail.com", true],
    ["an address with upper case", "Jane.Doe@Example.com", true],
    ["a gmail local part too short for gmail", "abc@gmail.com", false],
    ["a disposable inbox", "someone@mailinator.com", false],
    ["another disposable inbox", "someone@yopmail.com", false],
    ["a reserved top-level domain", "someone@example.invalid", false],
    ["a numeric top-level domain", "someone@example.123", false],
    ["a local part with two dots in a row", "jane..doe@example.com", false],
  ])("%s (%s) → is_valid %s", async (_label, email, expected) => {
    expect(expectOk(await validate(email))).toEqual({ is_valid: expected });
  });

  test("a missing or malformed email is a 400 naming the field", async () => {
    expectApiError(await new ApiClient(worker).get("/v3/email/validation/"), "BAD_REQUEST", { field: "email" });
    expectApiError(await validate(""), "EMAIL_MISSING", { field: "email", message: AUTH_MESSAGES.emailMissing });
    expectApiError(await validate("jane@"), "EMAIL_FORMAT", { field: "email", message: AUTH_MESSAGES.emailFormat });
  });
});

// Not `describe.concurrent`: sibling concurrent suites run in parallel, and these cases compare
// the total user count before and after; the cases themselves write nothing, so they run concurrently.
describe("sign-up rule errors: 400 naming the field, no user written, no session", () => {
  const cases: Array<[string, SignupPayload, ApiErrorName, string, string]> = [
    ["missing email", { email: undefined }, "EMAIL_MISSING", "email", AUTH_MESSAGES.emailMissing],
    ["blank email", { email: "   " }, "EMAIL_MISSING", "email", AUTH_MESSAGES.emailMissing],
    ["bad email format", { email: "jane.doe.example.com" }, "EMAIL_FORMAT", "email", AUTH_MESSAGES.emailFormat],
    ["domain without a dot", { email: "jane@localhost" }, "EMAIL_FORMAT", "email", AUTH_MESSAGES.emailFormat],
    [
      "product name in the email",
      { email: "my.pinboard.shop@example.com" },
      "EMAIL_HAS_PRODUCT_NAME",
      "email",
      AUTH_MESSAGES.emailHasProductName,
    ],
    [
      "product name in another case",
      { email: "PinBoardFan@example.com" },
      "EMAIL_HAS_PRODUCT_NAME",
      "email",
      AUTH_MESSAGES.emailHasProductName,
    ],
    ["undeliverable email", { email: "someone.new@mailinator.com" }, "EMAIL_INVALID", "email", AUTH_API_MESSAGES.emailInvalid],
    ["non-ASCII password", { password: "pässwörd-123" }, "PASSWORD_NOT_ASCII", "password", AUTH_MESSAGES.passwordNotAscii],
    ["password with a control character", { password: "abc\tdef123" }, "PASSWORD_NOT_ASCII", "password", AUTH_MESSAGES.passwordNotAscii],
    ["missing password", { password: undefined }, "PASSWORD_TOO_SHORT", "password", AUTH_MESSAGES.passwordTooShort],
    ["5-character password", { password: "ab3!x" }, "PASSWORD_TOO_SHORT", "password", AUTH_MESSAGES.passwordTooShort],
    ["257-character password", { password: "a".repeat(257) }, "PASSWORD_TOO_LONG", "password", AUTH_MESSAGES.passwordTooLong],
    ["missing birthday", { birthday: undefined }, "BIRTHDAY_MISSING", "birthday", AUTH_MESSAGES.birthdayMissing],
    ["null birthday", { birthday: null }, "BIRTHDAY_MISSING", "birthday", AUTH_MESSAGES.birthdayMissing],
    ["birthday on Jan 2 this year", { birthday: jan1ThisYear + 86400 }, "BIRTHDAY_INVALID", "birthday", "Invalid date"],
    ["birthday in the future", { birthday: birthdayYearsAgo(-1) }, "BIRTHDAY_INVALID", "birthday", AUTH_MESSAGES.birthdayInvalid],
    ["12 years old", { birthday: birthdayYearsAgo(12) }, "UNDER_AGE", "birthday", AUTH_MESSAGES.underAge],
    ["13 tomorrow", { birthday: birthdayYearsAgo(13, 1) }, "UNDER_AGE", "birthday", AUTH_MESSAGES.underAge],
    ["121 years old", { birthday: birthdayYearsAgo(121) }, "AGE_TOO_HIGH", "birthday", AUTH_MESSAGES.ageTooHigh],
    ["three-letter country", { country: "USA" }, "COUNTRY_INVALID", "country", AUTH_API_MESSAGES.countryInvalid],
    ["country with a digit", { country: "U1" }, "COUNTRY_INVALID", "country", AUTH_API_MESSAGES.countryInvalid],
    ["first name over 30 characters", { first_name: "A".repeat(31) }, "NAME_TOO_LONG", "first_name", AUTH_API_MESSAGES.nameTooLong],
    // Type facebook (no new Facebook accounts) is FACEBOOK_SIGNUP_CLOSED, a 403: test/worker/auth/facebook/.
    // Rules run in the product's order: email first, then password, then birthday.
    ["bad email and short password", { email: "nope", password: "x" }, "EMAIL_FORMAT", "email", AUTH_MESSAGES.emailFormat],
    [
      "short password and no birthday",
      { password: "x", birthday: undefined },
      "PASSWORD_TOO_SHORT",
      "password",
      AUTH_MESSAGES.passwordTooShort,
    ],
  ];

  const titled = cases.map(([label, ...rest]) => [`${label} → ${rest[1]}`, ...rest] as (typeof cases)[number]);
  test.concurrent.each(titled)("%s", async (_label, overrides, error, field, message) => {
    const before = await countUsers(worker);
    const payload = validSignup(overrides);
    const client = new ApiClient(worker);
    const result = await register(client, payload);
    expectApiError(result, error, { field, message });
    expect(API_ERRORS[error].status).toBe(400);
    expect(sessionSetCookies(result.res)).toEqual([]);
    expect(await countUsers(worker)).toBe(before);
    if (typeof payload.email === "string" && payload.email.includes("@")) {
      expect(await countUsersByEmail(worker, payload.email.trim())).toBe(0);
    }
  });
});

/**
 * The password rules of sign-up against the built Worker (auth.md §5 "checked against rules
 * fetched from the server", §4.4 under-age flag, §2.3 business sign-up; business.md §5):
 * GET /v3/password/rules/, the common-password refusal, business sign-up and the under-age flag.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AUTH_MESSAGES } from "~common/auth/messages";
import { PASSWORD_RULES } from "~common/auth/rules/password";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import {
  birthdayYearsAgo,
  countUsersByEmail,
  register,
  uniqueEmail,
  userRowByEmail,
  validSignup,
  viewer,
} from "../../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

const business = (overrides: Record<string, unknown> = {}) =>
  validSignup({ account_type: "business", business_name: "Jane's Bakery", password: "kite-river-22", ...overrides });

describe.concurrent("GET /v3/password/rules/", () => {
  test("the primary form by default and with ?form=primary; the business form with ?form=business", async () => {
    const client = new ApiClient(worker);
    expect(expectOk(await client.get("/v3/password/rules/"))).toEqual(PASSWORD_RULES.primary);
    expect(expectOk(await client.get("/v3/password/rules/?form=primary"))).toEqual({
      form: "primary",
      min_length: 6,
      max_length: 256,
      ascii_only: true,
      reject_common: true,
      differ_from_username: false,
    });
    expect(expectOk(await client.get("/v3/password/rules/?form=business"))).toEqual({
      form: "business",
      min_length: 8,
      max_length: 256,
      ascii_only: true,
      reject_common: true,
      differ_from_username: true,
    });
  });

  test("an unknown form is a 400 BAD_REQUEST", async () => {
    expectApiError(await new ApiClient(worker).get("/v3/password/rules/?form=admin"), "BAD_REQUEST");
  });
});

describe.concurrent("primary sign-up refuses weak passwords", () => {
  for (const password of ["password", "12345678", "Password", "qwerty123", "iloveyou", "aaaaaaaa", "abcdefgh", "pinboard"]) {
    test(`"${password}": 400 PASSWORD_TOO_WEAK on the password field, nothing written`, async () => {
      const payload = validSignup({ password });
      const result = await register(new ApiClient(worker), payload);
      expectApiError(result, "PASSWORD_TOO_WEAK", { field: "password", message: "Please make a stronger password." });
      expect(await countUsersByEmail(worker, payload.email as string)).toBe(0);
    });
  }

  test("the email's local part as the password is weak; the same password for another email is fine", async () => {
    const email = uniqueEmail("kite", "river");
    const local = email.split("@")[0]!;
    expectApiError(await register(new ApiClient(worker), validSignup({ email, password: local })), "PASSWORD_TOO_WEAK", {
      field: "password",
    });
    expectOk(await register(new ApiClient(worker), validSignup({ password: local })));
  });

  test("a too-short password is still PASSWORD_TOO_SHORT (6+), before the weak check", async () => {
    expectApiError(await register(new ApiClient(worker), validSignup({ password: "abc" })), "PASSWORD_TOO_SHORT", {
      field: "password",
      message: AUTH_MESSAGES.passwordTooShort,
    });
  });
});

describe.concurrent("business sign-up", () => {
  test("creates a partner account with its business name; the viewer says is_partner", async () => {
    const client = new ApiClient(worker);
    const payload = business({ business_name: "  Jane's Bakery  " });
    const user = expectOk(await register(client, payload));
    expect(user.is_partner).toBe(true);
    const row = await userRowByEmail(worker, payload.email as string);
    expect(row).toMatchObject({ account_type: "business", business_name: "Jane's Bakery" });
    const me = expectOk(await viewer(client));
    expect(me.user?.is_partner).toBe(true);
  });

  test("a personal sign-up stays personal and stores no business name", async () => {
    const payload = validSignup({ business_name: "Ignored Ltd" });
    expect(expectOk(await register(new ApiClient(worker), payload)).is_partner).toBe(false);
    expect(await userRowByEmail(worker, payload.email as string)).toMatchObject({ account_type: "personal", business_name: null });
  });

  test("business password rules (business.md §5), each with its message on the password field", async () => {
    const email = uniqueEmail("bakery", "owner");
    const local = email.split("@")[0]!;
    const cases = [
      { password: "pässwörd123", error: "PASSWORD_NOT_ASCII", message: AUTH_MESSAGES.passwordNotAscii },
      { password: "kite-ri", error: "BUSINESS_PASSWORD_TOO_SHORT", message: "Your password is too short! You need 8+ characters." },
      { password: local, error: "PASSWORD_SAME_AS_USERNAME", message: "Please make your username and password different." },
      { password: "sunshine1", error: "PASSWORD_TOO_WEAK", message: "Please make a stronger password." },
      { password: "12345678", error: "PASSWORD_TOO_WEAK", message: "Please make a stronger password." },
    ] as const;
    for (const c of cases) {
      expectApiError(await register(new ApiClient(worker), business({ email, password: c.password })), c.error, {
        field: "password",
        message: c.message,
      });
    }
    expect(await countUsersByEmail(worker, email)).toBe(0);
    // A 7-character password the primary form accepts is short for a business.
    expectOk(await register(new ApiClient(worker), validSignup({ password: "kite-ri" })));
  });

  test("a business name is required and at most 100 characters", async () => {
    for (const business_name of [undefined, "", "   "]) {
      expectApiError(await register(new ApiClient(worker), business({ business_name })), "BUSINESS_NAME_MISSING", {
        field: "business_name",
      });
    }
    expectApiError(await register(new ApiClient(worker), business({ business_name: "b".repeat(101) })), "BUSINESS_NAME_TOO_LONG", {
      field: "business_name",
    });
    expectOk(await register(new ApiClient(worker), business({ business_name: "b".repeat(100) })));
  });

  test("an unknown account_type is a 400 BAD_REQUEST", async () => {
    expectApiError(await register(new ApiClient(worker), validSignup({ account_type: "admin" })), "BAD_REQUEST");
  });
});

describe.concurrent("the under-age flag (auth.md §4.4)", () => {
  test("after an under-age refusal, the flag cookie keeps refusing an adult birthday; without it sign-up works", async () => {
    const browser = new ApiClient(worker);
    const email = uniqueEmail("young", "pinner");
    expectApiError(await register(browser, validSignup({ email, birthday: birthdayYearsAgo(10) })), "UNDER_AGE", { field: "birthday" });
    // The sign-up page stores the flag (app/routes/auth/signup/underage-flag.server.ts); the browser sends it back.
    browser.jar.set("pin_underage", "1");
    expectApiError(await register(browser, validSignup({ email, birthday: birthdayYearsAgo(30) })), "UNDER_AGE", {
      field: "birthday",
      message: AUTH_MESSAGES.underAge,
    });
    expect(await countUsersByEmail(worker, email)).toBe(0);

    const other = new ApiClient(worker);
    other.jar.set("pin_underage", "0");
    expectOk(await register(other, validSignup({ email, birthday: birthdayYearsAgo(30) })));
    expect(await countUsersByEmail(worker, email)).toBe(1);
  });
});

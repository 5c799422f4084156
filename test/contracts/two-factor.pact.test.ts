/**
 * Consumer side of two-factor authentication (consumer "pinboard-web", provider "pinboard-api";
 * docs/decisions/019), every answer the app acts on:
 *   auth/login.server.ts   logInRoute: MFA_REQUIRED with its method (app) and the `pin_mfa`
 *                          cookie; the code (a session, the cookie cleared); a wrong code on the
 *                          code field; the fifth wrong code and no log-in waiting (back to the log-in
 *                          step); a new emailed code (MFA_REQUIRED again, with the email's hint).
 *                          The §5 field checks run in the action before any call, so their API
 *                          answers are not among these;
 *   settings/security.server.ts  twoFactorStatusRoute (off, on), twoFactorSetupRoute (app, email),
 *                          enableTwoFactorRoute (the backup codes; a wrong code; a set-up that is
 *                          over), twoFactorCodeRoute, disableTwoFactorRoute (off; a wrong code; a
 *                          blank one: this form has no check before sending without JavaScript),
 *                          regenerateBackupCodesRoute (ten new codes for the password; a wrong one).
 * Values the provider makes (accounts, cookies, codes) come from ./states/two-factor.ts.
 *
 * Limits: 5 log-ins per verification run (the MFA_REQUIRED interaction and four states), 3
 * sign-ups; code steps are not counted per IP (test/contracts/provider-states.ts).
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import { logInRoute } from "~common/auth/contracts";
import {
  disableTwoFactorRoute,
  enableTwoFactorRoute,
  twoFactorCodeRoute,
  twoFactorSetupRoute,
  twoFactorStatusRoute,
} from "~common/auth/two-factor/contracts";
import { regenerateBackupCodesRoute } from "~common/auth/two-factor/backup-codes";
import { API_ERRORS } from "~common/errors";
import { clientFor, createPact, interaction } from "./interaction";
import { TWO_FACTOR_PASSWORD as PASSWORD, TWO_FACTOR_STATES as STATE } from "./states/two-factor";

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createPact();

const EMAIL_EXAMPLE = "pact.mfa.app.k3x9@example.com";
const EMAIL = fromProviderState("${email}", EMAIL_EXAMPLE);
const MFA_COOKIE_EXAMPLE = "pin_mfa=q1W2e3R4t5Y6u7I8o9P0aSdFgHjKlZxCvBnMq1W2e3R";
const MFA_COOKIE = fromProviderState("${mfaCookie}", MFA_COOKIE_EXAMPLE);
const MFA_CODE = fromProviderState("${mfaCode}", "123456");
const SESSION_COOKIE_EXAMPLE = "pin_sess=AbCdEfGhIjKlMnOpQrStUv";
const SESSION_COOKIE = fromProviderState("${sessionCookie}", SESSION_COOKIE_EXAMPLE);
const EMAIL_HINT = regex(/^.•••@[^@\s]+$/, "p•••@example.com");
const BACKUP_CODE = regex(/^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/, "ab12-cd34");

/** MFA_REQUIRED names the log-in waiting for its code: HttpOnly, SameSite=Strict, 10 minutes. */
const MFA_SET_COOKIE = regex(
  /^(__Host-)?pin_mfa=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/; HttpOnly;( Secure;)? SameSite=Strict$/,
  "pin_mfa=q1W2e3R4t5Y6u7I8o9P0aSdFgHjKlZxCvBnMq1W2e3R; Max-Age=600; Path=/; HttpOnly; SameSite=Strict",
);
/** The good code's answer: the session and remembered account set, the code step's cookie cleared. */
const LOGGED_IN_SET_COOKIE = regex(
  /^((__Host-)?pin_(sess|acct)=[A-Za-z0-9%._-]+; Max-Age=[1-9][0-9]*; Path=\/; HttpOnly;( Secure;)? SameSite=Lax|(__Host-)?pin_mfa=; Max-Age=0; Path=\/; HttpOnly;( Secure;)? SameSite=Strict)$/,
  `${SESSION_COOKIE_EXAMPLE}; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax`,
);

/** What the client returns for a catalogue error. */
const clientError = (name: keyof typeof API_ERRORS, data?: Record<string, unknown>) => ({
  ok: false,
  status: API_ERRORS[name].status,
  error: { api_error_code: API_ERRORS[name].code, message: API_ERRORS[name].message, http_status: API_ERRORS[name].status, ...(data && { data }) },
});

describe("POST /v3/sessions/ with two-factor", () => {
  test("the right password of an account with an authenticator app: 401 MFA_REQUIRED, the method, and the pin_mfa cookie", async () => {
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a log-in with the right password to an account with two-factor by an authenticator app",
      given: { state: STATE.appAccount },
      request: { json: { username_or_email: EMAIL, password: PASSWORD } },
      response: { error: "MFA_REQUIRED", data: { mfa_method: "totp" }, headers: { "Set-Cookie": MFA_SET_COOKIE } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(logInRoute, { json: { username_or_email: EMAIL_EXAMPLE, password: PASSWORD } });
      expect(res).toMatchObject(clientError("MFA_REQUIRED", { mfa_method: "totp" }));
      expect(res.setCookies[0]).toMatch(/^pin_mfa=/);
    });
  });

  test("the code of the log-in waiting for it: the session", async () => {
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "the authenticator app's code for a log-in waiting for it",
      given: { state: STATE.appCode },
      request: { json: { username_or_email: EMAIL, mfa_token: MFA_CODE }, headers: { Cookie: MFA_COOKIE } },
      response: {
        data: {
          user: { id: string("0b7c5f0e-8a39-4a57-9d0e-2f4e2b1c9a11"), username: string("pactmfaapp"), full_name: string("Pact"), image_large_url: null, avatar_color_index: integer(3), is_partner: false },
        },
        headers: { "Set-Cookie": LOGGED_IN_SET_COOKIE },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: MFA_COOKIE_EXAMPLE }).call(logInRoute, { json: { username_or_email: EMAIL_EXAMPLE, mfa_token: "123456" } });
      expect(res.ok).toBe(true);
    });
  });

  test("a wrong code: 401 MFA_CODE_INCORRECT on the code field, with the tries left", async () => {
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a wrong code for a log-in waiting for one",
      given: { state: STATE.appWaiting },
      request: { json: { mfa_token: "000000" }, headers: { Cookie: MFA_COOKIE } },
      response: { error: "MFA_CODE_INCORRECT", data: { field: "code", tries_left: integer(4) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: MFA_COOKIE_EXAMPLE }).call(logInRoute, { json: { mfa_token: "000000" } });
      expect(res).toMatchObject(clientError("MFA_CODE_INCORRECT", { field: "code", tries_left: 4 }));
    });
  });

  test("the fifth wrong code: 401 MFA_TOO_MANY_TRIES (the page goes back to the log-in step)", async () => {
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a fifth wrong code for a log-in waiting for one",
      given: { state: STATE.appOutOfTries },
      request: { json: { mfa_token: "000000" }, headers: { Cookie: MFA_COOKIE } },
      response: { error: "MFA_TOO_MANY_TRIES" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: MFA_COOKIE_EXAMPLE }).call(logInRoute, { json: { mfa_token: "000000" } });
      expect(res).toMatchObject(clientError("MFA_TOO_MANY_TRIES"));
    });
  });

  test("a code with no log-in waiting for it: 401 MFA_LOGIN_EXPIRED", async () => {
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a code sent without a log-in waiting for one",
      request: { json: { mfa_token: "123456" } },
      response: { error: "MFA_LOGIN_EXPIRED" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(logInRoute, { json: { mfa_token: "123456" } });
      expect(res).toMatchObject(clientError("MFA_LOGIN_EXPIRED"));
    });
  });

  test("resend of an emailed code: MFA_REQUIRED again with the email's hint (the page shows 'We sent you a new code!')", async () => {
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a resend of the emailed code for a log-in waiting for one",
      given: { state: STATE.emailWaiting },
      request: { json: { username_or_email: EMAIL, mfa_resend: true }, headers: { Cookie: MFA_COOKIE } },
      response: { error: "MFA_REQUIRED", data: { mfa_method: "email", email_hint: EMAIL_HINT } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: MFA_COOKIE_EXAMPLE }).call(logInRoute, { json: { username_or_email: EMAIL_EXAMPLE, mfa_resend: true } });
      expect(res).toMatchObject(clientError("MFA_REQUIRED", { mfa_method: "email", email_hint: "p•••@example.com" }));
    });
  });
});

describe("/settings/security's two-factor section", () => {
  test("GET the status while off", async () => {
    await interaction(pact, {
      route: twoFactorStatusRoute,
      uponReceiving: "a two-factor status request of an account with it off",
      given: { state: STATE.off },
      request: { headers: { Cookie: SESSION_COOKIE } },
      response: { data: { enabled: false, method: null, backup_codes_left: 0 } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(twoFactorStatusRoute);
      expect(res).toMatchObject({ ok: true, data: { enabled: false, method: null } });
    });
  });

  test("GET the status while on with an app", async () => {
    await interaction(pact, {
      route: twoFactorStatusRoute,
      uponReceiving: "a two-factor status request of an account with an authenticator app",
      given: { state: STATE.appOn },
      request: { headers: { Cookie: SESSION_COOKIE } },
      response: { data: { enabled: true, method: "totp", backup_codes_left: integer(9) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(twoFactorStatusRoute);
      expect(res).toMatchObject({ ok: true, data: { enabled: true, method: "totp", backup_codes_left: 9 } });
    });
  });

  test("POST a set-up with an app: the key and its otpauth:// URI for the QR code", async () => {
    await interaction(pact, {
      route: twoFactorSetupRoute,
      uponReceiving: "a set-up of two-factor with an authenticator app",
      given: { state: STATE.off },
      request: { json: { method: "totp" }, headers: { Cookie: SESSION_COOKIE } },
      response: {
        data: {
          method: "totp",
          secret: regex(/^[A-Z2-7]{32}$/, "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"),
          otpauth_uri: regex(/^otpauth:\/\/totp\/Pinboard:[^?]+\?secret=[A-Z2-7]{32}&issuer=Pinboard&algorithm=SHA1&digits=6&period=30$/, "otpauth://totp/Pinboard:p%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Pinboard&algorithm=SHA1&digits=6&period=30"),
          email_hint: null,
          expires_at: integer(1790000000),
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(twoFactorSetupRoute, { json: { method: "totp" } });
      expect(res).toMatchObject({ ok: true, data: { method: "totp", secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" } });
    });
  });

  test("POST a set-up by email: where the code went", async () => {
    await interaction(pact, {
      route: twoFactorSetupRoute,
      uponReceiving: "a set-up of two-factor by email",
      given: { state: STATE.off },
      request: { json: { method: "email" }, headers: { Cookie: SESSION_COOKIE } },
      response: { data: { method: "email", secret: null, otpauth_uri: null, email_hint: EMAIL_HINT, expires_at: integer(1790000000) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(twoFactorSetupRoute, { json: { method: "email" } });
      expect(res).toMatchObject({ ok: true, data: { method: "email", email_hint: "p•••@example.com" } });
    });
  });

  test("POST the first code: on, with the ten backup codes", async () => {
    await interaction(pact, {
      route: enableTwoFactorRoute,
      uponReceiving: "the first code of an authenticator app's set-up",
      given: { state: STATE.setUp },
      request: { json: { code: MFA_CODE }, headers: { Cookie: SESSION_COOKIE } },
      response: { data: { method: "totp", backup_codes: eachLike(BACKUP_CODE, 10) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(enableTwoFactorRoute, { json: { code: "123456" } });
      expect(res.ok && res.data.backup_codes).toHaveLength(10);
    });
  });

  test("POST a wrong first code: 401 MFA_CODE_INCORRECT on the code field (the set-up stays)", async () => {
    await interaction(pact, {
      route: enableTwoFactorRoute,
      uponReceiving: "a wrong first code of an authenticator app's set-up",
      given: { state: STATE.setUp },
      request: { json: { code: "000000" }, headers: { Cookie: SESSION_COOKIE } },
      response: { error: "MFA_CODE_INCORRECT", data: { field: "code", tries_left: integer(4) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(enableTwoFactorRoute, { json: { code: "000000" } });
      expect(res).toMatchObject(clientError("MFA_CODE_INCORRECT", { field: "code", tries_left: 4 }));
    });
  });

  test("POST a code after the set-up is over: 400 TWO_FACTOR_SETUP_EXPIRED (back to the choice)", async () => {
    await interaction(pact, {
      route: enableTwoFactorRoute,
      uponReceiving: "a first code after the set-up took five wrong ones",
      given: { state: STATE.setUpOver },
      request: { json: { code: "123456" }, headers: { Cookie: SESSION_COOKIE } },
      response: { error: "TWO_FACTOR_SETUP_EXPIRED" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(enableTwoFactorRoute, { json: { code: "123456" } });
      expect(res).toMatchObject(clientError("TWO_FACTOR_SETUP_EXPIRED"));
    });
  });

  test("POST 'Email me a code' (email codes): where it went", async () => {
    await interaction(pact, {
      route: twoFactorCodeRoute,
      uponReceiving: "a request for an emailed code to turn two-factor off",
      given: { state: STATE.emailOn },
      request: { headers: { Cookie: SESSION_COOKIE } },
      response: { data: { email_hint: EMAIL_HINT, expires_at: integer(1790000000) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(twoFactorCodeRoute);
      expect(res).toMatchObject({ ok: true, data: { email_hint: "p•••@example.com" } });
    });
  });

  test("POST turn off with a fresh code: off", async () => {
    await interaction(pact, {
      route: disableTwoFactorRoute,
      uponReceiving: "turning two-factor off with a good code",
      given: { state: STATE.appOn },
      request: { json: { code: MFA_CODE }, headers: { Cookie: SESSION_COOKIE } },
      response: { data: { enabled: false, method: null, backup_codes_left: 0 } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(disableTwoFactorRoute, { json: { code: "123456" } });
      expect(res).toMatchObject({ ok: true, data: { enabled: false } });
    });
  });

  test("POST turn off with a wrong code: 401 MFA_CODE_INCORRECT on the code field", async () => {
    await interaction(pact, {
      route: disableTwoFactorRoute,
      uponReceiving: "turning two-factor off with a wrong code",
      given: { state: STATE.appOn },
      request: { json: { code: "000000" }, headers: { Cookie: SESSION_COOKIE } },
      response: { error: "MFA_CODE_INCORRECT", data: { field: "code", tries_left: integer(4) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(disableTwoFactorRoute, { json: { code: "000000" } });
      expect(res).toMatchObject(clientError("MFA_CODE_INCORRECT", { field: "code", tries_left: 4 }));
    });
  });

  test("POST turn off without a code (no JavaScript: no check before sending): 400 MFA_CODE_MISSING", async () => {
    await interaction(pact, {
      route: disableTwoFactorRoute,
      uponReceiving: "turning two-factor off with no code",
      given: { state: STATE.appOn },
      request: { json: { code: "" }, headers: { Cookie: SESSION_COOKIE } },
      response: { error: "MFA_CODE_MISSING", data: { field: "code" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(disableTwoFactorRoute, { json: { code: "" } });
      expect(res).toMatchObject(clientError("MFA_CODE_MISSING", { field: "code" }));
    });
  });

  test("POST new backup codes with the password: ten new ones", async () => {
    await interaction(pact, {
      route: regenerateBackupCodesRoute,
      uponReceiving: "new backup codes asked for with the password",
      given: { state: STATE.appOnForCodes },
      request: { json: { password: PASSWORD }, headers: { Cookie: SESSION_COOKIE } },
      response: { data: { backup_codes: eachLike(BACKUP_CODE, 10) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(regenerateBackupCodesRoute, { json: { password: PASSWORD } });
      expect(res.ok && res.data.backup_codes).toHaveLength(10);
    });
  });

  test("POST new backup codes with a wrong password: 401 PASSKEY_CONFIRMATION_INCORRECT (the old codes stay)", async () => {
    await interaction(pact, {
      route: regenerateBackupCodesRoute,
      uponReceiving: "new backup codes asked for with a wrong password",
      given: { state: STATE.appOnForCodes },
      request: { json: { password: "not-the-password-1" }, headers: { Cookie: SESSION_COOKIE } },
      response: { error: "PASSKEY_CONFIRMATION_INCORRECT", data: { tries_left: integer(9) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(regenerateBackupCodesRoute, { json: { password: "not-the-password-1" } });
      expect(res).toMatchObject({ ok: false, status: API_ERRORS.PASSKEY_CONFIRMATION_INCORRECT.status });
    });
  });
});

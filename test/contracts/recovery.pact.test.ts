/**
 * Consumer side of account recovery and devices (consumer "pinboard-web", provider "pinboard-api"):
 *   auth/password-reset.server.ts        forgotPasswordRoute (type 'reset' or 'unified', auth.md §6,
 *                                        §7): the same 200 for a known and an unknown account; the
 *                                        missing-identifier refusal on its field; 'Resend email' is
 *                                        the same call;
 *   auth/password-reset-token.server.ts  passwordResetLinkRoute (a live link and an unknown one),
 *                                        resetPasswordRoute (a live link; an unknown one; a
 *                                        password known from breaches, docs/decisions/036);
 *   settings/security.server.ts          sessionsRoute, endSessionRoute (another session; an
 *                                        unknown id), endOtherSessionsRoute, changePasswordRoute
 *                                        (wrong current password on its field; a breached new
 *                                        password on its field; a change, which re-sets the
 *                                        cookies); sessionsRoute without a session.
 * Built from the route contracts (./interaction.ts); values the provider makes (a reset token,
 * session ids, cookies) come from provider states (./states/recovery.ts, ./states/auth.ts).
 *
 * Limits: one verification run makes 8 calls in the per-IP "recovery" bucket (10 a minute in
 * production), 2 sign-ups and 7 log-ins plus 3 password changes in the "login" bucket on top of the
 * auth interactions (see test/contracts/provider-states.ts), and one wrong current password for
 * jane@example.com (10 per 30 minutes per account).
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import {
  changePasswordRoute,
  endOtherSessionsRoute,
  endSessionRoute,
  forgotPasswordRoute,
  passwordResetLinkRoute,
  resetPasswordRoute,
  sessionsRoute,
} from "~common/auth/contracts";
import { API_ERRORS } from "~common/errors";
import { clientFor, createPact, interaction } from "./interaction";
import { AUTH_STATES, JANE } from "./states/auth";
import { RECOVERY_STATES } from "./states/recovery";
import { BREACHED_PASSWORD_STATES } from "./states/breached-password";
import { LOCAL_BREACHED_PASSWORD } from "../../scripts/local-pwned-passwords";

const { boolean, eachLike, integer, regex, string, fromProviderState } = MatchersV3;

const pact = createPact();

const TOKEN_EXAMPLE = "q1W2e3R4t5Y6u7I8o9P0aS";
const SESSION_ID_EXAMPLE = "Zx8kQw3rT5yU7iO9pA1sDf";
const FRESH_EMAIL = fromProviderState("${email}", "new.pinner.k3x9@example.com");
const RESET_TOKEN = fromProviderState("${resetToken}", TOKEN_EXAMPLE);
const SESSION_COOKIE = fromProviderState("${sessionCookie}", "pin_sess=AbCdEfGhIjKlMnOpQrStUv");
const OTHER_SESSION_ID = fromProviderState("${otherSessionId}", SESSION_ID_EXAMPLE);
const NEW_PASSWORD = "a-new-secret-42";
const BREACHED_PASSWORD = fromProviderState("${breachedPassword}", LOCAL_BREACHED_PASSWORD);

/** A password change re-sets both cookies: the session under a new token, and the remembered account. */
const LOGIN_SET_COOKIE = regex(
  /^((__Host-)?pin_sess=[A-Za-z0-9_-]+; Max-Age=[1-9][0-9]*; Path=\/; HttpOnly;( Secure;)? SameSite=Lax|(__Host-)?pin_acct=[A-Za-z0-9%._-]+; Max-Age=[1-9][0-9]*; Path=\/; HttpOnly;( Secure;)? SameSite=Lax)$/,
  "pin_sess=AbCdEfGhIjKlMnOpQrStUv; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax",
);

/** What the client returns for a catalogue error (the pages place these by data.field). */
const clientError = (name: keyof typeof API_ERRORS, data?: Record<string, unknown>) => ({
  ok: false,
  status: API_ERRORS[name].status,
  error: { api_error_code: API_ERRORS[name].code, message: API_ERRORS[name].message, http_status: API_ERRORS[name].status, ...(data && { data }) },
});

describe("POST /v3/users/forgot_password/", () => {
  test("an existing account: 200 with data null", async () => {
    await interaction(pact, {
      route: forgotPasswordRoute,
      uponReceiving: "a forgot-password request for an existing account",
      given: { state: AUTH_STATES.janeExists, params: JANE },
      request: { json: { username_or_email: JANE.email, type: "reset" } },
      response: { data: null },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(forgotPasswordRoute, { json: { username_or_email: JANE.email, type: "reset" } });
      expect(res).toMatchObject({ ok: true, status: 200, data: null });
    });
  });

  test("an address no account uses (type 'unified'): the very same 200 with data null", async () => {
    await interaction(pact, {
      route: forgotPasswordRoute,
      uponReceiving: "a unified forgot-password request for an address no account uses",
      given: { state: AUTH_STATES.freeEmail },
      request: { json: { username_or_email: FRESH_EMAIL, type: "unified" } },
      response: { data: null },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(forgotPasswordRoute, { json: { username_or_email: "new.pinner.k3x9@example.com", type: "unified" } });
      expect(res).toMatchObject({ ok: true, status: 200, data: null });
    });
  });

  test("a blank identifier: 400 LOGIN_EMAIL_MISSING on the email field", async () => {
    await interaction(pact, {
      route: forgotPasswordRoute,
      uponReceiving: "a forgot-password request with a blank email or username",
      request: { json: { username_or_email: " ", type: "reset" } },
      response: { error: "LOGIN_EMAIL_MISSING", data: { field: "email" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(forgotPasswordRoute, { json: { username_or_email: " ", type: "reset" } });
      expect(res).toMatchObject(clientError("LOGIN_EMAIL_MISSING", { field: "email" }));
    });
  });
});

describe("the reset link", () => {
  test("GET a live link: whose it is and until when", async () => {
    await interaction(pact, {
      route: passwordResetLinkRoute,
      uponReceiving: "a check of a reset link that was just emailed",
      given: { state: RECOVERY_STATES.resetLinkMailed },
      request: { params: { token: RESET_TOKEN } },
      response: {
        data: {
          email: regex(/^[^@\s]+@[^@\s]+$/, "new.pinner.k3x9@example.com"),
          username: string("newpinnerk3x9"),
          expires_at: integer(1790000000),
          passkeys: integer(0),
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(passwordResetLinkRoute, { params: { token: TOKEN_EXAMPLE } });
      expect(res).toMatchObject({ ok: true, data: { email: "new.pinner.k3x9@example.com", username: "newpinnerk3x9" } });
    });
  });

  test("GET an unknown link: 400 RESET_LINK_INVALID", async () => {
    await interaction(pact, {
      route: passwordResetLinkRoute,
      uponReceiving: "a check of a reset link nobody was sent",
      request: { params: { token: "AAAAAAAAAAAAAAAAAAAAAA" } },
      response: { error: "RESET_LINK_INVALID" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(passwordResetLinkRoute, { params: { token: "AAAAAAAAAAAAAAAAAAAAAA" } });
      expect(res).toMatchObject(clientError("RESET_LINK_INVALID"));
    });
  });

  test("POST a new password with a live link (and the page's passkeys box): 200 with data null", async () => {
    await interaction(pact, {
      route: resetPasswordRoute,
      uponReceiving: "a new password with a reset link that was just emailed",
      given: { state: RECOVERY_STATES.resetLinkMailed },
      request: { json: { token: RESET_TOKEN, new_password: NEW_PASSWORD, remove_passkeys: true } },
      response: { data: null },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(resetPasswordRoute, {
        json: { token: TOKEN_EXAMPLE, new_password: NEW_PASSWORD, remove_passkeys: true },
      });
      expect(res).toMatchObject({ ok: true, status: 200, data: null });
    });
  });

  test("POST a new password with an unknown link: 400 RESET_LINK_INVALID (the page offers a new link)", async () => {
    await interaction(pact, {
      route: resetPasswordRoute,
      uponReceiving: "a new password with a reset link nobody was sent",
      request: { json: { token: "AAAAAAAAAAAAAAAAAAAAAA", new_password: NEW_PASSWORD } },
      response: { error: "RESET_LINK_INVALID" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(resetPasswordRoute, { json: { token: "AAAAAAAAAAAAAAAAAAAAAA", new_password: NEW_PASSWORD } });
      expect(res).toMatchObject(clientError("RESET_LINK_INVALID"));
    });
  });

  test("a password known from data breaches: 400 PASSWORD_BREACHED on the password field", async () => {
    await interaction(pact, {
      route: resetPasswordRoute,
      uponReceiving: "a new password known from data breaches with a reset link that was just emailed",
      given: [{ state: RECOVERY_STATES.resetLinkMailed }, { state: BREACHED_PASSWORD_STATES.known }],
      request: { json: { token: RESET_TOKEN, new_password: BREACHED_PASSWORD } },
      response: { error: "PASSWORD_BREACHED", data: { field: "password" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(resetPasswordRoute, { json: { token: TOKEN_EXAMPLE, new_password: LOCAL_BREACHED_PASSWORD } });
      expect(res).toMatchObject(clientError("PASSWORD_BREACHED", { field: "password" }));
    });
  });
});

describe("sessions", () => {
  test("GET the account's sessions: each with its device and times, this one marked", async () => {
    await interaction(pact, {
      route: sessionsRoute,
      uponReceiving: "a list of the viewer's sessions",
      given: { state: AUTH_STATES.loggedIn, params: JANE },
      request: { headers: { Cookie: SESSION_COOKIE } },
      response: {
        data: eachLike({
          id: string(SESSION_ID_EXAMPLE),
          device: string("Chrome on Linux"),
          created_at: integer(1790000000),
          last_seen_at: integer(1790000100),
          current: boolean(true),
        }),
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" }).call(sessionsRoute);
      expect(res).toMatchObject({ ok: true, data: [{ id: SESSION_ID_EXAMPLE, device: "Chrome on Linux", current: true }] });
    });
  });

  test("GET the sessions without a session: 401 AUTH_REQUIRED", async () => {
    await interaction(pact, {
      route: sessionsRoute,
      uponReceiving: "a list of sessions without a session",
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      expect(await clientFor(mock).call(sessionsRoute)).toMatchObject(clientError("AUTH_REQUIRED"));
    });
  });

  test("DELETE another session of the account: 200 with data null", async () => {
    await interaction(pact, {
      route: endSessionRoute,
      uponReceiving: "the end of another session of the viewer's account",
      given: { state: RECOVERY_STATES.twoDevices, params: JANE },
      request: { params: { id: OTHER_SESSION_ID }, headers: { Cookie: SESSION_COOKIE } },
      response: { data: null },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" }).call(endSessionRoute, { params: { id: SESSION_ID_EXAMPLE } });
      expect(res).toMatchObject({ ok: true, status: 200, data: null });
    });
  });

  test("DELETE a session id the account does not have: 404 NOT_FOUND", async () => {
    await interaction(pact, {
      route: endSessionRoute,
      uponReceiving: "the end of a session the viewer's account does not have",
      given: { state: AUTH_STATES.loggedIn, params: JANE },
      request: { params: { id: "AAAAAAAAAAAAAAAAAAAAAA" }, headers: { Cookie: SESSION_COOKIE } },
      response: { error: "NOT_FOUND" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" }).call(endSessionRoute, { params: { id: "AAAAAAAAAAAAAAAAAAAAAA" } });
      expect(res).toMatchObject({ ok: false, status: 404 });
    });
  });

  test("'Log out of all other devices': 200 with how many ended (the passkeys box off)", async () => {
    await interaction(pact, {
      route: endOtherSessionsRoute,
      uponReceiving: "the end of every other session of the viewer's account",
      given: { state: AUTH_STATES.loggedIn, params: JANE },
      request: { query: { remove_passkeys: "false" }, headers: { Cookie: SESSION_COOKIE } },
      response: { data: { ended: integer(1), passkeys_removed: 0 } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" }).call(endOtherSessionsRoute, {
        query: { remove_passkeys: "false" },
      });
      expect(res).toMatchObject({ ok: true, data: { ended: 1, passkeys_removed: 0 } });
    });
  });

  test("'Log out of all other devices' with the passkeys box: how many sessions ended and passkeys went", async () => {
    await interaction(pact, {
      route: endOtherSessionsRoute,
      uponReceiving: "the end of every other session of the viewer's account, with every passkey",
      given: { state: AUTH_STATES.loggedIn, params: JANE },
      request: { query: { remove_passkeys: "true" }, headers: { Cookie: SESSION_COOKIE } },
      response: { data: { ended: integer(1), passkeys_removed: integer(0) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" }).call(endOtherSessionsRoute, {
        query: { remove_passkeys: "true" },
      });
      expect(res).toMatchObject({ ok: true, data: { ended: 1 } });
    });
  });
});

describe("POST /v3/users/me/password/", () => {
  test("a wrong current password: 400 CURRENT_PASSWORD_INCORRECT on its field", async () => {
    await interaction(pact, {
      route: changePasswordRoute,
      uponReceiving: "a password change with a wrong current password",
      given: { state: AUTH_STATES.loggedIn, params: JANE },
      request: { json: { current_password: "not-the-password", new_password: NEW_PASSWORD }, headers: { Cookie: SESSION_COOKIE } },
      response: { error: "CURRENT_PASSWORD_INCORRECT", data: { field: "current_password" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" }).call(changePasswordRoute, {
        json: { current_password: "not-the-password", new_password: NEW_PASSWORD },
      });
      expect(res).toMatchObject(clientError("CURRENT_PASSWORD_INCORRECT", { field: "current_password" }));
    });
  });

  test("a new password known from data breaches: 400 PASSWORD_BREACHED on the password field", async () => {
    await interaction(pact, {
      route: changePasswordRoute,
      uponReceiving: "a password change to a password known from data breaches",
      given: [{ state: AUTH_STATES.loggedIn, params: JANE }, { state: BREACHED_PASSWORD_STATES.known }],
      request: { json: { current_password: JANE.password, new_password: BREACHED_PASSWORD }, headers: { Cookie: SESSION_COOKIE } },
      response: { error: "PASSWORD_BREACHED", data: { field: "password" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" }).call(changePasswordRoute, {
        json: { current_password: JANE.password, new_password: LOCAL_BREACHED_PASSWORD },
      });
      expect(res).toMatchObject(clientError("PASSWORD_BREACHED", { field: "password" }));
    });
  });

  test("a change (here to the same password, so the seeded account keeps it): 200, and the cookies are re-set", async () => {
    await interaction(pact, {
      route: changePasswordRoute,
      uponReceiving: "a password change with the right current password",
      given: { state: AUTH_STATES.loggedIn, params: JANE },
      request: { json: { current_password: JANE.password, new_password: JANE.password }, headers: { Cookie: SESSION_COOKIE } },
      response: { data: null, headers: { "Set-Cookie": LOGIN_SET_COOKIE } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" }).call(changePasswordRoute, {
        json: { current_password: JANE.password, new_password: JANE.password },
      });
      expect(res).toMatchObject({ ok: true, status: 200, data: null });
      expect(res.setCookies[0]).toMatch(/^pin_sess=/);
    });
  });
});

/**
 * Consumer side of leaving an account and downloading one's data (consumer "pinboard-web",
 * provider "pinboard-api"; docs/decisions/042), every answer the app acts on:
 *   auth/account-lifecycle/close-account.server.ts  deactivateAccountRoute, closeAccountRoute
 *                          (left, and its refusals: no proof, a wrong one, no acknowledgement);
 *   auth/login/login.server.ts  logInRoute (a closed account: ACCOUNT_CLOSED with the reopen
 *                          token; a deactivated one: reactivated), reopenAccountRoute (reopened;
 *                          an unknown token);
 *   auth/data-export/data.server.ts  dataExportsRoute (the ready archive), requestDataExportRoute
 *                          (asked for; too soon; no proof), downloadDataExportRoute (not found).
 *
 * Limits: 3 log-ins per verification run (a closed account's, a deactivated one's, the reopen
 * token state's), a sign-up per state use.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import { closeAccountRoute, deactivateAccountRoute, reopenAccountRoute } from "~common/auth/account-lifecycle/contracts";
import { dataExportsRoute, downloadDataExportRoute, requestDataExportRoute } from "~common/auth/data-export/contracts";
import { logInRoute } from "~common/auth/contracts";
import { API_ERRORS } from "~common/errors";
import { clientFor, createPact, interaction } from "./interaction";
import { LIFECYCLE_PASSWORD as PASSWORD, LIFECYCLE_STATES as STATE } from "./states/account-lifecycle";

const { boolean, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createPact();

const SESSION_COOKIE_EXAMPLE = "pin_sess=AbCdEfGhIjKlMnOpQrStUv";
const SESSION_COOKIE = fromProviderState("${sessionCookie}", SESSION_COOKIE_EXAMPLE);
const EMAIL_EXAMPLE = "pact.leaving.1@example.com";
const EMAIL = fromProviderState("${email}", EMAIL_EXAMPLE);
const TOKEN_EXAMPLE = "q1W2e3R4t5Y6u7I8o9P0aS";
const EXPORT_ID_EXAMPLE = "Zx9Yw8Vu7Ts6Rq5Po4Nm3L";
const LOGGED_IN_SET_COOKIE = regex(
  /^(__Host-)?pin_(sess|acct|accts)=[A-Za-z0-9%._-]*; Max-Age=[0-9]+; Path=\/; HttpOnly;( Secure;)? SameSite=Lax$/,
  `${SESSION_COOKIE_EXAMPLE}; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax`,
);

const USER = {
  id: string("3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10"),
  username: string("pat"),
  full_name: string("Pat"),
  image_large_url: null,
  avatar_color_index: integer(4),
  is_partner: boolean(false),
};

const clientError = (name: keyof typeof API_ERRORS) => ({
  ok: false,
  status: API_ERRORS[name].status,
  error: { api_error_code: API_ERRORS[name].code, message: API_ERRORS[name].message },
});

const asViewer = (mock: Parameters<typeof clientFor>[0]) => clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE });

describe("leaving (/settings/account/close)", () => {
  test("deactivate with the password: deactivated, no deletion date", async () => {
    await interaction(pact, {
      route: deactivateAccountRoute,
      uponReceiving: "a deactivation with the password",
      given: { state: STATE.viewer },
      request: { json: { password: PASSWORD }, headers: { Cookie: SESSION_COOKIE } },
      response: { data: { state: "deactivated", deletion_at: null } },
    }).executeTest(async (mock) => {
      const res = await asViewer(mock).call(deactivateAccountRoute, { json: { password: PASSWORD } });
      expect(res).toMatchObject({ ok: true, data: { state: "deactivated", deletion_at: null } });
    });
  });

  test("close with the password and the box ticked: closed, with its deletion date", async () => {
    await interaction(pact, {
      route: closeAccountRoute,
      uponReceiving: "a closing with the password, acknowledged",
      given: { state: STATE.viewer },
      request: { json: { password: PASSWORD, acknowledge: true }, headers: { Cookie: SESSION_COOKIE } },
      response: { data: { state: "closed", deletion_at: integer(1797000000) } },
    }).executeTest(async (mock) => {
      const res = await asViewer(mock).call(closeAccountRoute, { json: { password: PASSWORD, acknowledge: true } });
      expect(res).toMatchObject({ ok: true, data: { state: "closed" } });
    });
  });

  test("the refusals the page shows: no proof, a wrong password, the box not ticked", async () => {
    for (const [what, json, error] of [
      ["with no proof", { acknowledge: true }, "PASSKEY_CONFIRMATION_REQUIRED"],
      ["with a wrong password", { acknowledge: true, password: "wrong-horse-42" }, "PASSKEY_CONFIRMATION_INCORRECT"],
      ["without the acknowledgement", { password: PASSWORD }, "CLOSE_NOT_ACKNOWLEDGED"],
    ] as const) {
      await interaction(pact, {
        route: closeAccountRoute,
        uponReceiving: `a closing ${what}`,
        given: { state: STATE.viewer },
        request: { json, headers: { Cookie: SESSION_COOKIE } },
        response: { error, ...(error === "PASSKEY_CONFIRMATION_INCORRECT" && { data: { tries_left: integer(9) } }) },
      }).executeTest(async (mock) => {
        expect(await asViewer(mock).call(closeAccountRoute, { json })).toMatchObject(clientError(error));
      });
    }
  });
});

describe("coming back (the log-in)", () => {
  test("a closed account's right password: ACCOUNT_CLOSED with the deletion date and a reopen token", async () => {
    const json = { username_or_email: EMAIL, password: PASSWORD };
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a log-in to a closed account in its grace",
      given: { state: STATE.closed },
      request: { json },
      response: { error: "ACCOUNT_CLOSED", data: { deletion_at: integer(1797000000), reopen_token: regex(/^[A-Za-z0-9_-]{16,}$/, TOKEN_EXAMPLE) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(logInRoute, { json: { username_or_email: EMAIL_EXAMPLE, password: PASSWORD } });
      expect(res).toMatchObject(clientError("ACCOUNT_CLOSED"));
      expect(!res.ok && res.error.data).toMatchObject({ reopen_token: TOKEN_EXAMPLE });
    });
  });

  test("a deactivated account's right password: a session, reactivated", async () => {
    const json = { username_or_email: EMAIL, password: PASSWORD };
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a log-in to a deactivated account",
      given: { state: STATE.deactivated },
      request: { json },
      response: { data: { user: USER, reactivated: true }, headers: { "Set-Cookie": LOGGED_IN_SET_COOKIE } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(logInRoute, { json: { username_or_email: EMAIL_EXAMPLE, password: PASSWORD } });
      expect(res).toMatchObject({ ok: true, data: { reactivated: true } });
    });
  });

  test("reopen with the token: the user and a session; an unknown token: REOPEN_EXPIRED", async () => {
    await interaction(pact, {
      route: reopenAccountRoute,
      uponReceiving: "a reopening with the log-in's token",
      given: { state: STATE.reopenToken },
      request: { json: { reopen_token: fromProviderState("${reopenToken}", TOKEN_EXAMPLE) } },
      response: { data: { user: USER }, headers: { "Set-Cookie": LOGGED_IN_SET_COOKIE } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(reopenAccountRoute, { json: { reopen_token: TOKEN_EXAMPLE } });
      expect(res).toMatchObject({ ok: true, data: { user: { username: "pat" } } });
      expect(res.setCookies[0]).toMatch(/^pin_sess=/);
    });
    await interaction(pact, {
      route: reopenAccountRoute,
      uponReceiving: "a reopening with an unknown token",
      request: { json: { reopen_token: "made-up-token" } },
      response: { error: "REOPEN_EXPIRED" },
    }).executeTest(async (mock) => {
      expect(await clientFor(mock).call(reopenAccountRoute, { json: { reopen_token: "made-up-token" } })).toMatchObject(clientError("REOPEN_EXPIRED"));
    });
  });
});

describe("download your data (/settings/data)", () => {
  const READY = {
    id: string(EXPORT_ID_EXAMPLE),
    state: "ready",
    requested_at: integer(1796000000),
    ready_at: integer(1796000005),
    expires_at: integer(1796604805),
    bytes: integer(4096),
    download_path: regex(/^\/v3\/users\/me\/data_exports\/[A-Za-z0-9_-]+\/download\/$/, `/v3/users/me/data_exports/${EXPORT_ID_EXAMPLE}/download/`),
  };

  test("a fresh viewer asks with the password: preparing", async () => {
    await interaction(pact, {
      route: requestDataExportRoute,
      uponReceiving: "a request for the viewer's data with the password",
      given: { state: STATE.viewer },
      request: { json: { password: PASSWORD }, headers: { Cookie: SESSION_COOKIE } },
      response: {
        data: { id: string(EXPORT_ID_EXAMPLE), state: "preparing", requested_at: integer(1796000000), ready_at: null, expires_at: null, bytes: null, download_path: null },
      },
    }).executeTest(async (mock) => {
      const res = await asViewer(mock).call(requestDataExportRoute, { json: { password: PASSWORD } });
      expect(res).toMatchObject({ ok: true, data: { state: "preparing" } });
    });
    await interaction(pact, {
      route: requestDataExportRoute,
      uponReceiving: "a request for the viewer's data with no proof",
      given: { state: STATE.viewer },
      request: { json: {}, headers: { Cookie: SESSION_COOKIE } },
      response: { error: "PASSKEY_CONFIRMATION_REQUIRED" },
    }).executeTest(async (mock) => {
      expect(await asViewer(mock).call(requestDataExportRoute, { json: {} })).toMatchObject(clientError("PASSKEY_CONFIRMATION_REQUIRED"));
    });
  });

  test("the ready archive is listed with its link; asking again the same day: DATA_EXPORT_TOO_SOON", async () => {
    await interaction(pact, {
      route: dataExportsRoute,
      uponReceiving: "a request for the viewer's archives when one is ready",
      given: { state: STATE.archiveReady },
      request: { headers: { Cookie: SESSION_COOKIE } },
      response: { data: { latest: READY, next_allowed_at: integer(1796086400) } },
    }).executeTest(async (mock) => {
      const res = await asViewer(mock).call(dataExportsRoute);
      expect(res).toMatchObject({ ok: true, data: { latest: { state: "ready" } } });
    });
    await interaction(pact, {
      route: requestDataExportRoute,
      uponReceiving: "a second request for the viewer's data the same day",
      given: { state: STATE.archiveReady },
      request: { json: { password: PASSWORD }, headers: { Cookie: SESSION_COOKIE } },
      response: { error: "DATA_EXPORT_TOO_SOON", data: { retry_after_seconds: integer(86000) } },
    }).executeTest(async (mock) => {
      expect(await asViewer(mock).call(requestDataExportRoute, { json: { password: PASSWORD } })).toMatchObject(clientError("DATA_EXPORT_TOO_SOON"));
    });
  });

  test("another archive's download: DATA_EXPORT_NOT_FOUND", async () => {
    await interaction(pact, {
      route: downloadDataExportRoute,
      uponReceiving: "a download of an archive that is not the viewer's",
      given: { state: STATE.archiveReady },
      request: { params: { exportId: "not-the-viewers" }, headers: { Cookie: SESSION_COOKIE } },
      response: { error: "DATA_EXPORT_NOT_FOUND" },
    }).executeTest(async (mock) => {
      const res = await asViewer(mock).call(downloadDataExportRoute, { params: { exportId: "not-the-viewers" } });
      expect(res).toMatchObject(clientError("DATA_EXPORT_NOT_FOUND"));
    });
  });
});

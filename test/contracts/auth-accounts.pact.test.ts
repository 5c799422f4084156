/**
 * Consumer side of several accounts on one device (auth.md §3 stored accounts, login type
 * SWITCH_ACCOUNT 7, §6 account-switch mode; consumer "pinboard-web", provider "pinboard-api"):
 *   lib/viewer.server.ts            storedAccountsRoute for the header's account menu (and
 *                                   /add-account): a device with two accounts; without a session
 *                                   401 AUTH_REQUIRED (the menu falls back to the viewer alone);
 *   auth/add-account.server.ts      logInRoute with `switch_account` (a second account is added;
 *                                   a full device answers 409 ACCOUNTS_LIMIT);
 *   auth/switch-account.ts          switchAccountRoute (a stored account becomes active, login
 *                                   type 7, new cookies; 404 ACCOUNT_NOT_ON_DEVICE goes to
 *                                   /add-account; 401 AUTH_REQUIRED to /login);
 *   auth/logout.tsx                 logOutAllAccountsRoute (both cookies cleared).
 * Built from the route contracts (./interaction.ts); cookies and ids the provider makes come from
 * provider states (./states/accounts.ts).
 *
 * Limits: one verification run makes 16 calls in the per-IP "login" bucket for these
 * interactions (the states' log-ins and the verified log-ins and switches) and registers 5
 * accounts once (see test/contracts/provider-states.ts).
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import { logInRoute, logOutAllAccountsRoute, storedAccountsRoute, switchAccountRoute } from "~common/auth/contracts";
import { API_ERRORS } from "~common/errors";
import { clientFor, createPact, interaction } from "./interaction";
import { ACCOUNTS_STATES as STATE, OTHER } from "./states/accounts";
import { JANE } from "./states/auth";

const { boolean, eachValueMatches, integer, like, regex, string, fromProviderState } = MatchersV3;

const pact = createPact();

const TOKEN = "AbCdEfGhIjKlMnOpQrStUv";
const STORED_TOKEN = "ZyXwVuTsRqPoNmLkJiHgFe";
const JANE_ID = "3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10";
const OTHER_ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const SESSION_COOKIE_EXAMPLE = `pin_sess=${TOKEN}`;
const ACCOUNTS_COOKIE_EXAMPLE = `pin_sess=${TOKEN}; pin_accts=${STORED_TOKEN}`;
const STATE_PARAMS = { ...JANE, otherEmail: OTHER.email, otherPassword: OTHER.password };

const SESSION_COOKIE = fromProviderState("${sessionCookie}", SESSION_COOKIE_EXAMPLE);
const ACCOUNTS_COOKIE = fromProviderState("${accountsCookie}", ACCOUNTS_COOKIE_EXAMPLE);
const STORED_USER_ID = fromProviderState("${storedUserId}", JANE_ID);

/**
 * The cookies a change of active account sets: the session under a fresh token, the stored
 * accounts' tokens (dot-separated) and the remembered account; `__Host-` and Secure over https,
 * always Path=/, HttpOnly, SameSite=Lax. Pact applies this matcher to each Set-Cookie value.
 */
const DEVICE_SET_COOKIE = regex(
  /^(__Host-)?(pin_sess=[A-Za-z0-9_-]+|pin_accts=[A-Za-z0-9_.-]+|pin_acct=[A-Za-z0-9%._-]+); Max-Age=[1-9][0-9]*; Path=\/; HttpOnly;( Secure;)? SameSite=Lax$/,
  `pin_sess=${TOKEN}; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax`,
);
/** Log out of all accounts clears the session and stored-accounts cookies. */
const CLEARED_DEVICE_SET_COOKIE = regex(
  /^(__Host-)?(pin_sess|pin_accts)=; Max-Age=0; Path=\/; HttpOnly;( Secure;)? SameSite=Lax$/,
  "pin_sess=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
);

/** A stored account (auth.md §3); email sign-up sets no picture. */
const storedAccount = (id: string, email: string, fullName: string, username: string) => ({
  id,
  username,
  email,
  fullName,
  imageMediumUrl: null,
  imageLargeUrl: null,
  avatarColorIndex: 4,
});
const STORED_OTHER = storedAccount(OTHER_ID, OTHER.email, "Ana Pact", "anapact");
const STORED_JANE = storedAccount(JANE_ID, JANE.email, "Jane", "jane");

const loggedInUser = (id: string, fullName: string, username: string) => ({
  id: string(id),
  username: string(username),
  full_name: string(fullName),
  image_large_url: null,
  avatar_color_index: integer(4),
  is_partner: boolean(false),
});

const clientError = (name: keyof typeof API_ERRORS, data?: Record<string, unknown>) => ({
  ok: false,
  status: API_ERRORS[name].status,
  error: { api_error_code: API_ERRORS[name].code, message: API_ERRORS[name].message, http_status: API_ERRORS[name].status, ...(data && { data }) },
});

describe("GET /v3/sessions/accounts/", () => {
  test("a device holding two accounts: the stored-accounts map keyed by id, which one is active, and the account group", async () => {
    await interaction(pact, {
      route: storedAccountsRoute,
      uponReceiving: "a read of the accounts on a device holding two",
      given: { state: STATE.twoAccounts, params: STATE_PARAMS },
      request: { headers: { Cookie: ACCOUNTS_COOKIE } },
      response: {
        data: {
          account_group_id: regex(/^[A-Za-z0-9_-]{22}$/, "Gq3x9LmN2pQrStUvWxYz0a"),
          active_id: string(OTHER_ID),
          // Keys are ids, which differ per provider: the map is pinned by its values' shape.
          accounts: eachValueMatches({ [OTHER_ID]: STORED_OTHER, [JANE_ID]: STORED_JANE }, like(STORED_OTHER)),
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: ACCOUNTS_COOKIE_EXAMPLE }).call(storedAccountsRoute);
      expect(res.ok).toBe(true);
      if (!res.ok) return;
      expect(res.data.active_id).toBe(OTHER_ID);
      expect(Object.keys(res.data.accounts).sort()).toEqual([JANE_ID, OTHER_ID].sort());
      expect(res.data.accounts[JANE_ID]).toMatchObject({ email: JANE.email, fullName: "Jane", imageMediumUrl: null });
    });
  });

  test("without a session: 401 AUTH_REQUIRED (the menu shows the viewer alone)", async () => {
    await interaction(pact, {
      route: storedAccountsRoute,
      uponReceiving: "a read of the device's accounts without a session",
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      expect(await clientFor(mock).call(storedAccountsRoute)).toMatchObject(clientError("AUTH_REQUIRED"));
    });
  });
});

describe("POST /v3/sessions/ with switch_account (/add-account)", () => {
  test("a logged-in device adds another account: the new user, and the device's cookies", async () => {
    const json = { username_or_email: OTHER.email, password: OTHER.password, switch_account: true };
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "an add-account log-in on a logged-in device",
      given: { state: STATE.otherExists, params: STATE_PARAMS },
      request: { json, headers: { Cookie: SESSION_COOKIE } },
      response: { data: { user: loggedInUser(OTHER_ID, "Ana Pact", "anapact") }, headers: { "Set-Cookie": DEVICE_SET_COOKIE } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(logInRoute, { json });
      expect(res).toMatchObject({ ok: true, data: { user: { id: OTHER_ID, username: "anapact" } } });
      expect(res.setCookies.some((c) => c.startsWith("pin_sess="))).toBe(true);
    });
  });

  test("a device already holding 5 accounts: 409 ACCOUNTS_LIMIT", async () => {
    const json = { username_or_email: "someone.else@example.com", password: "any-password-1", switch_account: true };
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "an add-account log-in on a device holding 5 accounts",
      given: { state: STATE.fullDevice, params: STATE_PARAMS },
      request: { json, headers: { Cookie: ACCOUNTS_COOKIE } },
      response: { error: "ACCOUNTS_LIMIT" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: ACCOUNTS_COOKIE_EXAMPLE }).call(logInRoute, { json });
      expect(res).toMatchObject(clientError("ACCOUNTS_LIMIT"));
    });
  });
});

describe("POST /v3/sessions/switch/", () => {
  test("to the stored account: it is active now (login type 7), under new cookies", async () => {
    await interaction(pact, {
      route: switchAccountRoute,
      uponReceiving: "a switch to the other account the device holds",
      given: { state: STATE.twoAccounts, params: STATE_PARAMS },
      request: { json: { user_id: STORED_USER_ID }, headers: { Cookie: ACCOUNTS_COOKIE } },
      response: { data: { user: loggedInUser(JANE_ID, "Jane", "jane"), login_type: 7 }, headers: { "Set-Cookie": DEVICE_SET_COOKIE } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: ACCOUNTS_COOKIE_EXAMPLE }).call(switchAccountRoute, { json: { user_id: JANE_ID } });
      expect(res).toMatchObject({ ok: true, data: { user: { id: JANE_ID, username: "jane" }, login_type: 7 } });
    });
  });

  test("to an account the device does not hold: 404 ACCOUNT_NOT_ON_DEVICE (the app offers /add-account)", async () => {
    const json = { user_id: "00000000-0000-4000-8000-000000000000" };
    await interaction(pact, {
      route: switchAccountRoute,
      uponReceiving: "a switch to an account the device does not hold",
      given: { state: STATE.twoAccounts, params: STATE_PARAMS },
      request: { json, headers: { Cookie: ACCOUNTS_COOKIE } },
      response: { error: "ACCOUNT_NOT_ON_DEVICE" },
    }).executeTest(async (mock) => {
      expect(await clientFor(mock, { Cookie: ACCOUNTS_COOKIE_EXAMPLE }).call(switchAccountRoute, { json })).toMatchObject(clientError("ACCOUNT_NOT_ON_DEVICE"));
    });
  });

  test("without a session: 401 AUTH_REQUIRED (the app goes to /login)", async () => {
    const json = { user_id: JANE_ID };
    await interaction(pact, {
      route: switchAccountRoute,
      uponReceiving: "a switch without a session",
      request: { json },
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      expect(await clientFor(mock).call(switchAccountRoute, { json })).toMatchObject(clientError("AUTH_REQUIRED"));
    });
  });
});

describe("DELETE /v3/sessions/accounts/", () => {
  test("log out of all accounts on a device holding two: both sessions end, both cookies are cleared", async () => {
    await interaction(pact, {
      route: logOutAllAccountsRoute,
      uponReceiving: "a log-out of every account on a device holding two",
      given: { state: STATE.twoAccounts, params: STATE_PARAMS },
      request: { headers: { Cookie: ACCOUNTS_COOKIE } },
      response: { data: { ended: 2 }, headers: { "Set-Cookie": CLEARED_DEVICE_SET_COOKIE } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: ACCOUNTS_COOKIE_EXAMPLE }).call(logOutAllAccountsRoute);
      expect(res).toMatchObject({ ok: true, data: { ended: 2 } });
    });
  });
});

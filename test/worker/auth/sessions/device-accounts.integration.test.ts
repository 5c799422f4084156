/**
 * Several accounts on one device (auth.md §3 stored accounts, login type SWITCH_ACCOUNT 7, §6
 * account-switch mode; docs/decisions/012), against the built Worker: an add-account log-in
 * (`switch_account`) keeps the previous session as a stored account; GET /v3/sessions/accounts/
 * is the stored-accounts map; POST /v3/sessions/switch/ makes another one active under a fresh
 * token without a password; a token that is not this device's (another device's, forged, ended)
 * is ignored and dropped from the cookie; at most 5 accounts; log out of one (the next takes over)
 * or of all; and each account's own session list stays right.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ApiClient, expectApiError, expectOk, parseSetCookie, SESSION_COOKIE } from "../../../support/api-client";
import {
  createAccount,
  expectAuthenticatedAs,
  expectNotAuthenticated,
  logIn,
  viewer,
  viewerForToken,
  type Account,
  type LoggedInUser,
} from "../../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const STORED_COOKIE = "pin_accts";

interface StoredAccount {
  id: string;
  username: string;
  email: string;
  fullName: string;
  imageMediumUrl: string | null;
  imageLargeUrl: string | null;
  avatarColorIndex: number;
  partner?: { is_create: boolean };
}
interface StoredAccounts {
  account_group_id: string | null;
  active_id: string;
  accounts: Record<string, StoredAccount>;
}
interface SessionInfo {
  id: string;
  current: boolean;
}

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

const addAccount = (client: ApiClient, account: Pick<Account, "email" | "password">, password = account.password) =>
  client.post<{ user: LoggedInUser }>("/v3/sessions/", { username_or_email: account.email, password, switch_account: true });
const accounts = (client: ApiClient) => client.get<StoredAccounts>("/v3/sessions/accounts/");
const switchTo = (client: ApiClient, userId: string) =>
  client.post<{ user: LoggedInUser; login_type: number }>("/v3/sessions/switch/", { user_id: userId });
const storedTokens = (client: ApiClient) => (client.jar.get(STORED_COOKIE) ?? "").split(".").filter(Boolean);
const accountIds = async (client: ApiClient) => Object.keys(expectOk(await accounts(client)).accounts).sort();

/** The session of `account` as a device with only that cookie (no stored accounts). */
const deviceWith = (token: string, stored?: string[]) => {
  const client = new ApiClient(worker);
  client.jar.set(SESSION_COOKIE, token);
  if (stored) client.jar.set(STORED_COOKIE, stored.join("."));
  return client;
};

/** A device logged in to `first`, then to each of `others` through /add-account. */
async function deviceHolding(first: Account, ...others: Account[]) {
  const device = new ApiClient(worker);
  expectOk(await logIn(device, first.email, first.password));
  for (const other of others) expectOk(await addAccount(device, other));
  return device;
}

describe("adding an account (switch_account on log-in)", () => {
  test("the new account is active, the previous one is stored: the stored-accounts map lists both with the §3 fields", async () => {
    const [ana, ben] = await Promise.all([createAccount(worker), createAccount(worker)]);
    const device = await deviceHolding(ana);
    const anaToken = device.jar.session!;
    // One account: the map holds it, and there is no group yet.
    const alone = expectOk(await accounts(device));
    expect(alone).toMatchObject({ account_group_id: null, active_id: ana.user.id });
    expect(Object.keys(alone.accounts)).toEqual([ana.user.id]);

    const added = await addAccount(device, ben);
    expect(expectOk(added).user.id).toBe(ben.user.id);
    await expectAuthenticatedAs(device, ben.user.id);
    expect(storedTokens(device)).toEqual([anaToken]);
    const cookie = added.res.headers
      .getSetCookie()
      .map(parseSetCookie)
      .find((c) => c.name === STORED_COOKIE)!;
    expect(cookie.attrs.has("httponly")).toBe(true);
    expect(cookie.attrs.get("samesite")).toBe("Lax");
    expect(cookie.attrs.get("path")).toBe("/");

    const map = expectOk(await accounts(device));
    expect(map.active_id).toBe(ben.user.id);
    expect(map.account_group_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Object.keys(map.accounts).sort()).toEqual([ana.user.id, ben.user.id].sort());
    expect(map.accounts[ana.user.id]).toEqual({
      id: ana.user.id,
      username: ana.user.username,
      email: ana.email,
      fullName: ana.user.full_name,
      imageMediumUrl: null,
      imageLargeUrl: null,
      avatarColorIndex: ana.user.avatar_color_index,
    });
    // Both sessions still work on their own; each account lists only its own sessions.
    await expectAuthenticatedAs(deviceWith(anaToken), ana.user.id);
  });

  test("a business account carries partner {is_create}", async () => {
    const ana = await createAccount(worker);
    const shop = await createAccount(worker, { account_type: "business", business_name: "Ana's Shop", password: "a-business-pass-42" });
    const device = await deviceHolding(ana, shop);
    const map = expectOk(await accounts(device));
    expect(map.accounts[shop.user.id]!.partner).toEqual({ is_create: true });
    expect(map.accounts[ana.user.id]!.partner).toBeUndefined();
  });

  test("a wrong password adds nothing: the device keeps its account and cookies", async () => {
    const [ana, ben] = await Promise.all([createAccount(worker), createAccount(worker)]);
    const device = await deviceHolding(ana);
    const token = device.jar.session;
    expectApiError(await addAccount(device, ben, "not-the-password-1"), "PASSWORD_INCORRECT", { field: "password" });
    expect(device.jar.session).toBe(token);
    expect(device.jar.get(STORED_COOKIE)).toBeUndefined();
    await expectAuthenticatedAs(device, ana.user.id);
  });

  test("adding an account the device already holds replaces its stored session; adding the active one renews it", async () => {
    const [ana, ben] = await Promise.all([createAccount(worker), createAccount(worker)]);
    const device = await deviceHolding(ana, ben); // ben active, ana stored
    const [anaStored] = storedTokens(device);
    expectOk(await addAccount(device, ana)); // ana again: active now, its old stored session ended
    await expectAuthenticatedAs(device, ana.user.id);
    await expectNotAuthenticated(viewerForToken(worker, anaStored!));
    expect(await accountIds(device)).toEqual([ana.user.id, ben.user.id].sort());
    expect(storedTokens(device)).toHaveLength(1);

    const before = device.jar.session!;
    expectOk(await addAccount(device, ana)); // the active account itself
    expect(device.jar.session).not.toBe(before);
    await expectNotAuthenticated(viewerForToken(worker, before));
    expect(await accountIds(device)).toEqual([ana.user.id, ben.user.id].sort());
  });

  test("without a session, switch_account is an ordinary log-in", async () => {
    const ana = await createAccount(worker);
    const device = new ApiClient(worker);
    expectOk(await addAccount(device, ana));
    await expectAuthenticatedAs(device, ana.user.id);
    expect(device.jar.get(STORED_COOKIE)).toBeUndefined();
  });

  test("an ordinary log-in on a device holding several accounts logs all of them out first", async () => {
    const [ana, ben, cleo] = await Promise.all([createAccount(worker), createAccount(worker), createAccount(worker)]);
    const device = await deviceHolding(ana, ben);
    const tokens = [device.jar.session!, ...storedTokens(device)];
    expectOk(await logIn(device, cleo.email, cleo.password));
    for (const t of tokens) await expectNotAuthenticated(viewerForToken(worker, t));
    expect(device.jar.get(STORED_COOKIE)).toBeUndefined();
    expect(await accountIds(device)).toEqual([cleo.user.id]);
  });
});

describe("switching (login type SWITCH_ACCOUNT 7)", () => {
  test("no password; the chosen account becomes active under a fresh token and the previous one is stored", async () => {
    const [ana, ben] = await Promise.all([createAccount(worker), createAccount(worker)]);
    const device = await deviceHolding(ana, ben);
    const [anaStored] = storedTokens(device);
    const benToken = device.jar.session!;

    const switched = expectOk(await switchTo(device, ana.user.id));
    expect(switched).toEqual({ user: expect.objectContaining({ id: ana.user.id, username: ana.user.username }), login_type: 7 });
    await expectAuthenticatedAs(device, ana.user.id);
    // Rotation: ana's new token is not the stored one, and the stored one no longer works.
    expect(device.jar.session).not.toBe(anaStored);
    await expectNotAuthenticated(viewerForToken(worker, anaStored!));
    expect(storedTokens(device)).toEqual([benToken]);
    expect(expectOk(await accounts(device)).active_id).toBe(ana.user.id);

    // And back.
    expectOk(await switchTo(device, ben.user.id));
    await expectAuthenticatedAs(device, ben.user.id);
    await expectNotAuthenticated(viewerForToken(worker, benToken));
    // Switching to the active account changes nothing.
    const now = device.jar.session;
    expect(expectOk(await switchTo(device, ben.user.id)).user.id).toBe(ben.user.id);
    expect(device.jar.session).toBe(now);
  });

  test("a switched-away session alone cannot act as the other account: it needs the other's token in the cookie list", async () => {
    const [ana, ben] = await Promise.all([createAccount(worker), createAccount(worker)]);
    const device = await deviceHolding(ana, ben);
    expectOk(await switchTo(device, ana.user.id)); // ben is switched away: stored
    const [benToken] = storedTokens(device);

    const benOnly = deviceWith(benToken!);
    await expectAuthenticatedAs(benOnly, ben.user.id);
    expect(await accountIds(benOnly)).toEqual([ben.user.id]);
    expectApiError(await switchTo(benOnly, ana.user.id), "ACCOUNT_NOT_ON_DEVICE");
    await expectAuthenticatedAs(benOnly, ben.user.id);
    // Nor does a logged-out request get anywhere.
    expectApiError(await switchTo(new ApiClient(worker), ana.user.id), "AUTH_REQUIRED");
    // The device itself is untouched.
    await expectAuthenticatedAs(device, ana.user.id);
    expect(await accountIds(device)).toEqual([ana.user.id, ben.user.id].sort());
  });

  test("an account the device never held, or a malformed body, is refused", async () => {
    const [ana, ben, stranger] = await Promise.all([createAccount(worker), createAccount(worker), createAccount(worker)]);
    const device = await deviceHolding(ana, ben);
    expectApiError(await switchTo(device, stranger.user.id), "ACCOUNT_NOT_ON_DEVICE");
    expectApiError(await device.post("/v3/sessions/switch/", {}), "BAD_REQUEST", { field: "user_id" });
    await expectAuthenticatedAs(device, ben.user.id);
  });

  test("a switch from another site's page is refused (CSRF)", async () => {
    const [ana, ben] = await Promise.all([createAccount(worker), createAccount(worker)]);
    const device = await deviceHolding(ana, ben);
    expectApiError(
      await device.post("/v3/sessions/switch/", { user_id: ana.user.id }, { headers: { origin: "https://evil.example" } }),
      "CROSS_SITE_REQUEST",
    );
    expectApiError(await device.delete("/v3/sessions/accounts/", { headers: { "sec-fetch-site": "cross-site" } }), "CROSS_SITE_REQUEST");
    await expectAuthenticatedAs(device, ben.user.id);
  });
});

describe("tokens that are not this device's are ignored", () => {
  test("another device's live session, a forged token and garbage are dropped from the list, and that session is not ended", async () => {
    const [ana, ben, cleo, dan] = await Promise.all([
      createAccount(worker),
      createAccount(worker),
      createAccount(worker),
      createAccount(worker),
    ]);
    const device = await deviceHolding(ana, ben);
    // cleo's own device (no group), and a device of dan's holding cleo too (another group).
    const cleoToken = cleo.client.jar.session!;
    const otherDevice = await deviceHolding(dan, cleo);
    const cleoOtherGroup = otherDevice.jar.session!;
    const forged = "AAAAAAAAAAAAAAAAAAAAAA";
    const mine = storedTokens(device);
    device.jar.set(STORED_COOKIE, [cleoToken, forged, "not a token", cleoOtherGroup, ...mine].join("."));

    const answer = await accounts(device);
    expect(Object.keys(expectOk(answer).accounts).sort()).toEqual([ana.user.id, ben.user.id].sort());
    expect(storedTokens(device)).toEqual(mine); // re-set without the foreign ones
    expectApiError(await switchTo(device, cleo.user.id), "ACCOUNT_NOT_ON_DEVICE");

    device.jar.set(STORED_COOKIE, [cleoOtherGroup, ...mine].join("."));
    expectApiError(await switchTo(device, cleo.user.id), "ACCOUNT_NOT_ON_DEVICE");
    await expectAuthenticatedAs(device, ben.user.id);
    // Those sessions are theirs and go on.
    await expectAuthenticatedAs(cleo.client, cleo.user.id);
    await expectAuthenticatedAs(otherDevice, cleo.user.id);
  });

  test("a stored session that ended (its user's session_version changed) is dropped", async () => {
    const [ana, ben] = await Promise.all([createAccount(worker), createAccount(worker)]);
    const device = await deviceHolding(ana, ben);
    const env = await worker.env();
    await env.DB.prepare("UPDATE users SET session_version = session_version + 1 WHERE id = ?").bind(ana.user.id).run();
    expect(await accountIds(device)).toEqual([ben.user.id]);
    expect(device.jar.get(STORED_COOKIE)).toBeUndefined();
    expectApiError(await switchTo(device, ana.user.id), "ACCOUNT_NOT_ON_DEVICE");
  });

  test("without an active session the stored list grants nothing", async () => {
    const [ana, ben] = await Promise.all([createAccount(worker), createAccount(worker)]);
    const device = await deviceHolding(ana, ben);
    const listOnly = new ApiClient(worker);
    listOnly.jar.set(STORED_COOKIE, device.jar.get(STORED_COOKIE)!);
    await expectNotAuthenticated(viewer(listOnly));
    expectApiError(await accounts(listOnly), "AUTH_REQUIRED");
    expectApiError(await switchTo(listOnly, ana.user.id), "AUTH_REQUIRED");
  });
});

describe("at most 5 accounts on a device", () => {
  test("a sixth add-account log-in is 409 ACCOUNTS_LIMIT before the password is checked; a longer list is read up to the cap", async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => createAccount(worker)));
    const [first, ...rest] = people;
    const device = await deviceHolding(first!, ...rest.slice(0, 4));
    expect(await accountIds(device)).toHaveLength(5);
    expectApiError(await addAccount(device, rest[4]!), "ACCOUNTS_LIMIT");
    expectApiError(await addAccount(device, rest[4]!, "not-the-password-1"), "ACCOUNTS_LIMIT");
    await expectAuthenticatedAs(device, rest[3]!.user.id);

    // A cookie list longer than the cap (written by hand) counts only its first four tokens.
    const extra = new ApiClient(worker);
    expectOk(await logIn(extra, rest[4]!.email, rest[4]!.password));
    device.jar.set(STORED_COOKIE, [...storedTokens(device), extra.jar.session!].join("."));
    expect(await accountIds(device)).toHaveLength(5);
    expect(storedTokens(device)).toHaveLength(4);

    // Logging out of one makes room again.
    expectOk(await device.delete("/v3/sessions/current/"));
    expectOk(await addAccount(device, rest[4]!));
    expect(await accountIds(device)).toHaveLength(5);
  });
});

describe("log out", () => {
  test("of the active account: its session ends and the most recently used stored account takes over, until none is left", async () => {
    const [ana, ben, cleo] = await Promise.all([createAccount(worker), createAccount(worker), createAccount(worker)]);
    const device = await deviceHolding(ana, ben, cleo); // cleo active; stored: ben, ana
    expectOk(await switchTo(device, ana.user.id)); // ana active; stored: cleo, ben
    const [cleoStored, benStored] = storedTokens(device);
    const anaToken = device.jar.session!;

    expect(expectOk(await device.delete<null>("/v3/sessions/current/"))).toBeNull();
    await expectNotAuthenticated(viewerForToken(worker, anaToken));
    await expectAuthenticatedAs(device, cleo.user.id);
    await expectNotAuthenticated(viewerForToken(worker, cleoStored!)); // taken over under a fresh token
    expect(storedTokens(device)).toEqual([benStored]);

    expectOk(await device.delete("/v3/sessions/current/"));
    await expectAuthenticatedAs(device, ben.user.id);
    expect(device.jar.get(STORED_COOKIE)).toBeUndefined();

    expectOk(await device.delete("/v3/sessions/current/"));
    const v = expectOk(await viewer(device));
    expect(v.type).toBe("LIMITED_LOGIN"); // the device remembers the last account
    expect(v.info?.email).toBe(ben.email);
    expect(device.jar.session).toBeUndefined();
  });

  test("of all accounts on the device: every session of its group ends, both cookies are cleared; idempotent", async () => {
    const [ana, ben, cleo] = await Promise.all([createAccount(worker), createAccount(worker), createAccount(worker)]);
    const device = await deviceHolding(ana, ben, cleo);
    const tokens = [device.jar.session!, ...storedTokens(device)];
    const answer = await device.delete<{ ended: number }>("/v3/sessions/accounts/");
    expect(expectOk(answer)).toEqual({ ended: 3 });
    for (const t of tokens) await expectNotAuthenticated(viewerForToken(worker, t));
    expect(device.jar.session).toBeUndefined();
    expect(device.jar.get(STORED_COOKIE)).toBeUndefined();
    expect(expectOk(await viewer(device)).type).toBe("LIMITED_LOGIN");
    expect(expectOk(await device.delete<{ ended: number }>("/v3/sessions/accounts/"))).toEqual({ ended: 0 });
    // Their own other sessions (sign-up sessions elsewhere) go on.
    for (const a of [ana, ben, cleo]) await expectAuthenticatedAs(a.client, a.user.id);
  });
});

describe("each account's session list (/settings/security)", () => {
  test("lists that account's sessions only, this device current while the account is active; ending it there is a log-out of that account", async () => {
    const [ana, ben] = await Promise.all([createAccount(worker), createAccount(worker)]);
    const device = await deviceHolding(ana, ben); // ben active
    const list = (c: ApiClient) => c.get<SessionInfo[]>("/v3/users/me/sessions/");
    const bens = expectOk(await list(device));
    expect(bens).toHaveLength(2); // sign-up elsewhere + this device
    expect(bens.filter((s) => s.current)).toHaveLength(1);

    expectOk(await switchTo(device, ana.user.id));
    const anas = expectOk(await list(device));
    expect(anas).toHaveLength(2);
    expect(anas.map((s) => s.id)).not.toEqual(expect.arrayContaining(bens.map((s) => s.id)));
    const mine = anas.find((s) => s.current)!;
    // ben's session on this device is still live and listed for ben, not as current there.
    const benHere = bens.find((s) => s.current)!;
    expect(expectOk(await list(ben.client)).map((s) => s.id)).toContain(benHere.id);

    expectOk(await device.delete(`/v3/users/me/sessions/${mine.id}/`));
    await expectAuthenticatedAs(device, ben.user.id);
    expect(device.jar.get(STORED_COOKIE)).toBeUndefined();
  });
});

describe("rate limit", () => {
  let limited: RunningWorker;
  beforeAll(async () => {
    limited = await startWorker({ RATE_LIMIT_LOGIN_MAX: "3", RATE_LIMIT_WINDOW_SECONDS: "600" });
  });
  afterAll(() => limited?.close());

  test("switches count as log-ins per IP: the one past the limit is 429 RATE_LIMITED", async () => {
    const ip = "203.0.113.77";
    const device = new ApiClient(limited, { ip });
    const [ana, ben] = await Promise.all([createAccount(limited), createAccount(limited)]);
    expectOk(await logIn(device, ana.email, ana.password)); // 1
    expectOk(await addAccount(device, ben)); // 2
    expectOk(await switchTo(device, ana.user.id)); // 3
    const refused = await switchTo(device, ben.user.id);
    expectApiError(refused, "RATE_LIMITED");
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
    await expectAuthenticatedAs(device, ana.user.id);
  });
});

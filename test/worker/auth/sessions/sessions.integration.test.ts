/**
 * Sessions (session-store.ts, current-session.ts, session-cookie.ts): rotation on every log-in,
 * log-out, revocation by users.session_version, and idle/absolute lifetimes enforced by the
 * Worker itself (not by cookie Max-Age or KV TTL), including the sliding idle window and that
 * sliding it never brings back a session that log-out or rotation just ended.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ApiClient, expectOk, sessionSetCookies, sleep, type ApiResult } from "../../../support/api-client";
import {
  createAccount,
  expectAuthenticatedAs,
  expectLoggedOut,
  expectNotAuthenticated,
  logIn,
  logOut,
  setPasswordHash,
  viewer,
  viewerForToken,
  type Account,
  type Viewer,
} from "../../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let idle1s: RunningWorker;
let absolute1s: RunningWorker;
/** Idle limit 4 s: sessions 2-3 s old are alive and due for an idle-window touch (every 2 s). */
let idle4s: RunningWorker;
beforeAll(async () => {
  [worker, idle1s, absolute1s, idle4s] = await Promise.all([
    startWorker(),
    startWorker({ SESSION_IDLE_SECONDS: "1" }),
    startWorker({ SESSION_ABSOLUTE_SECONDS: "1" }),
    startWorker({ SESSION_IDLE_SECONDS: "4" }),
  ]);
});
afterAll(async () => {
  await Promise.all([worker?.close(), idle1s?.close(), absolute1s?.close(), idle4s?.close()]);
});

/** Asserts the answer clears the session cookie (Max-Age=0, same Path/HttpOnly/SameSite as when set). */
function expectCookieCleared(res: Response) {
  const cookies = sessionSetCookies(res);
  expect(cookies.length).toBeGreaterThanOrEqual(1);
  for (const c of cookies) {
    expect(c.value).toBe("");
    expect(c.attrs.get("max-age")).toBe("0");
    expect(c.attrs.get("path")).toBe("/");
    expect(c.attrs.has("httponly")).toBe(true);
    expect(c.attrs.get("samesite")).toBe("Lax");
  }
}

/** The KV key of a session token: "s:" + hex SHA-256 (session-store.ts). */
async function sessionKvKey(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return `s:${Buffer.from(digest).toString("hex")}`;
}

async function expectTokenDead(w: RunningWorker, token: string) {
  const result = await viewerForToken(w, token);
  await expectLoggedOut(result);
  expectCookieCleared(result.res);
}

/**
 * Lifetimes are whole seconds: a 1-second lifetime ends when the clock's second changes, which
 * can be milliseconds after log-in. So the "still alive right after log-in" check is retried
 * when the log-in happened to straddle a second boundary (checked against the stored iat).
 */
async function freshSessionStillAlive(
  w: RunningWorker,
  account: Account,
): Promise<{ client: ApiClient; me: ApiResult<Viewer>; loggedIn: ApiResult }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const client = new ApiClient(w);
    const loggedIn = await logIn(client, account.email, account.password);
    expectOk(loggedIn);
    const token = client.jar.session!; // read before /me, which clears a stale cookie from the jar
    const me = await viewer(client);
    if (me.data?.type === "AUTH") return { client, me, loggedIn };
    // Only acceptable if a second boundary passed since the session was created.
    const env = await w.env();
    const record = await env.SESSIONS.get<{ iat: number }>(await sessionKvKey(token), "json");
    expect(record).not.toBeNull();
    expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(record!.iat);
  }
  throw new Error("a fresh session never authenticated");
}

/**
 * Every test has its own accounts, so they run concurrently: the lifetime tests (on their own
 * harnesses, mostly sleeping) overlap the rest.
 */
describe.concurrent("sessions", () => {
  test("lifetime: SESSION_IDLE_SECONDS=1: after ~2.1 s without a touch the session is LOGGED_OUT", async () => {
    const account = await createAccount(idle1s);
    const { client, me, loggedIn } = await freshSessionStillAlive(idle1s, account);
    expect(me.data.user?.id).toBe(account.user.id);
    const token = client.jar.session!;
    // The cookie itself lives for the absolute lifetime; the idle limit is the Worker's.
    expect(sessionSetCookies(loggedIn.res)[0]!.attrs.get("max-age")).toBe("7776000");

    await sleep(2100);
    const result = await viewer(client);
    await expectNotAuthenticated(result);
    expectCookieCleared(result.res);
    await expectTokenDead(idle1s, token);
    // The KV record outlives the session (TTL floor 60 s): expiry is enforced by the Worker.
    const env = await idle1s.env();
    expect(await env.SESSIONS.get(await sessionKvKey(token))).not.toBeNull();
  });

  test("lifetime: SESSION_IDLE_SECONDS=4: steady requests keep the session alive well past 4 s", async () => {
    const account = await createAccount(idle4s);
    const started = Date.now();
    // "Idle" means without a request: requests must slide the window, whatever its length.
    // (That the idle limit then still ends a session is the SESSION_IDLE_SECONDS=1 test.)
    while (Date.now() - started < 5000) {
      await sleep(500);
      const me = await viewer(account.client);
      expect(me.data?.type, `after ${Date.now() - started} ms`).toBe("AUTH");
    }
  });

  test("lifetime: logging out a session that is due for an idle-window touch still ends it", async () => {
    const account = await createAccount(idle4s);
    const token = account.client.jar.session!;
    await sleep(2200); // 2-3 s old: alive, and the next read would slide its window
    expect(expectOk(await logOut(account.client))).toBeNull();
    await sleep(300); // let any write the log-out request left behind land
    await expectTokenDead(idle4s, token);
  });

  test("lifetime: logging in again over a session due for a touch still revokes it", async () => {
    const account = await createAccount(idle4s);
    const token = account.client.jar.session!;
    await sleep(2200);
    expectOk(await logIn(account.client, account.email, account.password));
    await sleep(300);
    await expectTokenDead(idle4s, token);
    await expectAuthenticatedAs(account.client, account.user.id);
  });

  test("lifetime: SESSION_ABSOLUTE_SECONDS=1: the cookie says Max-Age=1 and after ~2.1 s a replayed token is LOGGED_OUT", async () => {
    const account = await createAccount(absolute1s);
    const { client, loggedIn } = await freshSessionStillAlive(absolute1s, account);
    expect(sessionSetCookies(loggedIn.res)[0]!.attrs.get("max-age")).toBe("1");
    const token = client.jar.session!;

    await sleep(2100);
    // A client ignoring Max-Age and replaying the token gets nothing.
    const result = await viewer(client);
    await expectNotAuthenticated(result);
    expectCookieCleared(result.res);
    await expectTokenDead(absolute1s, token);
  });

  test("the viewer: without a cookie, it is LOGGED_OUT, uncached, and no cookie is set", async () => {
    const result = await viewer(new ApiClient(worker));
    await expectNotAuthenticated(result);
    expect(result.res.headers.get("cache-control")).toBe("private, no-store");
    expect(result.res.headers.getSetCookie()).toEqual([]);
  });

  test("the viewer: with an unknown or malformed token, it is LOGGED_OUT and the cookie is cleared", async () => {
    for (const token of ["AAAAAAAAAAAAAAAAAAAAAA", "short", "../../etc/passwd", "x".repeat(200)]) {
      await expectTokenDead(worker, token);
    }
  });

  test("the viewer: logged in, it is AUTH with the user's info, and uncached", async () => {
    const account = await createAccount(worker, { first_name: "Vera", last_name: "Viewer" });
    const result = await viewer(account.client);
    const v = expectOk(result);
    expect(v.type).toBe("AUTH");
    expect(v.user).toEqual(account.user);
    expect(v.info?.firstName).toBe("Vera");
    expect(v.info?.email).toBe(account.email);
    expect(result.res.headers.get("cache-control")).toBe("private, no-store");
    expect(result.res.headers.getSetCookie()).toEqual([]);
  });

  test("rotation: logging in twice from one browser gives different tokens and revokes the first", async () => {
    const account = await createAccount(worker);
    const signupToken = account.client.jar.session!;
    const client = new ApiClient(worker);

    expectOk(await logIn(client, account.email, account.password));
    const first = client.jar.session!;
    expectOk(await logIn(client, account.email, account.password));
    const second = client.jar.session!;

    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second).not.toBe(first);
    await expectAuthenticatedAs(client, account.user.id);
    await expectTokenDead(worker, first);
    // Sessions held by other browsers are not touched by this browser's log-in.
    expect(expectOk(await viewerForToken(worker, signupToken)).user?.id).toBe(account.user.id);
  });

  test("rotation: logging in from the sign-up browser replaces the sign-up session", async () => {
    const account = await createAccount(worker);
    const signupToken = account.client.jar.session!;
    expectOk(await logIn(account.client, account.email, account.password));
    expect(account.client.jar.session).not.toBe(signupToken);
    await expectAuthenticatedAs(account.client, account.user.id);
    await expectTokenDead(worker, signupToken);
  });

  test("rotation: logging in as another user while holding a session replaces it", async () => {
    const alice = await createAccount(worker, { first_name: "Alice" });
    const bob = await createAccount(worker, { first_name: "Bob" });
    const aliceToken = alice.client.jar.session!;

    const result = await logIn(alice.client, bob.email, bob.password);
    expect(expectOk(result).user.id).toBe(bob.user.id);
    expect(sessionSetCookies(result.res)).toHaveLength(1);
    await expectAuthenticatedAs(alice.client, bob.user.id);
    await expectTokenDead(worker, aliceToken);
    // Bob's own browser is still logged in as Bob.
    await expectAuthenticatedAs(bob.client, bob.user.id);
  });

  test("rotation: signing up while holding another user's session replaces it", async () => {
    const alice = await createAccount(worker);
    const aliceToken = alice.client.jar.session!;
    const result = await alice.client.post<{ id: string }>("/v3/register/", {
      type: "email",
      email: `carol.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`,
      password: "carol-password-1",
      birthday: 631152000,
    });
    const carolId = expectOk(result).id;
    await expectAuthenticatedAs(alice.client, carolId);
    await expectTokenDead(worker, aliceToken);
  });

  test("rotation: a failed log-in leaves the current session as it was", async () => {
    const account = await createAccount(worker);
    await setPasswordHash(worker, account.user.id, account.password); // cheap to check a wrong password
    const token = account.client.jar.session!;
    const result = await logIn(account.client, account.email, "not-my-password");
    expect(result.status).toBe(401);
    expect(result.res.headers.getSetCookie()).toEqual([]);
    expect(account.client.jar.session).toBe(token);
    await expectAuthenticatedAs(account.client, account.user.id);
  });

  test("log-out: DELETE /v3/sessions/current/ clears the cookie and the old token no longer authenticates", async () => {
    const account = await createAccount(worker);
    const client = new ApiClient(worker);
    expectOk(await logIn(client, account.email, account.password));
    const token = client.jar.session!;
    await expectAuthenticatedAs(client, account.user.id);

    const result = await logOut(client);
    expect(expectOk(result)).toBeNull();
    expectCookieCleared(result.res);
    expect(client.jar.session).toBeUndefined();
    await expectNotAuthenticated(viewer(client));

    // Replaying the old token (a copied cookie) does not bring the session back.
    await expectTokenDead(worker, token);
    const replayed = await new ApiClient(worker).delete("/v3/sessions/current/", { headers: { cookie: `pin_sess=${token}` } });
    expect(expectOk(replayed)).toBeNull();
    await expectTokenDead(worker, token);

    // Log-out ends this session only: the sign-up browser is still logged in.
    await expectAuthenticatedAs(account.client, account.user.id);
  });

  test("log-out: without a session it is idempotent: 200 and the cookie cleared", async () => {
    const result = await logOut(new ApiClient(worker));
    expect(expectOk(result)).toBeNull();
    expectCookieCleared(result.res);
  });

  test("log-out: the KV record is deleted on log-out", async () => {
    const account = await createAccount(worker);
    const env = await worker.env();
    const key = await sessionKvKey(account.client.jar.session!);
    expect(await env.SESSIONS.get(key)).not.toBeNull();
    await logOut(account.client);
    expect(await env.SESSIONS.get(key)).toBeNull();
  });

  test("revocation: bumping session_version in D1 ends every existing session of the user at once", async () => {
    const account = await createAccount(worker);
    const other = await createAccount(worker);
    const second = new ApiClient(worker);
    expectOk(await logIn(second, account.email, account.password));
    const tokens = [account.client.jar.session!, second.jar.session!];
    await expectAuthenticatedAs(account.client, account.user.id);

    const env = await worker.env();
    await env.DB.prepare("UPDATE users SET session_version = session_version + 1 WHERE id = ?").bind(account.user.id).run();

    for (const client of [account.client, second]) {
      const result = await viewer(client);
      await expectLoggedOut(result);
      expectCookieCleared(result.res);
    }
    for (const token of tokens) await expectTokenDead(worker, token);
    // Other users are unaffected, and a new log-in carries the new version.
    await expectAuthenticatedAs(other.client, other.user.id);
    const fresh = new ApiClient(worker);
    expectOk(await logIn(fresh, account.email, account.password));
    await expectAuthenticatedAs(fresh, account.user.id);
  });

  test("revocation: a session whose user row is gone is LOGGED_OUT", async () => {
    const account = await createAccount(worker);
    const env = await worker.env();
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(account.user.id).run();
    await expectLoggedOut(viewer(account.client));
  });
});

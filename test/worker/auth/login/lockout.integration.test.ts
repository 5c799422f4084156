/**
 * The LoginLockout Durable Object through POST /v3/sessions/ (auth.md §9: 10 attempts, then a
 * lock): exact counting, also under concurrency, reset on success, and the end of a lock.
 *
 * Tests are independent (one account each) and run concurrently, so the two harnesses overlap.
 * Accounts get cheap legacy scrypt hashes (CHEAP_SCRYPT) so that dozens of wrong attempts do not
 * cost a full hash each; the lockout logic does not depend on the hash's cost. From the fourth
 * attempt on, the bot check asks for a v2 token (auth.md §9 "three timestamps within 3600 s"), so
 * every attempt here carries one (logInPastBotCheck): the lockout is what is tested.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { API_ERRORS } from "~common/errors";
import { AUTH_API_MESSAGES, AUTH_MESSAGES } from "~common/auth/messages";
import { LOGIN_ASSISTANCE_AFTER } from "~common/auth/constants";
import { ApiClient, expectApiError, expectOk, sessionSetCookies, sleep, type ApiResult } from "../../../support/api-client";
import {
  createAccount,
  expectAuthenticatedAs,
  insertAccount,
  logInPastBotCheck as logIn,
  setPasswordHash,
  type InsertedAccount,
} from "../../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const THRESHOLD = 10;
const WRONG = "definitely-wrong-1";
const LOCK_SECONDS = 1800;

let worker: RunningWorker;
/**
 * Same Worker, with a short lock so the end of a lock can be observed: 6 s, long enough that ten
 * wrong attempts in a row (each an argon2 hash) stay within one count's life (a count expires
 * after one lock length without failures) on two busy cores.
 */
const SHORT_LOCK_SECONDS = 6;
let shortLock: RunningWorker;
beforeAll(async () => {
  [worker, shortLock] = await Promise.all([startWorker(), startWorker({ LOGIN_LOCKOUT_SECONDS: String(SHORT_LOCK_SECONDS) })]);
});
afterAll(async () => {
  await Promise.all([worker?.close(), shortLock?.close()]);
});

function expectLocked(result: ApiResult, maxRetryAfter: number) {
  expectApiError(result, "LOGIN_LOCKED", { message: AUTH_MESSAGES.rateLimitedBody });
  const retryAfter = Number(result.res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxRetryAfter);
  expect(result.error!.data).toEqual({ retry_after_seconds: retryAfter });
  expect(sessionSetCookies(result.res)).toEqual([]);
  return retryAfter;
}

/** Wrong attempts from a clean count: PASSWORD_INCORRECT, then LOGIN_ASSISTANCE from the 5th in a row (auth.md §2.4). */
async function failTimes(w: RunningWorker, email: string, n: number, already = 0) {
  for (let i = already + 1; i <= already + n; i++) {
    const result = await logIn(new ApiClient(w), email, WRONG);
    expect(result.status, `wrong attempt ${i}: ${JSON.stringify(result.body)}`).toBe(401);
    if (i < LOGIN_ASSISTANCE_AFTER) expectApiError(result, "PASSWORD_INCORRECT", { field: "password" });
    else expectApiError(result, "LOGIN_ASSISTANCE", { message: AUTH_API_MESSAGES.loginAssistanceTitle });
  }
}

/** Logs in with the right password, then makes the (now upgraded) hash cheap again. */
async function succeed(w: RunningWorker, account: InsertedAccount) {
  const client = new ApiClient(w);
  expect(expectOk(await logIn(client, account.email, account.password)).user.id).toBe(account.id);
  await setPasswordHash(w, account.id, account.password);
  return client;
}

describe.concurrent("LoginLockout", () => {
  // LOGIN_LOCKOUT_SECONDS, on the harness with a short lock (first, so their sleeps overlap the rest).
  test("with a short lock, the lock ends and the right password then works", async () => {
    const account = await insertAccount(shortLock);
    await failTimes(shortLock, account.email, THRESHOLD);
    const retryAfter = expectLocked(await logIn(new ApiClient(shortLock), account.email, account.password), SHORT_LOCK_SECONDS);

    await sleep(retryAfter * 1000 + 300);
    const client = await succeed(shortLock, account);
    await expectAuthenticatedAs(client, account.id);

    // After the lock the count starts again from zero.
    await failTimes(shortLock, account.email, THRESHOLD - 1);
    await succeed(shortLock, account);
  });

  test("a lock that ended starts a fresh count even without a successful log-in", async () => {
    const account = await insertAccount(shortLock);
    await failTimes(shortLock, account.email, THRESHOLD);
    const retryAfter = expectLocked(await logIn(new ApiClient(shortLock), account.email, WRONG), SHORT_LOCK_SECONDS);
    await sleep(retryAfter * 1000 + 300);
    // Not locked any more, and one more failure does not re-lock it.
    await failTimes(shortLock, account.email, 1);
    await succeed(shortLock, account);
  });

  test("10 wrong passwords answer 401; the 11th attempt, even with the right password, is 429 LOGIN_LOCKED", async () => {
    const account = await createAccount(worker);
    await setPasswordHash(worker, account.user.id, account.password);
    await failTimes(worker, account.email, THRESHOLD);

    const client = new ApiClient(worker);
    const locked = await logIn(client, account.email, account.password);
    const retryAfter = expectLocked(locked, LOCK_SECONDS);
    expect(retryAfter).toBeGreaterThan(LOCK_SECONDS - 60);
    expect(locked.res.headers.get("retry-after")).toBe(String(retryAfter));
    expect(client.jar.session).toBeUndefined();

    // Wrong passwords, and log-in by username, are refused the same way while locked.
    expectLocked(await logIn(new ApiClient(worker), account.email, WRONG), LOCK_SECONDS);
    expectLocked(await logIn(new ApiClient(worker), account.user.username, account.password), LOCK_SECONDS);
    // The locked user's existing session (from sign-up) is not ended by the lock.
    await expectAuthenticatedAs(account.client, account.user.id);
  });

  test("the lock is per account: another account still logs in", async () => {
    const locked = await insertAccount(worker);
    const other = await insertAccount(worker);
    await failTimes(worker, locked.email, THRESHOLD);
    expectLocked(await logIn(new ApiClient(worker), locked.email, locked.password), LOCK_SECONDS);
    await succeed(worker, other);
  });

  test("a successful log-in before the 10th failure resets the count", async () => {
    const account = await insertAccount(worker);
    await failTimes(worker, account.email, THRESHOLD - 1);
    await succeed(worker, account);
    // A fresh count: ten more failures are answered 401 before the lock.
    await failTimes(worker, account.email, THRESHOLD);
    expectLocked(await logIn(new ApiClient(worker), account.email, account.password), LOCK_SECONDS);
  });

  test("malformed passwords (refused before the lockout is asked) are not counted", async () => {
    const account = await insertAccount(worker);
    for (let i = 0; i < THRESHOLD + 2; i++) {
      expectApiError(await logIn(new ApiClient(worker), account.email, ""), "PASSWORD_SHAPE");
      expectApiError(await logIn(new ApiClient(worker), account.email, "ünïcödé"), "PASSWORD_SHAPE");
    }
    await failTimes(worker, account.email, THRESHOLD - 1);
    await succeed(worker, account);
  });

  test("15 concurrent wrong attempts on a fresh account: exactly 10 answered 401 and 5 answered 429", async () => {
    // All 15 are in flight at once; each asks the account's LoginLockout object before hashing.
    const account = await insertAccount(worker);
    const results = await Promise.all(Array.from({ length: 15 }, () => logIn(new ApiClient(worker), account.email, WRONG)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(THRESHOLD);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    for (const r of results) {
      if (r.status === 401)
        expect([API_ERRORS.PASSWORD_INCORRECT.code, API_ERRORS.LOGIN_ASSISTANCE.code]).toContain(r.error!.api_error_code);
      else expect(r.error!.api_error_code).toBe(API_ERRORS.LOGIN_LOCKED.code);
    }
    expectLocked(await logIn(new ApiClient(worker), account.email, account.password), LOCK_SECONDS);
  });

  test("8 failures then 6 concurrent wrong attempts: exactly 2 more are checked, 4 are locked out", async () => {
    const account = await insertAccount(worker);
    await failTimes(worker, account.email, THRESHOLD - 2);
    const results = await Promise.all(Array.from({ length: 6 }, () => logIn(new ApiClient(worker), account.email, WRONG)));
    expect(results.filter((r) => r.status === 401)).toHaveLength(2);
    expect(results.filter((r) => r.status === 429)).toHaveLength(4);
  });
});

/**
 * The HTTP guards in front of the auth routes: the CSRF origin guard (origin-guard.ts) and the
 * per-IP fixed-window rate limits in KV (rate-limit.ts, client-ip.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AUTH_API_MESSAGES } from "~common/auth/messages";
import { ApiClient, expectApiError, expectOk, sessionSetCookies, sleep } from "../../support/api-client";
import {
  countUsersByEmail,
  createAccount,
  expectAuthenticatedAs,
  logIn,
  register,
  uniqueEmail,
  validSignup,
  type Account,
} from "../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

/** Fixed windows of an hour, so a test's requests almost never straddle two windows. */
const WINDOW_SECONDS = 3600;

let worker: RunningWorker;
/** Same Worker with tiny per-IP limits. */
let limited: RunningWorker;
/** Same Worker with production-sized limits (30 log-ins, 10 sign-ups per window). */
let burst: RunningWorker;
let account: Account;
beforeAll(async () => {
  [worker, limited, burst] = await Promise.all([
    startWorker(),
    startWorker({
      RATE_LIMIT_LOGIN_MAX: "3",
      RATE_LIMIT_SIGNUP_MAX: "2",
      RATE_LIMIT_LOOKUP_MAX: "2",
      RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
    }),
    startWorker({
      RATE_LIMIT_LOGIN_MAX: "30",
      RATE_LIMIT_SIGNUP_MAX: "10",
      RATE_LIMIT_LOOKUP_MAX: "60",
      RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
    }),
  ]);
  account = await createAccount(worker);
});
afterAll(async () => {
  await Promise.all([worker?.close(), limited?.close(), burst?.close()]);
});

describe.concurrent("CSRF origin guard", () => {
  const EVIL = "https://evil.example";

  test("a log-in POST with a foreign Origin is 403 CROSS_SITE_REQUEST and logs nobody in", async () => {
    const client = new ApiClient(worker);
    const result = await logIn(client, account.email, account.password, { headers: { origin: EVIL } });
    expectApiError(result, "CROSS_SITE_REQUEST");
    expect(result.error!.data).toBeUndefined();
    expect(sessionSetCookies(result.res)).toEqual([]);
    expect(client.jar.session).toBeUndefined();
  });

  // Requests that pass the guard use an unknown account: its 401 ACCOUNT_NOT_FOUND proves the
  // handler ran, without paying for a password hash.
  test.each([
    ["cross-site", 403],
    ["same-site", 403],
    ["same-origin", 401],
    ["none", 401],
  ])("Sec-Fetch-Site: %s → %s", async (site, status) => {
    const result = await logIn(new ApiClient(worker), uniqueEmail(), account.password, { headers: { "sec-fetch-site": site } });
    if (status === 403) expectApiError(result, "CROSS_SITE_REQUEST");
    else expectApiError(result, "ACCOUNT_NOT_FOUND");
  });

  test("Sec-Fetch-Site: cross-site is refused even with a same-origin Origin header", async () => {
    const result = await logIn(new ApiClient(worker), account.email, account.password, {
      headers: { origin: worker.url.origin, "sec-fetch-site": "cross-site" },
    });
    expectApiError(result, "CROSS_SITE_REQUEST");
  });

  test("the Worker's own origin passes, and so does a request with no Origin at all", async () => {
    const sameOrigin = new ApiClient(worker);
    expectOk(await logIn(sameOrigin, account.email, account.password, { headers: { origin: worker.url.origin } }));
    await expectAuthenticatedAs(sameOrigin, account.user.id);
    expectApiError(await logIn(new ApiClient(worker), uniqueEmail(), account.password), "ACCOUNT_NOT_FOUND");
    expectApiError(await register(new ApiClient(worker), validSignup({ password: "x" })), "PASSWORD_TOO_SHORT");
    expect(expectOk(await new ApiClient(worker).delete("/v3/sessions/current/"))).toBeNull();
  });

  test.each([
    ["the opaque origin of a sandboxed page", "null"],
    ["another port on the same host", () => `${worker.url.protocol}//${worker.url.hostname}:1`],
    // (Not testable here: https on the same host. wrangler's proxy rewrites every header value
    // naming the outer host, whatever its scheme, to the inner origin before the Worker sees it.)
    ["a look-alike host", () => `${worker.url.origin}.evil.example`],
  ])("Origin from %s is refused", async (_label, origin) => {
    const value = typeof origin === "function" ? origin() : origin;
    expectApiError(
      await logIn(new ApiClient(worker), account.email, account.password, { headers: { origin: value } }),
      "CROSS_SITE_REQUEST",
    );
  });

  test("a sign-up POST with a foreign Origin is refused and writes no user", async () => {
    const payload = validSignup();
    expectApiError(await register(new ApiClient(worker), payload, { headers: { origin: EVIL } }), "CROSS_SITE_REQUEST");
    expectApiError(await register(new ApiClient(worker), payload, { headers: { "sec-fetch-site": "cross-site" } }), "CROSS_SITE_REQUEST");
    expect(await countUsersByEmail(worker, String(payload.email))).toBe(0);
  });

  test("a log-out DELETE from another site is refused and the session survives; same-origin works", async () => {
    const client = new ApiClient(worker);
    expectOk(await logIn(client, account.email, account.password));
    const foreign: Record<string, string>[] = [{ origin: EVIL }, { "sec-fetch-site": "cross-site" }];
    for (const headers of foreign) {
      const result = await client.delete("/v3/sessions/current/", { headers });
      expectApiError(result, "CROSS_SITE_REQUEST");
      expect(sessionSetCookies(result.res)).toEqual([]);
      await expectAuthenticatedAs(client, account.user.id);
    }
    const result = await client.delete("/v3/sessions/current/", { headers: { origin: worker.url.origin } });
    expect(expectOk(result)).toBeNull();
    expect(client.jar.session).toBeUndefined();
  });

  test("reads (GET) are not guarded: a cross-site GET still answers", async () => {
    const client = new ApiClient(worker);
    const res = await client.get(`/v3/register/exists/?email=${encodeURIComponent(account.email)}`, {
      headers: { origin: EVIL, "sec-fetch-site": "cross-site" },
    });
    expect(expectOk(res)).toBe(true);
  });
});

/** Waits if fewer than `marginSeconds` are left in the current fixed window. */
async function awayFromWindowEdge(marginSeconds = 15) {
  const left = WINDOW_SECONDS - ((Date.now() / 1000) % WINDOW_SECONDS);
  if (left < marginSeconds) await sleep(left * 1000 + 200);
}

const expectedRetryAfter = () => Math.ceil(WINDOW_SECONDS - ((Date.now() / 1000) % WINDOW_SECONDS));

let ipCounter = 0;
/** A client IP no other test uses (the harness passes a client-sent cf-connecting-ip through). */
const freshIp = () => `203.0.113.${++ipCounter}`;

describe.concurrent("per-IP rate limits", () => {
  test("the 4th log-in from one IP in a window is 429 RATE_LIMITED with Retry-After; other IPs are not limited", async () => {
    await awayFromWindowEdge();
    const other = await createAccount(limited);
    const ip = freshIp();
    const client = new ApiClient(limited, { ip });
    // Three attempts, whatever their outcome, use up the window.
    expectApiError(await logIn(client, uniqueEmail(), "whatever-1"), "ACCOUNT_NOT_FOUND");
    expectApiError(await logIn(client, other.email, "wrong-password"), "PASSWORD_INCORRECT");
    expectOk(await logIn(client, other.email, other.password));

    // The 4th is refused before the credentials are looked at, even when they are right.
    const refused = await logIn(client, other.email, other.password);
    expectApiError(refused, "RATE_LIMITED", { message: AUTH_API_MESSAGES.rateLimitedIp });
    const retryAfter = Number(refused.res.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(Math.abs(retryAfter - expectedRetryAfter())).toBeLessThanOrEqual(2);
    expect(refused.error!.data).toEqual({ retry_after_seconds: retryAfter });
    expect(sessionSetCookies(refused.res)).toEqual([]);
    expectApiError(await logIn(client, other.email, other.password), "RATE_LIMITED");

    // The harness passes a client-sent cf-connecting-ip through, so another IP has its own count.
    const elsewhere = new ApiClient(limited, { ip: freshIp() });
    expectOk(await logIn(elsewhere, other.email, other.password));
    await expectAuthenticatedAs(elsewhere, other.user.id);

    // Buckets are separate: the same IP may still look emails up.
    expect(expectOk(await client.get(`/v3/register/exists/?email=${encodeURIComponent(other.email)}`))).toBe(true);
  });

  test("a concurrent burst from one IP is cut at exactly the limit", async () => {
    await awayFromWindowEdge();
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 8 }, () => logIn(new ApiClient(limited, { ip }), uniqueEmail(), "whatever-1")));
    // The in-isolate counter is incremented before any await, so exactly 3 pass (limit 3).
    for (const r of results) {
      if (r.status === 429) expectApiError(r, "RATE_LIMITED");
      else expectApiError(r, "ACCOUNT_NOT_FOUND");
    }
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
    expectApiError(await logIn(new ApiClient(limited, { ip }), uniqueEmail(), "whatever-1"), "RATE_LIMITED");
  });

  test("a 60-request log-in burst and a 40-request sign-up burst stay within 10% of the limits", async () => {
    await awayFromWindowEdge();
    const ip = freshIp();
    // Production-sized limits on this worker: 30 log-ins and 10 sign-ups per window.
    const logins = await Promise.all(Array.from({ length: 60 }, () => logIn(new ApiClient(burst, { ip }), uniqueEmail(), "whatever-1")));
    const passedLogins = logins.filter((r) => r.status !== 429).length;
    expect(passedLogins).toBeGreaterThanOrEqual(30);
    expect(passedLogins).toBeLessThanOrEqual(33);
    // Cheap sign-ups (refused by the rules after the limit), so no password is hashed.
    const signups = await Promise.all(
      Array.from({ length: 40 }, () => register(new ApiClient(burst, { ip }), validSignup({ password: "x" }))),
    );
    const passedSignups = signups.filter((r) => r.status !== 429).length;
    expect(passedSignups).toBeGreaterThanOrEqual(10);
    expect(passedSignups).toBeLessThanOrEqual(11);
  });

  test("an absurd client-IP header is hashed into a short key, never a 500", async ({ expect }) => {
    const client = new ApiClient(limited, { ip: "x".repeat(600) });
    const email = encodeURIComponent(uniqueEmail());
    expectOk(await client.get(`/v3/register/exists/?email=${email}`));
    const env = await limited.env();
    const hashedKeys = async () => (await env.RATE_LIMITS.list({ prefix: "rl:lookup:h:" })).keys.map((k) => k.name);
    await expect.poll(async () => (await hashedKeys()).length, { timeout: 5_000 }).toBeGreaterThan(0);
    const keys = await hashedKeys();
    for (const k of keys) expect(k.length).toBeLessThan(128);
  });

  test("sign-up and look-ups have their own limits", async () => {
    await awayFromWindowEdge();
    const ip = freshIp();
    const client = new ApiClient(limited, { ip });
    expectOk(await register(client, validSignup()));
    expectApiError(await register(client, validSignup({ password: "x" })), "PASSWORD_TOO_SHORT");
    const payload = validSignup();
    expectApiError(await register(client, payload), "RATE_LIMITED");
    expect(await countUsersByEmail(limited, String(payload.email))).toBe(0);

    const lookupIp = freshIp();
    const lookups = new ApiClient(limited, { ip: lookupIp });
    const email = encodeURIComponent(uniqueEmail());
    expectOk(await lookups.get(`/v3/register/exists/?email=${email}`));
    expectOk(await lookups.get(`/v3/email/validation/?email=${email}`));
    expectApiError(await lookups.get(`/v3/register/exists/?email=${email}`), "RATE_LIMITED");
    expectApiError(await lookups.get(`/v3/email/validation/?email=${email}`), "RATE_LIMITED");
  });

  test("the counters live in KV, keyed by bucket, client IP and window start", async ({ expect }) => {
    await awayFromWindowEdge();
    const ip = freshIp();
    const client = new ApiClient(limited, { ip });
    await logIn(client, uniqueEmail(), "whatever-1");
    await logIn(client, uniqueEmail(), "whatever-1");
    const env = await limited.env();
    const windowStart = Math.floor(Date.now() / 1000 / WINDOW_SECONDS) * WINDOW_SECONDS * 1000;
    // Written after the answer (waitUntil), so give it a moment.
    await expect.poll(() => env.RATE_LIMITS.get(`rl:login:${ip}:${windowStart}`), { timeout: 5_000 }).toBe("2");
  });

  test("requests without a client IP header share the address the harness gives them", async ({ expect }) => {
    // Miniflare sets cf-connecting-ip itself (127.0.0.1) when the client sends none, so the
    // x-forwarded-for and "local" fallbacks of client-ip.ts are not reachable through it.
    await awayFromWindowEdge();
    const env = await limited.env();
    await new ApiClient(limited).get(`/v3/email/validation/?email=${encodeURIComponent(uniqueEmail())}`, {
      headers: { "x-forwarded-for": "198.51.100.7" },
    });
    const lookupKeys = async () => (await env.RATE_LIMITS.list({ prefix: "rl:lookup:" })).keys.map((k) => k.name);
    await expect.poll(async () => (await lookupKeys()).some((k) => k.startsWith("rl:lookup:127.0.0.1:")), { timeout: 5_000 }).toBe(true);
    const keys = await lookupKeys();
    expect(keys.some((k) => k.includes("198.51.100.7"))).toBe(false);
  });
});

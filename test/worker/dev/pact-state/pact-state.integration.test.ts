/**
 * The provider-state credential and endpoint (worker/dev/pact-state/, docs/decisions/025):
 * off unless PACT_STATE_SECRET has at least 32 characters; without the right secret POST
 * /vx/pact/state/ is the unknown route's 404 whatever the method or body; a request with it skips
 * the per-IP rate limits (and is not counted), one without it meets them as before; the endpoint
 * refuses malformed bodies and addresses outside the example domains with envelope errors, never a
 * 500; its actions arrange what the Pact provider states need and the teardown removes it all.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PACT_STATE_HEADER, PACT_STATE_PATH } from "~common/platform/pact-state-contracts";
import { ApiClient, expectApiError, expectOk, type ApiResult } from "../../../support/api-client";
import { logIn, logInPastBotCheck, validSignup, viewer } from "../../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const SECRET = "a-pact-state-secret-for-the-tests-0123456789";
const SHORT = "only-31-characters-long-secret!";
const withSecret = (secret = SECRET) => ({ headers: { [PACT_STATE_HEADER]: secret } });

let on: RunningWorker; // the secret set, production-like low limits
let off: RunningWorker; // no secret
let short: RunningWorker; // a secret one character too short
beforeAll(async () => {
  const limits = { RATE_LIMIT_SIGNUP_MAX: "2", RATE_LIMIT_LOGIN_MAX: "3", RATE_LIMIT_WINDOW_SECONDS: "3600" };
  [on, off, short] = await Promise.all([
    startWorker({ ...limits, PACT_STATE_SECRET: SECRET }),
    startWorker(limits),
    startWorker({ ...limits, PACT_STATE_SECRET: SHORT }),
  ]);
});
afterAll(async () => {
  await Promise.all([on?.close(), off?.close(), short?.close()]);
});

const state = <T = unknown>(worker: RunningWorker, body: unknown, secret: string | null = SECRET, ip?: string): Promise<ApiResult<T>> =>
  new ApiClient(worker).post<T>(PACT_STATE_PATH, body, { ...(secret !== null && withSecret(secret)), ...(ip && { ip }), noJar: true });

/** What an unknown route answers, for comparison. */
const unknownRoute = async (worker: RunningWorker, method: string) => {
  const res = await new ApiClient(worker).request(method, "/vx/pact/nowhere/", method === "GET" ? undefined : { action: "status" }, {
    noJar: true,
  });
  return { status: res.status, error: { ...res.error, message_detail: undefined } };
};

describe("without the credential the endpoint is an unknown route", () => {
  test.each([
    ["the secret unset, sent anyway", () => off, SECRET],
    ["a secret under 32 characters, sent exactly", () => short, SHORT],
    ["the wrong secret", () => on, `${SECRET}x`],
    ["no header", () => on, null],
  ])("%s: 404 NOT_FOUND for every method and body", async (_, worker, secret) => {
    const w = worker();
    for (const method of ["POST", "GET", "PUT", "DELETE"]) {
      const res = await new ApiClient(w).request(
        method,
        PACT_STATE_PATH,
        method === "GET" || method === "DELETE" ? undefined : { action: "status" },
        {
          ...(secret !== null && withSecret(secret)),
          noJar: true,
        },
      );
      expectApiError(res, "NOT_FOUND");
      expect(res.error?.message_detail).toBe(`${method} ${PACT_STATE_PATH}`);
      expect({ status: res.status, error: { ...res.error, message_detail: undefined } }).toEqual(await unknownRoute(w, method));
    }
    // A malformed body changes nothing: still the 404, not a 400 that would show the route exists.
    expectApiError(await state(w, { action: "nonsense" }, secret), "NOT_FOUND");
    expectApiError(
      await new ApiClient(w).post(PACT_STATE_PATH, "{not json", { ...(secret !== null && withSecret(secret)), noJar: true }),
      "NOT_FOUND",
    );
  });

  test("with the right secret it answers, and the OpenAPI document does not list it", async () => {
    const status = expectOk(
      await state<{ developer_routes: boolean; rate_limits: { routes: { method: string; path: string; bucket: string }[] } }>(on, {
        action: "status",
      }),
    );
    expect(status.developer_routes).toBe(false);
    expect(status.rate_limits.routes).toEqual(
      expect.arrayContaining([
        { method: "POST", path: "/v3/register/", bucket: "signup" },
        { method: "POST", path: "/v3/sessions/", bucket: "login" },
        { method: "POST", path: "/v3/users/forgot_password/", bucket: "recovery" },
      ]),
    );
    const doc = (await (await on.fetch("/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.includes("pact"))).toEqual([]);
  });
});

describe("the per-IP rate limits", () => {
  test("requests with the credential are neither limited nor counted; without it the limit holds as before", async () => {
    const ip = "198.51.100.7";
    const client = new ApiClient(on, { ip });
    for (let i = 0; i < 4; i++) expectOk(await client.post("/v3/register/", validSignup(), { ...withSecret(), noJar: true }));
    const used = expectOk(
      await state<{ rate_limits: { buckets: Record<string, { used: number; max: number }> } }>(on, { action: "status" }, SECRET, ip),
    );
    expect(used.rate_limits.buckets.signup).toEqual({ max: 2, used: 0 });
    // Without it (or with a wrong one) the usual two per window, then 429.
    expectOk(await client.post("/v3/register/", validSignup(), { noJar: true }));
    expectOk(await client.post("/v3/register/", validSignup(), { ...withSecret(`${SECRET}x`), noJar: true }));
    expectApiError(await client.post("/v3/register/", validSignup(), { noJar: true }), "RATE_LIMITED");
    const after = expectOk(
      await state<{ rate_limits: { buckets: Record<string, { used: number }> } }>(on, { action: "status" }, SECRET, ip),
    );
    expect(after.rate_limits.buckets.signup!.used).toBe(3);
    // The credential still passes once the window is spent.
    expectOk(await client.post("/v3/register/", validSignup(), { ...withSecret(), noJar: true }));
  });

  test("where the secret is unset or short, the header exempts nothing", async () => {
    for (const [worker, secret] of [
      [off, SECRET],
      [short, SHORT],
    ] as const) {
      const client = new ApiClient(worker, { ip: "198.51.100.8" });
      for (let i = 0; i < 2; i++) expectOk(await client.post("/v3/register/", validSignup(), { ...withSecret(secret), noJar: true }));
      expectApiError(await client.post("/v3/register/", validSignup(), { ...withSecret(secret), noJar: true }), "RATE_LIMITED");
    }
  });

  test("the credential is not a log-in and skips no per-account lockout", async () => {
    const email = "locked.test@example.com";
    expectOk(await state(on, { action: "account", email, password: "correct-horse-9", failed_log_ins: 10 }));
    const client = new ApiClient(on, withSecret());
    expectApiError(await logInPastBotCheck(client, email, "correct-horse-9"), "LOGIN_LOCKED");
    expect(expectOk(await viewer(client)).type).toBe("LOGGED_OUT");
  });
});

describe("malformed bodies are envelope errors, never a 500", () => {
  test.each([
    ["no action", {}],
    ["an unknown action", { action: "drop_tables" }],
    ["an account without a password", { action: "account", email: "x@example.com" }],
    ["an account with an unknown state", { action: "account", email: "x@example.com", password: "correct-horse-9", state: "banished" }],
    ["too many failed log-ins", { action: "account", email: "x@example.com", password: "correct-horse-9", failed_log_ins: 51 }],
    ["a board id that is not one", { action: "board_hold", board_id: "x; DROP", seconds: 5 }],
    ["a hold of an hour", { action: "board_hold", board_id: "1", seconds: 3600 }],
    ["an invite aged more than an hour", { action: "invite_age", invite_id: "1", seconds: 3601 }],
    ["a teardown without a list", { action: "teardown" }],
    ["an experiment that does not exist", { action: "device", experiment: "nope", group: "enabled" }],
    ["an array", [{ action: "status" }]],
    ["a string", "status"],
  ])("%s: 400 BAD_REQUEST", async (_, body) => {
    expectApiError(await state(on, body), "BAD_REQUEST");
  });

  test("addresses outside the example domains are refused, naming the field", async () => {
    const real = "someone@gmail.com";
    for (const [body, field] of [
      [{ action: "account", email: real, password: "correct-horse-9" }, "email"],
      [{ action: "mail", to: real }, "to"],
      [{ action: "teardown", emails: ["jane@example.com", real] }, "emails"],
      [{ action: "facebook", email: real, facebook_id: "1" }, "email"],
      [{ action: "instagram_code", email: "jane@example.co", username: "x" }, "email"],
    ] as const) {
      const res = await state(on, body);
      expectApiError(res, "BAD_REQUEST");
      expect(res.error?.data).toEqual({ field });
    }
  });

  test("unknown accounts and boards are 404, a wrong group 400", async () => {
    expectApiError(await state(on, { action: "facebook", email: "nobody.at.all@example.com", facebook_id: "1" }), "NOT_FOUND");
    expectApiError(await state(on, { action: "board_hold", board_id: "999999999", seconds: 5 }), "NOT_FOUND");
    expectApiError(await state(on, { action: "invite_age", invite_id: "999999999", seconds: 120 }), "NOT_FOUND");
    expectApiError(await state(on, { action: "device", experiment: "kr_privacy_consent", group: "purple" }), "BAD_REQUEST");
  });
});

describe("the actions", () => {
  test("account: create, then reset a locked, soft-banned account to its password, active and unlocked", async () => {
    const email = `reset.${Date.now()}@example.com`;
    const made = expectOk(
      await state<{ user_id: string; username: string; created: boolean }>(on, { action: "account", email, password: "correct-horse-9" }),
    );
    expect(made.created).toBe(true);
    const client = new ApiClient(on, withSecret());
    expectOk(await logIn(client, email, "correct-horse-9"));
    expectOk(await state(on, { action: "account", email, password: "correct-horse-9", failed_log_ins: 10 }));
    expectApiError(await logInPastBotCheck(new ApiClient(on, withSecret()), email, "correct-horse-9"), "LOGIN_LOCKED");
    expectOk(await state(on, { action: "account", email, password: "correct-horse-9", state: "soft_banned" }));
    expectApiError(await logInPastBotCheck(new ApiClient(on, withSecret()), email, "correct-horse-9"), "ACCOUNT_SOFT_BANNED");
    const again = expectOk(await state<{ user_id: string; created: boolean }>(on, { action: "account", email, password: "new-horse-10" }));
    expect(again).toMatchObject({ user_id: made.user_id, created: false });
    expectOk(await logIn(new ApiClient(on, withSecret()), email, "new-horse-10"));
    expectOk(await state(on, { action: "account", email, password: "new-horse-10", state: "suspended" }));
    expectApiError(await logIn(new ApiClient(on, withSecret()), email, "new-horse-10"), "ACCOUNT_SUSPENDED");
  });

  test("mail: the newest message to an address (a reset link), null when there is none", async () => {
    const email = `mail.${Date.now()}@example.com`;
    expectOk(await state(on, { action: "account", email, password: "correct-horse-9" }));
    expect(expectOk(await state(on, { action: "mail", to: email }))).toEqual({ message: null });
    expectOk(await new ApiClient(on, withSecret()).post("/v3/users/forgot_password/", { username_or_email: email, type: "reset" }));
    // Mail leaves through the outbox's queue (a batch waits up to 1 s): a few seconds at most.
    await expect
      .poll(
        async () => expectOk(await state<{ message: { text: string } | null }>(on, { action: "mail", to: email })).message?.text ?? "",
        {
          timeout: 8_000,
        },
      )
      .toMatch(/\/password\/reset\/[A-Za-z0-9_-]{22}/);
  });

  test("device: a new device in a group, which the experiments then answer", async () => {
    const res = await state(on, { action: "device", experiment: "kr_privacy_consent", group: "enabled" });
    expect(expectOk(res)).toEqual({ experiment: "kr_privacy_consent", group: "enabled" });
    const cookie = res.res.headers
      .getSetCookie()
      .find((c) => c.startsWith("pin_device="))!
      .split(";")[0]!;
    const groups = expectOk(await new ApiClient(on).get<Record<string, string>>("/v3/experiments/", { headers: { cookie }, noJar: true }));
    expect(groups.kr_privacy_consent).toBe("enabled");
  });

  test("teardown: the accounts go with their boards and Pins (the home feed shows none) and their mail", async () => {
    const email = `teardown.${Date.now()}@example.com`;
    expectOk(await state(on, { action: "account", email, password: "correct-horse-9" }));
    const client = new ApiClient(on, withSecret());
    expectOk(await logIn(client, email, "correct-horse-9"));
    const board = expectOk(await client.post<{ id: string }>("/v3/boards/", { name: "Teardown board" }));
    const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    const pin = expectOk(await client.post<{ id: string }>("/v3/pins/", { board_id: board.id, title: "Teardown Pin", image_base64: png }));
    expectOk(await client.post("/v3/users/forgot_password/", { username_or_email: email, type: "reset" }));
    const feedIds = async () =>
      expectOk(await new ApiClient(on).get<{ items: { id: string }[] }>("/v3/feeds/home/?page_size=50")).items.map((p) => p.id);
    expect(await feedIds()).toContain(pin.id);
    await expect
      .poll(async () => expectOk(await state<{ message: unknown }>(on, { action: "mail", to: email })).message, { timeout: 8_000 })
      .not.toBeNull();
    expect(expectOk(await state(on, { action: "teardown", emails: [email, "never.made@example.com"] }))).toEqual({
      accounts_deleted: 1,
      messages_deleted: 1,
    });
    expect(await feedIds()).not.toContain(pin.id);
    const search = expectOk(await new ApiClient(on).get<{ items: unknown[] }>("/v3/search/pins/?query=teardown"));
    expect(search.items).toEqual([]);
    expect(expectOk(await viewer(client)).type).toBe("LOGGED_OUT");
  });
});

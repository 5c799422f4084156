/**
 * The reset is one atomic step (issue 35 part 3; docs/decisions/049): setting the password, using
 * the link, ending the sessions and recording the lockout clear are one D1 batch; the clear of the
 * lockout (a Durable Object) runs after it, and when it fails the reset still answers success and
 * the cron's retryLockoutClears clears it. The failure is made by the test-only header
 * x-dev-fail-lockout-clear, honoured only on local runs with DEV_TOOLS.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { insertAccount, logIn } from "../../../support/auth-fixtures";
import { mailTo, resetTokenIn, waitForMail } from "../../../support/mailbox";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const NEW_PASSWORD = "a-new-secret-42";
const FAIL = { "x-dev-fail-lockout-clear": "1" };

/** Locks `account` out (two wrong passwords), asks for a link and returns its token. */
async function lockedWithLink(w: RunningWorker, account: { email: string; password: string }): Promise<string> {
  for (let i = 0; i < 2; i++) expectApiError(await logIn(new ApiClient(w), account.email, `wrong-password-${i}`), "PASSWORD_INCORRECT");
  expectApiError(await logIn(new ApiClient(w), account.email, account.password), "LOGIN_LOCKED");
  const before = (await mailTo(w, account.email)).length;
  expectOk(await new ApiClient(w).post("/v3/users/forgot_password/", { username_or_email: account.email }));
  const [mail] = await waitForMail(w, account.email, before + 1);
  return resetTokenIn(mail!);
}

const pendingClears = async (w: RunningWorker, userId: string) =>
  (await (await w.env()).DB.prepare("SELECT tries FROM pending_lockout_clears WHERE user_id = ?").bind(userId).all<{ tries: number }>())
    .results;

describe("a reset whose lockout clear fails", () => {
  let dev: RunningWorker;
  let plain: RunningWorker;
  beforeAll(async () => {
    [dev, plain] = await Promise.all([
      startWorker({ DEV_TOOLS: "true", LOGIN_LOCKOUT_THRESHOLD: "2" }),
      startWorker({ DEV_TOOLS: "false", LOGIN_LOCKOUT_THRESHOLD: "2" }),
    ]);
  });
  afterAll(() => Promise.all([dev?.close(), plain?.close()]));

  test("answers success, the password is set and the link used; the cron's retryLockoutClears clears the lockout", async () => {
    const account = await insertAccount(dev);
    const token = await lockedWithLink(dev, account);
    const reset = await new ApiClient(dev).post("/v3/users/reset_password/", { token, new_password: NEW_PASSWORD }, { headers: FAIL });
    expect(expectOk(reset)).toBeNull();
    // The batch committed: the link is used (a retry is told so) and the clear waits, counted once.
    expectApiError(await new ApiClient(dev).post("/v3/users/reset_password/", { token, new_password: NEW_PASSWORD }), "RESET_LINK_INVALID");
    expect(await pendingClears(dev, account.id)).toEqual([{ tries: 1 }]);
    // Still locked: the clear failed (the old password is gone all the same).
    expectApiError(await logIn(new ApiClient(dev), account.email, NEW_PASSWORD), "LOGIN_LOCKED");

    // The job's retry waits out the first backoff (a minute).
    await dev.scheduled(Date.now() + 120_000);
    expect(await pendingClears(dev, account.id)).toEqual([]);
    expectOk(await logIn(new ApiClient(dev), account.email, NEW_PASSWORD));
    expectApiError(await logIn(new ApiClient(dev), account.email, account.password), "PASSWORD_INCORRECT");
  });

  test("a retry of a lost answer with its Idempotency-Key answers the same success, not 'link invalid'", async () => {
    const account = await insertAccount(dev);
    const token = await lockedWithLink(dev, account);
    const key = { ...FAIL, "Idempotency-Key": `reset-${crypto.randomUUID()}` };
    const body = { token, new_password: NEW_PASSWORD };
    expectOk(await new ApiClient(dev).post("/v3/users/reset_password/", body, { headers: key }));
    const retry = await new ApiClient(dev).post("/v3/users/reset_password/", body, { headers: key });
    expect(expectOk(retry)).toBeNull();
    expect(retry.res.headers.get("idempotent-replayed")).toBe("true");
    expect(await pendingClears(dev, account.id)).toEqual([{ tries: 1 }]);
  });

  test("a clear not yet due is left for a later run", async () => {
    const account = await insertAccount(dev);
    const token = await lockedWithLink(dev, account);
    expectOk(await new ApiClient(dev).post("/v3/users/reset_password/", { token, new_password: NEW_PASSWORD }, { headers: FAIL }));
    await dev.scheduled(Date.now());
    expect(await pendingClears(dev, account.id)).toEqual([{ tries: 1 }]);
  });

  test("without DEV_TOOLS the header means nothing: the lockout is cleared at once, nothing left pending", async () => {
    const account = await insertAccount(plain);
    const token = await lockedWithLink(plain, account);
    expectOk(await new ApiClient(plain).post("/v3/users/reset_password/", { token, new_password: NEW_PASSWORD }, { headers: FAIL }));
    expect(await pendingClears(plain, account.id)).toEqual([]);
    expectOk(await logIn(new ApiClient(plain), account.email, NEW_PASSWORD));
  });
});

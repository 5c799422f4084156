/**
 * Account states at log-in (auth.md §2.4, §4.6, §8.2; migrations/0017_account_state.sql): a
 * soft-banned account answers ACCOUNT_SOFT_BANNED whatever password is tried (its password was
 * reset); suspended and deactivated accounts say so only with the right password (a wrong one is
 * the usual refusal, so a stranger learns nothing); and from the 5th wrong password in a row the
 * refusal offers login assistance, until the lockout of §9.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AUTH_API_MESSAGES } from "~common/auth/messages";
import { ApiClient, expectApiError, expectOk, sessionSetCookies } from "../../../support/api-client";
import { insertAccount, logIn, logInPastBotCheck } from "../../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

async function accountIn(state: string, { password = true } = {}) {
  const account = await insertAccount(worker);
  const env = await worker.env();
  await env.DB.prepare(`UPDATE users SET account_state = ?, password_hash = ${password ? "password_hash" : "NULL"} WHERE id = ?`)
    .bind(state, account.id)
    .run();
  return account;
}

describe.concurrent("POST /v3/sessions/ by account state", () => {
  test("soft-banned: 403 ACCOUNT_SOFT_BANNED with the §8.2 text, for any password, and no session", async () => {
    const account = await accountIn("soft_banned", { password: false });
    for (const password of [account.password, "anything-else-1"]) {
      const result = await logIn(new ApiClient(worker), account.email, password);
      expectApiError(result, "ACCOUNT_SOFT_BANNED", { message: AUTH_API_MESSAGES.softBannedLogin });
      expect(result.status).toBe(403);
      expect(sessionSetCookies(result.res)).toEqual([]);
    }
  });

  test("suspended: 403 ACCOUNT_SUSPENDED only with the right password; a wrong one is PASSWORD_INCORRECT", async () => {
    const account = await accountIn("suspended");
    expectApiError(await logIn(new ApiClient(worker), account.email, "wrong-password-1"), "PASSWORD_INCORRECT");
    const result = await logIn(new ApiClient(worker), account.email, account.password);
    expectApiError(result, "ACCOUNT_SUSPENDED", { message: AUTH_API_MESSAGES.suspendedTitle });
    expect(sessionSetCookies(result.res)).toEqual([]);
  });

  test("deactivated: 403 ACCOUNT_DEACTIVATED with the right password, and no session", async () => {
    const account = await accountIn("deactivated");
    const result = await logIn(new ApiClient(worker), account.email, account.password);
    expectApiError(result, "ACCOUNT_DEACTIVATED", { message: AUTH_API_MESSAGES.accountDeactivated });
    expect(sessionSetCookies(result.res)).toEqual([]);
  });

  test("active again: logs in", async () => {
    const account = await accountIn("suspended");
    const env = await worker.env();
    await env.DB.prepare("UPDATE users SET account_state = 'active' WHERE id = ?").bind(account.id).run();
    expect(expectOk(await logIn(new ApiClient(worker), account.email, account.password)).user.id).toBe(account.id);
  });

  test("the 5th wrong password in a row offers login assistance; a right one still logs in", async () => {
    const account = await insertAccount(worker);
    // From the 4th attempt the bot check wants a v2 token (auth.md §9; ./bot-check.integration.test.ts).
    for (let i = 1; i <= 4; i++)
      expectApiError(await logInPastBotCheck(new ApiClient(worker), account.email, "wrong-password-1"), "PASSWORD_INCORRECT");
    const fifth = await logInPastBotCheck(new ApiClient(worker), account.email, "wrong-password-1");
    expectApiError(fifth, "LOGIN_ASSISTANCE", { message: AUTH_API_MESSAGES.loginAssistanceTitle });
    expect(fifth.status).toBe(401);
    // It names no field and gives away nothing about the account.
    expect(fifth.error!.data).toBeUndefined();
    expect(expectOk(await logInPastBotCheck(new ApiClient(worker), account.email, account.password)).user.id).toBe(account.id);
  });
});

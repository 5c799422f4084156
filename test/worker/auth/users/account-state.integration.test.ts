/**
 * The developer route PUT /v3/dev/account_state/ (worker/dev/account-state-routes.ts; auth.md §2.4, §4.6):
 * 404 unless DEV_TOOLS is "true"; with it, it moves an account to a state with that state's
 * consequences — suspending ends the account's sessions, soft-banning also resets its password.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { createAccount, logIn, userRowByEmail, viewer } from "../../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let dev: RunningWorker;
let plain: RunningWorker;
beforeAll(async () => {
  [dev, plain] = await Promise.all([startWorker({ DEV_TOOLS: "true" }), startWorker()]);
});
afterAll(async () => {
  await Promise.all([dev?.close(), plain?.close()]);
});

const put = (worker: RunningWorker, body: unknown) => new ApiClient(worker).put("/v3/dev/account_state/", body);

describe("PUT /v3/dev/account_state/", () => {
  test("without DEV_TOOLS it is the normal 404, and nothing changes", async () => {
    const account = await createAccount(plain);
    expectApiError(await put(plain, { email: account.email, state: "suspended" }), "NOT_FOUND");
    expect((await userRowByEmail(plain, account.email))?.account_state).toBe("active");
  });

  test("suspending ends the account's sessions at once and log-in answers ACCOUNT_SUSPENDED", async () => {
    const account = await createAccount(dev);
    expect(expectOk(await viewer(account.client)).type).toBe("AUTH");
    expect(expectOk(await put(dev, { email: account.email.toUpperCase(), state: "suspended" }))).toEqual({
      email: account.email,
      state: "suspended",
    });
    expect(expectOk(await viewer(account.client)).type).not.toBe("AUTH");
    expectApiError(await logIn(new ApiClient(dev), account.email, account.password), "ACCOUNT_SUSPENDED");
  });

  test("soft-banning resets the password; active again, the old password no longer works", async () => {
    const account = await createAccount(dev);
    expectOk(await put(dev, { email: account.email, state: "soft_banned" }));
    expect((await userRowByEmail(dev, account.email))?.password_hash).toBeNull();
    expectApiError(await logIn(new ApiClient(dev), account.email, account.password), "ACCOUNT_SOFT_BANNED");
    expectOk(await put(dev, { email: account.email, state: "active" }));
    expectApiError(await logIn(new ApiClient(dev), account.email, account.password), "PASSWORD_INCORRECT");
  });

  test("an unknown email is 404; an unknown state is 400", async () => {
    expectApiError(await put(dev, { email: "nobody.here@example.com", state: "active" }), "NOT_FOUND");
    expectApiError(await put(dev, { email: "x@example.com", state: "banished" }), "BAD_REQUEST");
  });
});

/**
 * The developer route PUT /v3/dev/facebook_account/ (worker/auth/facebook/dev-link.ts;
 * docs/decisions/020): 404 unless DEV_TOOLS is "true"; with it, an account made by sign-up becomes
 * one made with Facebook before the retirement, which login_data and the password log-in then see
 * as such, and the identity moves from any account that held it.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { createAccount, logIn, userRowByEmail } from "../../../support/auth-fixtures";
import { FACEBOOK_PEOPLE } from "../../../support/facebook-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let dev: RunningWorker;
let plain: RunningWorker;
beforeAll(async () => {
  [dev, plain] = await Promise.all([startWorker({ DEV_TOOLS: "true" }), startWorker()]);
});
afterAll(async () => {
  await Promise.all([dev?.close(), plain?.close()]);
});

const { fiona, paul } = FACEBOOK_PEOPLE;
const put = (worker: RunningWorker, body: unknown) => new ApiClient(worker).put("/v3/dev/facebook_account/", body);
const loginData = (worker: RunningWorker, person: { id: string; token: string }) =>
  new ApiClient(worker).post("/v3/facebook/login_data/", { facebook_id: person.id, facebook_token: person.token });

describe("PUT /v3/dev/facebook_account/", () => {
  test("without DEV_TOOLS it is the normal 404, and nothing is linked", async () => {
    const account = await createAccount(plain);
    expectApiError(await put(plain, { email: account.email, facebook_id: fiona.id, facebook_only: true }), "NOT_FOUND");
    expect((await userRowByEmail(plain, account.email))?.connected_to_facebook).toBe(0);
    expectApiError(await loginData(plain, fiona), "ACCOUNT_NOT_FOUND");
  });

  test("facebook_only: the password goes, login_data answers the account, a password log-in FACEBOOK_ONLY_ACCOUNT", async () => {
    const account = await createAccount(dev);
    expect(expectOk(await put(dev, { email: account.email.toUpperCase(), facebook_id: fiona.id, facebook_only: true }))).toEqual({
      email: account.email,
      facebook_id: fiona.id,
      facebook_only: true,
    });
    expect(expectOk(await loginData(dev, fiona))).toEqual({ connected_to_gplus: false, connected_to_google: false, has_password: false });
    expectApiError(await logIn(new ApiClient(dev), account.email, account.password), "FACEBOOK_ONLY_ACCOUNT");
  });

  test("keeping the password; a second account taking the identity leaves the first unlinked", async () => {
    const first = await createAccount(dev);
    const second = await createAccount(dev);
    expectOk(await put(dev, { email: first.email, facebook_id: paul.id, facebook_only: false }));
    expect(expectOk(await loginData(dev, paul))).toMatchObject({ has_password: true });
    expectOk(await put(dev, { email: second.email, facebook_id: paul.id, facebook_only: true }));
    expect(expectOk(await loginData(dev, paul))).toMatchObject({ has_password: false });
    expect((await userRowByEmail(dev, first.email))?.connected_to_facebook).toBe(0);
    expect((await userRowByEmail(dev, second.email))?.connected_to_facebook).toBe(1);
    expectOk(await logIn(new ApiClient(dev), first.email, first.password));
  });

  test("an unknown email is 404; a Facebook id that is not digits is 400", async () => {
    expectApiError(await put(dev, { email: "nobody.here@example.com", facebook_id: fiona.id, facebook_only: true }), "NOT_FOUND");
    expectApiError(await put(dev, { email: "x@example.com", facebook_id: "fiona", facebook_only: true }), "BAD_REQUEST");
  });
});

/**
 * Every passkey of an account goes with "Log out of all other devices" when asked
 * (worker/auth/sessions/routes.ts, `remove_passkeys=true`; off by default) and with a password
 * reset from an emailed link unless asked not to (worker/auth/recovery/reset-password.ts, on by
 * default): a passkey made on a stolen session outlives the session and the password
 * (docs/decisions/038). The reset link's answer says how many passkeys the account has.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ApiClient, expectOk } from "../../../support/api-client";
import { createAccount, logIn } from "../../../support/auth-fixtures";
import { mailTo, resetTokenIn, waitForMail } from "../../../support/mailbox";
import { SoftAuthenticator } from "../../../support/passkeys";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const NEW_PASSWORD = "a-new-secret-42";

let worker: RunningWorker;
let origin: string;
beforeAll(async () => {
  worker = await startWorker({ PASSKEY_RP_ID: "127.0.0.1", PASSKEY_ORIGINS: "http://127.0.0.1:*" });
  origin = worker.url.origin;
});
afterAll(() => worker?.close());

const list = async (client: ApiClient) => expectOk(await client.get<{ passkeys: { id: string }[] }>("/v3/users/me/passkeys/")).passkeys;

/** An account with two passkeys and a second session elsewhere. */
async function accountWithPasskeys() {
  const account = await createAccount(worker);
  for (let i = 0; i < 2; i++) {
    const o = expectOk(
      await account.client.post<{ challenge: string; user: { id: string } }>("/v3/users/me/passkeys/options/", {
        password: account.password,
      }),
    );
    const credential = await new SoftAuthenticator("127.0.0.1", origin).create(o);
    expectOk(await account.client.post("/v3/users/me/passkeys/", { credential }));
  }
  const elsewhere = new ApiClient(worker);
  expectOk(await logIn(elsewhere, account.email, account.password));
  return { account, elsewhere };
}

const isResetMail = (m: { text_body: string }) => m.text_body.includes("/password/reset/");

async function resetLink(email: string): Promise<string> {
  const before = (await mailTo(worker, email)).filter(isResetMail).length;
  expectOk(await new ApiClient(worker).post("/v3/users/forgot_password/", { username_or_email: email }));
  const [newest] = await waitForMail(worker, email, before + 1, isResetMail);
  return resetTokenIn(newest!);
}

describe("log out of all other devices", () => {
  test("without the box: the other sessions end, the passkeys stay", async () => {
    const { account, elsewhere } = await accountWithPasskeys();
    const ended = expectOk(await account.client.delete<{ ended: number; passkeys_removed: number }>("/v3/users/me/sessions/"));
    expect(ended).toEqual({ ended: 1, passkeys_removed: 0 });
    expect(await list(account.client)).toHaveLength(2);
    expect((await elsewhere.get("/v3/users/me/passkeys/")).status).toBe(401);
  });

  test("with remove_passkeys=true: every passkey goes too; this session stays", async () => {
    const { account } = await accountWithPasskeys();
    const ended = expectOk(
      await account.client.delete<{ ended: number; passkeys_removed: number }>("/v3/users/me/sessions/?remove_passkeys=true"),
    );
    expect(ended).toEqual({ ended: 1, passkeys_removed: 2 });
    expect(await list(account.client)).toEqual([]);
  });
});

describe("a password reset from an emailed link", () => {
  test("the link says how many passkeys; the reset with the default removes every one", async () => {
    const { account } = await accountWithPasskeys();
    const token = await resetLink(account.email);
    const info = expectOk(await new ApiClient(worker).get<{ passkeys: number }>(`/v3/users/reset_password/${token}/`));
    expect(info.passkeys).toBe(2);
    expectOk(await new ApiClient(worker).post("/v3/users/reset_password/", { token, new_password: NEW_PASSWORD }));
    const fresh = new ApiClient(worker);
    expectOk(await logIn(fresh, account.email, NEW_PASSWORD));
    expect(await list(fresh)).toEqual([]);
  });

  test("remove_passkeys: false keeps them", async () => {
    const { account } = await accountWithPasskeys();
    const token = await resetLink(account.email);
    expectOk(await new ApiClient(worker).post("/v3/users/reset_password/", { token, new_password: NEW_PASSWORD, remove_passkeys: false }));
    const fresh = new ApiClient(worker);
    expectOk(await logIn(fresh, account.email, NEW_PASSWORD));
    expect(await list(fresh)).toHaveLength(2);
  });
});

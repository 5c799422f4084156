/**
 * Limited login (auth.md §2.2 login, §3 Viewer LIMITED_LOGIN; worker/auth/sessions/
 * remembered-account.ts): log-in remembers the account in a signed cookie, log-out keeps it so the
 * viewer is LIMITED_LOGIN, the forget route clears it, and a forged, tampered or revoked
 * (session_version bumped) cookie is ignored.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ApiClient, expectOk, parseSetCookie } from "../../../support/api-client";
import { createAccount, expectLoggedOut, logIn, logOut, viewer, type Account } from "../../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const REMEMBERED = "pin_acct";
const THIRTY_DAYS = String(30 * 24 * 60 * 60);

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

/** A fresh client logged in then out as `account`: the device remembers it. */
async function loggedInThenOut(account: Account): Promise<ApiClient> {
  const client = new ApiClient(worker);
  const res = await logIn(client, account.email, account.password);
  expectOk(res);
  const cookie = res.res.headers
    .getSetCookie()
    .map(parseSetCookie)
    .find((c) => c.name === REMEMBERED);
  expect(cookie, "log-in sets the remembered-account cookie").toBeDefined();
  expect(cookie!.attrs.get("max-age")).toBe(THIRTY_DAYS);
  expect(cookie!.attrs.has("httponly")).toBe(true);
  expect(cookie!.attrs.get("samesite")).toBe("Lax");
  expect(cookie!.attrs.get("path")).toBe("/");
  const out = await logOut(client);
  expectOk(out);
  expect(
    out.res.headers.getSetCookie().some((c) => c.startsWith(`${REMEMBERED}=`)),
    "log-out keeps it",
  ).toBe(false);
  return client;
}

describe("limited login", () => {
  let account: Account;
  beforeAll(async () => {
    account = await createAccount(worker, { first_name: "Ada", last_name: "Lovelace" });
  });

  test("after log-out the viewer is LIMITED_LOGIN with the account's info and no user", async () => {
    const client = await loggedInThenOut(account);
    const v = expectOk(await viewer(client));
    expect(v).toEqual({
      type: "LIMITED_LOGIN",
      info: {
        firstName: "Ada",
        imageUrl: null,
        email: account.email,
        hasPassword: true,
        connectedToFacebook: false,
        connectedToGoogle: false,
      },
      user: null,
    });
  });

  test("logged in, the viewer is AUTH even though the device remembers the account", async () => {
    const client = new ApiClient(worker);
    expectOk(await logIn(client, account.email, account.password));
    expect(expectOk(await viewer(client)).type).toBe("AUTH");
  });

  test("the forget route clears the cookie; the viewer is LOGGED_OUT; it is idempotent", async () => {
    const client = await loggedInThenOut(account);
    const res = await client.delete<null>("/v3/users/me/remembered-account/");
    expect(expectOk(res)).toBeNull();
    const cleared = res.res.headers
      .getSetCookie()
      .map(parseSetCookie)
      .find((c) => c.name === REMEMBERED);
    expect(cleared?.value).toBe("");
    expect(cleared?.attrs.get("max-age")).toBe("0");
    await expectLoggedOut(viewer(client));
    expectOk(await client.delete<null>("/v3/users/me/remembered-account/"));
  });

  test("a tampered cookie (another user id, same signature) is ignored", async () => {
    const client = await loggedInThenOut(account);
    const value = decodeURIComponent(client.jar.get(REMEMBERED)!);
    const dot = value.lastIndexOf(".");
    const payload = JSON.parse(value.slice(0, dot)) as { uid: string };
    const forged = JSON.stringify({ ...payload, uid: "someone-else" }) + value.slice(dot);
    client.jar.set(REMEMBERED, encodeURIComponent(forged));
    await expectLoggedOut(viewer(client));
  });

  test("bumping users.session_version forgets the account on every device", async () => {
    const other = await createAccount(worker, { first_name: "Grace" });
    const client = await loggedInThenOut(other);
    expect(expectOk(await viewer(client)).type).toBe("LIMITED_LOGIN");
    const env = await worker.env();
    await env.DB.prepare("UPDATE users SET session_version = session_version + 1 WHERE id = ?").bind(other.user.id).run();
    await expectLoggedOut(viewer(client));
  });

  test("a cross-site forget is refused", async () => {
    const client = await loggedInThenOut(account);
    const res = await client.delete("/v3/users/me/remembered-account/", { headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(expectOk(await viewer(client)).type).toBe("LIMITED_LOGIN");
  });
});

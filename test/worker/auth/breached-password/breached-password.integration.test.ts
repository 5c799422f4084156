/**
 * The breached-password check (docs/decisions/036) on the three routes that take a new password —
 * sign-up (personal and business), password reset and password change — against the local range
 * stand-in the harness starts (scripts/local-pwned-passwords.ts); and failing open: with the
 * stand-in down, or answering after more than 1 s, the same password goes through.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { countUsersByEmail, createAccount, logIn, register, uniqueEmail, validSignup } from "../../../support/auth-fixtures";
import { mailTo, resetTokenIn, waitForMail } from "../../../support/mailbox";
import { freePort } from "../../../support/dev-server";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";
import { LOCAL_BREACHED_PASSWORD, startLocalPwnedPasswords, type LocalPwnedPasswords } from "../../../../scripts/local-pwned-passwords";

const BREACHED = LOCAL_BREACHED_PASSWORD;
const MESSAGE = "This password has appeared in a data breach. Choose a different one.";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

async function resetToken(w: RunningWorker, email: string): Promise<string> {
  const before = (await mailTo(w, email)).length;
  expectOk(await new ApiClient(w).post<null>("/v3/users/forgot_password/", { username_or_email: email }));
  const [newest] = await waitForMail(w, email, before + 1);
  return resetTokenIn(newest!);
}

test("sign-up refuses a breached password on its field, personal and business, and creates no account", async () => {
  for (const extra of [{}, { account_type: "business", business_name: "Breach Bakery" }]) {
    const email = uniqueEmail("breached", "signup");
    const answer = await register(new ApiClient(worker), validSignup({ email, password: BREACHED, ...extra }));
    expectApiError(answer, "PASSWORD_BREACHED", { field: "password", message: MESSAGE });
    expect(await countUsersByEmail(worker, email)).toBe(0);
  }
  // A listed password is the weak-password rule's, before any breach check.
  expectApiError(await register(new ApiClient(worker), validSignup({ password: "sunshine" })), "PASSWORD_TOO_WEAK", { field: "password" });
});

test("only 5 hex characters of the password's SHA-1 reach the range service", async () => {
  const { requests } = worker.oidc.pwnedPasswords;
  const before = requests.length;
  expectApiError(await register(new ApiClient(worker), validSignup({ password: BREACHED })), "PASSWORD_BREACHED");
  const asked = requests.slice(before);
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatch(/^\/range\/[0-9A-F]{5}$/);
});

test("a password reset refuses a breached password; the link still works for a good one", async () => {
  const account = await createAccount(worker);
  const token = await resetToken(worker, account.email);
  const client = new ApiClient(worker);
  expectApiError(await client.post("/v3/users/reset_password/", { token, new_password: BREACHED }), "PASSWORD_BREACHED", {
    field: "password",
    message: MESSAGE,
  });
  expectOk(await client.post("/v3/users/reset_password/", { token, new_password: "a-new-secret-42" }));
  expectOk(await logIn(new ApiClient(worker), account.email, "a-new-secret-42"));
});

test("a password change refuses a breached password; the current one still logs in", async () => {
  const account = await createAccount(worker);
  const answer = await account.client.post("/v3/users/me/password/", { current_password: account.password, new_password: BREACHED });
  expectApiError(answer, "PASSWORD_BREACHED", { field: "password", message: MESSAGE });
  expectOk(await logIn(new ApiClient(worker), account.email, account.password));
});

/** A Worker whose range service is `url`; the breached password signs up. */
async function expectFailsOpen(url: string): Promise<number> {
  const w = await startWorker({ PWNED_PASSWORDS_URL: url });
  try {
    const started = performance.now();
    expectOk(await register(new ApiClient(w), validSignup({ password: BREACHED })));
    const ms = performance.now() - started;
    const account = await createAccount(w);
    const answer = await account.client.post("/v3/users/me/password/", { current_password: account.password, new_password: BREACHED });
    expectOk(answer);
    return ms;
  } finally {
    await w.close();
  }
}

test("with the range service down, a breached password goes through (fail open)", async () => {
  await expectFailsOpen(`http://127.0.0.1:${await freePort()}`);
});

test("with the range service answering after more than 1 s, a breached password goes through after about 1 s", async () => {
  let slow: LocalPwnedPasswords | undefined;
  try {
    slow = await startLocalPwnedPasswords({ port: 0, delayMs: 2500 });
    const ms = await expectFailsOpen(slow.url);
    expect(slow.requests.length).toBeGreaterThan(0);
    expect(ms).toBeGreaterThanOrEqual(1000);
    expect(ms).toBeLessThan(2500);
  } finally {
    await slow?.close();
  }
});

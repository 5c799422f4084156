/**
 * Changing the password on /settings/security (POST /v3/users/me/password/): the current password
 * is required (when there is one) and counted per account, the new one follows business.md §5,
 * every other session ends while this one continues under a fresh token, and reset links sent
 * before stop working. A social-only account (no password) sets its first one without.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { ApiClient, expectApiError, expectOk, SESSION_COOKIE } from "../../../support/api-client";
import {
  createAccount,
  expectAuthenticatedAs,
  expectNotAuthenticated,
  logIn,
  viewer,
  viewerForToken,
  type Viewer,
} from "../../../support/auth-fixtures";
import { resetTokenIn, waitForMail } from "../../../support/mailbox";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const NEW_PASSWORD = "a-new-secret-42";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker({ LOGIN_LOCKOUT_THRESHOLD: "3" });
});
afterAll(() => worker?.close());

const change = (client: ApiClient, body: Record<string, unknown>) => client.post<null>("/v3/users/me/password/", body);

test("without a session it is 401 AUTH_REQUIRED", async () => {
  expectApiError(await change(new ApiClient(worker), { current_password: "x", new_password: NEW_PASSWORD }), "AUTH_REQUIRED");
});

test("the current password is required and must be right; the new one follows business.md §5", async () => {
  const account = await createAccount(worker);
  const c = account.client;
  expectApiError(await change(c, { new_password: NEW_PASSWORD }), "CURRENT_PASSWORD_MISSING", { field: "current_password" });
  expectApiError(await change(c, { current_password: "not-my-password", new_password: NEW_PASSWORD }), "CURRENT_PASSWORD_INCORRECT", {
    field: "current_password",
    message: "The password you entered is incorrect.",
  });
  expectApiError(await change(c, { current_password: account.password, new_password: "short" }), "BUSINESS_PASSWORD_TOO_SHORT", {
    field: "password",
  });
  expectApiError(await change(c, { current_password: account.password, new_password: "qwertyuiop" }), "PASSWORD_TOO_WEAK", {
    field: "password",
  });
  // None of that changed anything.
  expectOk(await logIn(new ApiClient(worker), account.email, account.password));
});

test("a change keeps this session (under a new token), ends the others, and the new password is the one that logs in", async () => {
  const account = await createAccount(worker);
  const other = new ApiClient(worker);
  expectOk(await logIn(other, account.email, account.password));
  const oldToken = account.client.jar.session!;
  const answer = await change(account.client, { current_password: account.password, new_password: NEW_PASSWORD });
  expect(expectOk(answer)).toBeNull();
  const newToken = account.client.jar.session!;
  expect(newToken).not.toBe(oldToken);
  expect(answer.res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
  await expectAuthenticatedAs(account.client, account.user.id);
  await expectNotAuthenticated(viewer(other));
  await expectNotAuthenticated(viewerForToken(worker, oldToken));
  expectApiError(await logIn(new ApiClient(worker), account.email, account.password), "PASSWORD_INCORRECT");
  expectOk(await logIn(new ApiClient(worker), account.email, NEW_PASSWORD));
  // The kept session is still the same session: one row, logged in before the change.
  const sessions = expectOk(await account.client.get<{ id: string; current: boolean; created_at: number }[]>("/v3/users/me/sessions/"));
  expect(sessions.filter((s) => s.current)).toHaveLength(1);
});

test("reset links sent before a change stop working", async () => {
  const account = await createAccount(worker);
  expectOk(await new ApiClient(worker).post("/v3/users/forgot_password/", { username_or_email: account.email }));
  const [mail] = await waitForMail(worker, account.email);
  expectOk(await change(account.client, { current_password: account.password, new_password: NEW_PASSWORD }));
  expectApiError(await new ApiClient(worker).get(`/v3/users/reset_password/${resetTokenIn(mail!)}/`), "RESET_LINK_INVALID");
});

test("wrong current passwords are counted per account: past LOGIN_LOCKOUT_THRESHOLD even the right one is 429 PASSWORD_CHECKS_LIMITED", async () => {
  const account = await createAccount(worker);
  for (let i = 0; i < 3; i++) {
    expectApiError(
      await change(account.client, { current_password: `wrong-${i}-password`, new_password: NEW_PASSWORD }),
      "CURRENT_PASSWORD_INCORRECT",
    );
  }
  const refused = await change(account.client, { current_password: account.password, new_password: NEW_PASSWORD });
  expectApiError(refused, "PASSWORD_CHECKS_LIMITED");
  expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(1000);
  // Logging in is a separate lock: it still works.
  expectOk(await logIn(new ApiClient(worker), account.email, account.password));
});

test("a right current password forgets earlier wrong ones", async () => {
  const account = await createAccount(worker);
  for (let i = 0; i < 2; i++)
    expectApiError(
      await change(account.client, { current_password: "wrong-password-1", new_password: NEW_PASSWORD }),
      "CURRENT_PASSWORD_INCORRECT",
    );
  expectOk(await change(account.client, { current_password: account.password, new_password: NEW_PASSWORD }));
  for (let i = 0; i < 3; i++)
    expectApiError(
      await change(account.client, { current_password: "wrong-password-1", new_password: "third-password-3" }),
      "CURRENT_PASSWORD_INCORRECT",
    );
});

test("an account without a password (social-only) sets its first one without a current password", async () => {
  const account = await createAccount(worker);
  const env = await worker.env();
  await env.DB.prepare("UPDATE users SET password_hash = NULL WHERE id = ?").bind(account.user.id).run();
  expect(expectOk(await viewer(account.client)).info?.hasPassword).toBe(false);
  expectApiError(await change(account.client, { new_password: "tiny" }), "BUSINESS_PASSWORD_TOO_SHORT");
  expectOk(await change(account.client, { new_password: NEW_PASSWORD }));
  const v: Viewer = expectOk(await viewer(account.client));
  expect(v.info?.hasPassword).toBe(true);
  expectOk(await logIn(new ApiClient(worker), account.email, NEW_PASSWORD));
});

/**
 * Forgot and reset password (auth.md §2.3, §7 POST /v3/users/forgot_password/; business.md §5 for
 * the new password) against the built Worker: the email really arrives (the local D1 mailbox), the
 * link works once, for an hour, and not after a later reset; a reset ends every session, clears the
 * log-in lockout and works while locked out; the forgot call never tells whether an account exists.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ApiClient, expectApiError, expectOk, sleep, type ApiResult } from "../../../support/api-client";
import {
  createAccount,
  expectAuthenticatedAs,
  expectNotAuthenticated,
  insertAccount,
  logIn,
  uniqueEmail,
  viewer,
} from "../../../support/auth-fixtures";
import { mailTo, resetTokenIn, waitForMail } from "../../../support/mailbox";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const NEW_PASSWORD = "a-new-secret-42";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

const forgot = (client: ApiClient, usernameOrEmail: unknown, type?: string) =>
  client.post<null>("/v3/users/forgot_password/", { username_or_email: usernameOrEmail, ...(type && { type }) });
const linkInfo = (client: ApiClient, token: string) =>
  client.get<{ email: string; username: string; expires_at: number }>(`/v3/users/reset_password/${encodeURIComponent(token)}/`);
const reset = (client: ApiClient, token: string, password: unknown) =>
  client.post<null>("/v3/users/reset_password/", { token, new_password: password });

/** Asks for a link for `email` and returns its token (the newest mail to `email`). */
async function resetLink(w: RunningWorker, email: string, client = new ApiClient(w)): Promise<string> {
  const before = (await mailTo(w, email)).length;
  expectOk(await forgot(client, email));
  const [newest] = await waitForMail(w, email, before + 1);
  return resetTokenIn(newest!);
}

/** What an answer shows a caller: status, body bytes and header names (values like Date vary). */
async function visible(result: ApiResult) {
  const names = [...result.res.headers.keys()].filter((n) => n !== "date").sort();
  return { status: result.status, body: JSON.stringify(result.body), headers: names };
}

describe("forgot password", () => {
  test("an existing account gets one email with a single-use link to /password/reset/{token}; the answer is 200 null", async () => {
    const account = await createAccount(worker);
    const client = new ApiClient(worker);
    const answer = await forgot(client, account.email);
    expect(expectOk(answer)).toBeNull();
    const [mail] = await waitForMail(worker, account.email);
    expect(mail!.subject).toBe("Reset your Pinboard password");
    expect(mail!.text_body).toContain(`${worker.url.origin}/password/reset/${resetTokenIn(mail!)}`);
    expect(mail!.text_body).toMatch(/^Hi Jane,/);
    const info = expectOk(await linkInfo(client, resetTokenIn(mail!)));
    expect(info.email).toBe(account.email);
    expect(info.username).toBe(account.user.username);
    expect(info.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500);
  });

  test("no enumeration: an unknown email or username gets the same status, body and headers, and no email is written", async () => {
    const account = await createAccount(worker);
    const unknown = uniqueEmail("nobody", "here");
    const client = new ApiClient(worker);
    const known = await visible(await forgot(client, account.email));
    expect(await visible(await forgot(client, unknown))).toEqual(known);
    expect(await visible(await forgot(client, "no_such_username_x1"))).toEqual(known);
    await waitForMail(worker, account.email);
    await sleep(300); // after-the-answer work of the unknown requests has had time to run
    expect(await mailTo(worker, unknown)).toEqual([]);
  });

  test("the username works as well as the email; type 'unified' words the email as getting back into the account", async () => {
    const account = await createAccount(worker);
    expectOk(await forgot(new ApiClient(worker), account.user.username.toUpperCase(), "unified"));
    const [mail] = await waitForMail(worker, account.email);
    expect(mail!.subject).toBe("Get back into your Pinboard account");
    expect(mail!.text_body).toContain("getting back into your account");
    expectOk(await linkInfo(new ApiClient(worker), resetTokenIn(mail!)));
  });

  test("a missing identifier is 400 LOGIN_EMAIL_MISSING, a malformed email 400 EMAIL_FORMAT, an unknown type 400 BAD_REQUEST", async () => {
    const client = new ApiClient(worker);
    expectApiError(await forgot(client, "  "), "LOGIN_EMAIL_MISSING", { field: "email" });
    expectApiError(await client.post("/v3/users/forgot_password/", {}), "LOGIN_EMAIL_MISSING", { field: "email" });
    expectApiError(await forgot(client, "jane@@example"), "EMAIL_FORMAT", { field: "email" });
    expectApiError(await forgot(client, "jane@example.com", "sms"), "BAD_REQUEST", { field: "type" });
  });
});

describe("the reset link", () => {
  test("resets the password once: the new one logs in, the old one does not, and the link is then used up", async () => {
    const account = await createAccount(worker);
    const token = await resetLink(worker, account.email);
    const client = new ApiClient(worker);
    expect(expectOk(await reset(client, token, NEW_PASSWORD))).toBeNull();
    expectOk(await logIn(new ApiClient(worker), account.email, NEW_PASSWORD));
    expectApiError(await logIn(new ApiClient(worker), account.email, account.password), "PASSWORD_INCORRECT");
    // Token reuse
    expectApiError(await reset(client, token, "yet-another-pass-9"), "RESET_LINK_INVALID");
    expectApiError(await linkInfo(client, token), "RESET_LINK_INVALID");
    expectOk(await logIn(new ApiClient(worker), account.email, NEW_PASSWORD));
  });

  test("two uses at once: exactly one sets the password", async () => {
    const account = await createAccount(worker);
    const token = await resetLink(worker, account.email);
    const answers = await Promise.all(["first-new-pass-1", "second-new-pass-2"].map((p) => reset(new ApiClient(worker), token, p)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const winner = answers[0]!.status === 200 ? "first-new-pass-1" : "second-new-pass-2";
    expectOk(await logIn(new ApiClient(worker), account.email, winner));
  });

  test("a wrong token is RESET_LINK_INVALID: unknown, malformed, or empty", async () => {
    const client = new ApiClient(worker);
    for (const token of ["AAAAAAAAAAAAAAAAAAAAAA", "short", "x".repeat(200), "../../etc"]) {
      expectApiError(await linkInfo(client, token), "RESET_LINK_INVALID");
      expectApiError(await reset(client, token, NEW_PASSWORD), "RESET_LINK_INVALID");
    }
    expectApiError(await reset(client, "", NEW_PASSWORD), "RESET_LINK_INVALID");
  });

  test("a second reset invalidates the first link (and every other link sent before it)", async () => {
    const account = await createAccount(worker);
    const first = await resetLink(worker, account.email);
    const second = await resetLink(worker, account.email);
    expect(second).not.toBe(first);
    expectOk(await linkInfo(new ApiClient(worker), first)); // both good until one is used
    expectOk(await reset(new ApiClient(worker), second, NEW_PASSWORD));
    expectApiError(await linkInfo(new ApiClient(worker), first), "RESET_LINK_INVALID");
    expectApiError(await reset(new ApiClient(worker), first, "another-pass-77"), "RESET_LINK_INVALID");
    expectOk(await logIn(new ApiClient(worker), account.email, NEW_PASSWORD));
  });

  test("a refused new password does not use the link up; each business.md §5 rule is checked", async () => {
    const account = await createAccount(worker, { email: uniqueEmail("marta", "lopez") });
    const token = await resetLink(worker, account.email);
    const client = new ApiClient(worker);
    expectApiError(await reset(client, token, "short7!"), "BUSINESS_PASSWORD_TOO_SHORT", {
      field: "password",
      message: "Your password is too short! You need 8+ characters.",
    });
    expectApiError(await reset(client, token, "pässwörd-long"), "PASSWORD_NOT_ASCII", { field: "password" });
    expectApiError(await reset(client, token, account.user.username), "PASSWORD_SAME_AS_USERNAME", { field: "password" });
    expectApiError(await reset(client, token, "password123"), "PASSWORD_TOO_WEAK", { field: "password" });
    expectApiError(await reset(client, token, undefined), "BUSINESS_PASSWORD_TOO_SHORT", { field: "password" });
    expectOk(await reset(client, token, NEW_PASSWORD));
  });

  test("ends every session of the account, on their very next request", async () => {
    const account = await createAccount(worker);
    const phone = new ApiClient(worker);
    expectOk(await logIn(phone, account.email, account.password));
    await expectAuthenticatedAs(account.client, account.user.id);
    await expectAuthenticatedAs(phone, account.user.id);
    const token = await resetLink(worker, account.email);
    expectOk(await reset(new ApiClient(worker), token, NEW_PASSWORD));
    await expectNotAuthenticated(viewer(account.client));
    await expectNotAuthenticated(viewer(phone));
    const env = await worker.env();
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM user_sessions WHERE user_id = ?")
      .bind(account.user.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});

describe("account states (auth.md §2.4, §8.2)", () => {
  const resetAccountIn = async (state: string) => {
    const account = await insertAccount(worker);
    const env = await worker.env();
    await env.DB.prepare("UPDATE users SET account_state = ? WHERE id = ?").bind(state, account.id).run();
    expectOk(await reset(new ApiClient(worker), await resetLink(worker, account.email), NEW_PASSWORD));
    return account;
  };

  test("a reset gets a soft-banned or deactivated account back: the new password logs in", async () => {
    for (const state of ["soft_banned", "deactivated"]) {
      const account = await resetAccountIn(state);
      expectOk(await logIn(new ApiClient(worker), account.email, NEW_PASSWORD));
    }
  });

  test("a suspended account stays suspended after a reset", async () => {
    const account = await resetAccountIn("suspended");
    expectApiError(await logIn(new ApiClient(worker), account.email, NEW_PASSWORD), "ACCOUNT_SUSPENDED");
  });
});

describe("lockout and limits", () => {
  let locking: RunningWorker;
  beforeAll(async () => {
    // Links live 4 s: short enough to see one expire, long enough for a locked-out account's
    // forgot → mail → reset on a busy machine (1 s was not, with the bot check's extra work).
    locking = await startWorker({ LOGIN_LOCKOUT_THRESHOLD: "2", RESET_EMAILS_PER_ACCOUNT_MAX: "2", PASSWORD_RESET_TOKEN_SECONDS: "4" });
  });
  afterAll(() => locking?.close());

  test("a reset works while the account is locked out, and clears the lockout so the new password logs in at once", async () => {
    const account = await insertAccount(locking);
    for (let i = 0; i < 2; i++)
      expectApiError(await logIn(new ApiClient(locking), account.email, "wrong-password-1"), "PASSWORD_INCORRECT");
    expectApiError(await logIn(new ApiClient(locking), account.email, account.password), "LOGIN_LOCKED");
    const before = (await mailTo(locking, account.email)).length;
    expectOk(await forgot(new ApiClient(locking), account.email));
    const [mail] = await waitForMail(locking, account.email, before + 1);
    expectOk(await reset(new ApiClient(locking), resetTokenIn(mail!), NEW_PASSWORD));
    expectOk(await logIn(new ApiClient(locking), account.email, NEW_PASSWORD));
  });

  test("a link expires after PASSWORD_RESET_TOKEN_SECONDS: RESET_LINK_EXPIRED, and the password is unchanged", async () => {
    const account = await createAccount(locking);
    const token = await resetLink(locking, account.email);
    await sleep(5_100);
    expectApiError(await linkInfo(new ApiClient(locking), token), "RESET_LINK_EXPIRED");
    expectApiError(await reset(new ApiClient(locking), token, NEW_PASSWORD), "RESET_LINK_EXPIRED");
    expectOk(await logIn(new ApiClient(locking), account.email, account.password));
  });

  test("per account: past RESET_EMAILS_PER_ACCOUNT_MAX it is 429 RESET_EMAILS_LIMITED, for unknown identifiers the same way", async () => {
    const account = await createAccount(locking);
    const unknown = uniqueEmail("ghost", "user");
    const client = new ApiClient(locking);
    for (let i = 0; i < 2; i++) {
      expectOk(await forgot(client, account.email));
      expectOk(await forgot(client, unknown));
    }
    const [known, other] = [await forgot(client, account.email), await forgot(client, unknown)];
    expectApiError(known, "RESET_EMAILS_LIMITED");
    expectApiError(other, "RESET_EMAILS_LIMITED");
    expect(Number(known.res.headers.get("retry-after"))).toBeGreaterThan(3500);
    // Same answer for both; only the seconds left may differ by the time between the two windows' starts.
    const withoutWait = (body: unknown) =>
      JSON.parse(JSON.stringify(body), (key, value) => (key === "retry_after_seconds" ? undefined : value));
    expect(withoutWait(known.body)).toEqual(withoutWait(other.body));
    const wait = (body: unknown) =>
      Number(
        (body as { resource_response: { error: { data: { retry_after_seconds: number } } } }).resource_response.error.data
          .retry_after_seconds,
      );
    expect(Math.abs(wait(known.body) - wait(other.body))).toBeLessThanOrEqual(2);
    await waitForMail(locking, account.email, 2);
    await sleep(300);
    expect(await mailTo(locking, account.email)).toHaveLength(2);
  });

  test("per account, exactly under concurrency: 8 requests at once with a limit of 2 send exactly 2 emails", async () => {
    const account = await createAccount(locking);
    const answers = await Promise.all(Array.from({ length: 8 }, () => forgot(new ApiClient(locking), account.email)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(6);
    await waitForMail(locking, account.email, 2);
    await sleep(300);
    expect(await mailTo(locking, account.email)).toHaveLength(2);
  });

  test("per IP: past RATE_LIMIT_RECOVERY_MAX the forgot and reset calls are 429 RATE_LIMITED", async () => {
    const limited = await startWorker({ RATE_LIMIT_RECOVERY_MAX: "3" });
    try {
      const client = new ApiClient(limited, { ip: "203.0.113.77" });
      for (let i = 0; i < 3; i++) expectOk(await forgot(client, uniqueEmail()));
      expectApiError(await forgot(client, uniqueEmail()), "RATE_LIMITED");
      expectApiError(await reset(client, "AAAAAAAAAAAAAAAAAAAAAA", NEW_PASSWORD), "RATE_LIMITED");
      expectOk(await forgot(new ApiClient(limited, { ip: "203.0.113.78" }), uniqueEmail()));
    } finally {
      await limited.close();
    }
  });
});

describe("a reset brings soft-banned and deactivated accounts back (auth.md §2.4, §8.2); a suspension stays", () => {
  for (const [state, after] of [
    ["soft_banned", "logs in"],
    ["deactivated", "logs in"],
    ["suspended", "ACCOUNT_SUSPENDED"],
  ] as const) {
    test(`${state}: after a reset the new password ${after === "logs in" ? "logs in" : "still answers ACCOUNT_SUSPENDED"}`, async () => {
      const account = await insertAccount(worker);
      const env = await worker.env();
      await env.DB.prepare("UPDATE users SET account_state = ? WHERE id = ?").bind(state, account.id).run();
      expectOk(await reset(new ApiClient(worker), await resetLink(worker, account.email), NEW_PASSWORD));
      const result = await logIn(new ApiClient(worker), account.email, NEW_PASSWORD);
      if (after === "logs in") expect(expectOk(result).user.id).toBe(account.id);
      else expectApiError(result, "ACCOUNT_SUSPENDED");
    });
  }
});

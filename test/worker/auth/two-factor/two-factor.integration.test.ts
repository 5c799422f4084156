/**
 * Two-factor authentication against the built Worker (auth.md §2.2 loginMfa, §3 creds mfa_token
 * and mfa_resend, §5, §8.2; business.md §3 viewerMeetsMfaRequirement; docs/decisions/019): set-up
 * with an authenticator app whose codes the test computes (RFC 6238, test/support/two-factor.ts)
 * and with email; a log-in that needs the code and gets a session only with it; a code works once,
 * for 10 minutes; five wrong codes end the log-in, counted exactly under concurrency; backup codes
 * work once; turning it off needs a fresh code.
 *
 * One account per test, so the tests run concurrently.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BACKUP_CODE_COUNT, MFA_MAX_TRIES, MFA_RESENDS_MAX } from "~common/auth/constants";
import { AUTH_MESSAGES } from "~common/auth/messages";
import { TWO_FACTOR_API_MESSAGES } from "~common/auth/two-factor/errors";
import { ApiClient, expectApiError, expectOk, parseSetCookie, sessionSetCookies, type ApiResult } from "../../../support/api-client";
import {
  birthdayYearsAgo,
  createAccount,
  expectAuthenticatedAs,
  expectNotAuthenticated,
  logIn,
  uniqueEmail,
  viewer,
  type Account,
} from "../../../support/auth-fixtures";
import { idTokenFor } from "../../../support/oidc-fixtures";
import { waitForMail } from "../../../support/mailbox";
import { codeIn, enrolApp, hotp, nowStep, type SetupAnswer } from "../../../support/two-factor";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

type Status = { enabled: boolean; method: string | null; backup_codes_left: number };
const MFA_COOKIE = "pin_mfa";

const status = (client: ApiClient) => client.get<Status>("/v3/users/me/two_factor/");
const secondStep = (client: ApiClient, body: Record<string, unknown>) => client.post<{ user: { id: string } }>("/v3/sessions/", body);

/** A fresh device's log-in of `account` up to the code step (asserting MFA_REQUIRED); the device. */
async function startLogIn(account: Account, expectData: Record<string, unknown> = { mfa_method: "totp" }): Promise<ApiClient> {
  const device = new ApiClient(worker);
  const first = await logIn(device, account.email, account.password);
  expectApiError(first, "MFA_REQUIRED", { message: AUTH_MESSAGES.mfaRequired });
  expect(first.error!.data).toEqual(expectData);
  // §2.2: no session until the second factor; the challenge is an HttpOnly, SameSite=Strict cookie.
  expect(sessionSetCookies(first.res)).toEqual([]);
  const cookie = first.res.headers
    .getSetCookie()
    .map(parseSetCookie)
    .find((c) => c.name === MFA_COOKIE);
  expect(cookie?.attrs.has("httponly")).toBe(true);
  expect(cookie?.attrs.get("samesite")).toBe("Strict");
  expect(Number(cookie?.attrs.get("max-age"))).toBe(600);
  return device;
}

async function challengeRow(userId: string) {
  const env = await worker.env();
  return env.DB.prepare("SELECT tries, used_at, expires_at FROM two_factor_challenges WHERE user_id = ? AND purpose = 'login'")
    .bind(userId)
    .first<{ tries: number; used_at: number | null; expires_at: number }>();
}

describe.concurrent("two-factor with an authenticator app", () => {
  test("set-up: a QR code's URI and key; a wrong first code counts; the right one turns it on with ten backup codes, once", async () => {
    const account = await createAccount(worker);
    expect(expectOk(await status(account.client))).toEqual({ enabled: false, method: null, backup_codes_left: 0 });
    const setup = expectOk(await account.client.post<SetupAnswer>("/v3/users/me/two_factor/setup/", { method: "totp" }));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_uri).toBe(
      `otpauth://totp/Pinboard:${encodeURIComponent(account.email)}?secret=${setup.secret}&issuer=Pinboard&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.email_hint).toBeNull();

    const wrong = await account.client.post("/v3/users/me/two_factor/", { code: hotp(setup.secret!, nowStep() + 5) });
    expectApiError(wrong, "MFA_CODE_INCORRECT", { field: "code" });
    expect(wrong.error!.data).toEqual({ field: "code", tries_left: MFA_MAX_TRIES - 1 });
    expectApiError(await account.client.post("/v3/users/me/two_factor/", { code: "" }), "MFA_CODE_MISSING", { field: "code" });
    expectApiError(await account.client.post("/v3/users/me/two_factor/", { code: "12345" }), "MFA_CODE_FORMAT", { field: "code" });

    const on = expectOk(
      await account.client.post<{ method: string; backup_codes: string[] }>("/v3/users/me/two_factor/", {
        code: hotp(setup.secret!, nowStep()),
      }),
    );
    expect(on.method).toBe("totp");
    expect(on.backup_codes).toHaveLength(BACKUP_CODE_COUNT);
    expect(new Set(on.backup_codes).size).toBe(BACKUP_CODE_COUNT);
    for (const code of on.backup_codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/);
    expect(expectOk(await status(account.client))).toEqual({ enabled: true, method: "totp", backup_codes_left: BACKUP_CODE_COUNT });
    // The session that turned it on stays; a second set-up is refused.
    await expectAuthenticatedAs(account.client, account.user.id);
    expectApiError(await account.client.post("/v3/users/me/two_factor/setup/", { method: "email" }), "TWO_FACTOR_ALREADY_ON");
    expectApiError(
      await account.client.post("/v3/users/me/two_factor/", { code: hotp(setup.secret!, nowStep() + 1) }),
      "TWO_FACTOR_ALREADY_ON",
    );

    // Stored: the key sealed (not the base32 text), the backup codes as hashes only.
    const env = await worker.env();
    const key = await env.DB.prepare("SELECT secret_sealed FROM two_factor_secrets WHERE user_id = ?")
      .bind(account.user.id)
      .first<{ secret_sealed: string }>();
    expect(key?.secret_sealed).toMatch(/^v1\./);
    expect(key?.secret_sealed).not.toContain(setup.secret);
    const { results } = await env.DB.prepare("SELECT code_hash FROM two_factor_backup_codes WHERE user_id = ?")
      .bind(account.user.id)
      .all<{ code_hash: string }>();
    expect(results).toHaveLength(BACKUP_CODE_COUNT);
    for (const { code_hash } of results) for (const code of on.backup_codes) expect(code_hash).not.toContain(code.replace("-", ""));
  });

  test("a set-up takes five wrong codes, then is over", async () => {
    const account = await createAccount(worker);
    const setup = expectOk(await account.client.post<SetupAnswer>("/v3/users/me/two_factor/setup/", { method: "totp" }));
    for (let i = 1; i < MFA_MAX_TRIES; i++)
      expectApiError(await account.client.post("/v3/users/me/two_factor/", { code: "000000" }), "MFA_CODE_INCORRECT");
    expectApiError(await account.client.post("/v3/users/me/two_factor/", { code: "000000" }), "TWO_FACTOR_SETUP_EXPIRED");
    expectApiError(
      await account.client.post("/v3/users/me/two_factor/", { code: hotp(setup.secret!, nowStep()) }),
      "TWO_FACTOR_SETUP_EXPIRED",
    );
    expect(expectOk(await status(account.client)).enabled).toBe(false);
  });

  test("log-in needs the code: no session before it, a session after; the same code never works twice", async () => {
    const account = await createAccount(worker);
    const { app } = await enrolApp(account.client);

    const device = await startLogIn(account);
    await expectNotAuthenticated(viewer(device));
    // §5 field checks before a try is counted.
    expectApiError(await secondStep(device, { mfa_token: "  " }), "MFA_CODE_MISSING", { field: "code" });
    expectApiError(await secondStep(device, { mfa_token: "12 34" }), "MFA_CODE_FORMAT", { field: "code" });
    expect((await challengeRow(account.user.id))?.tries).toBe(0);
    // The set-up's own code was used already: refused, and counted.
    const replayedSetup = await secondStep(device, { mfa_token: app.usedCode() });
    // … saying why: the code the app still shows works once (not "isn't right").
    expectApiError(replayedSetup, "MFA_CODE_INCORRECT", { field: "code", message: TWO_FACTOR_API_MESSAGES.codeUsed });
    expect(replayedSetup.error!.data).toEqual({ field: "code", tries_left: 4 });
    const wrong = await secondStep(device, { mfa_token: app.usedCode() === "000000" ? "000001" : "000000" });
    expect(wrong.error!.message).toBe(TWO_FACTOR_API_MESSAGES.codeIncorrect);

    const code = await app.code();
    const done = await secondStep(device, { username_or_email: account.email, mfa_token: code });
    expect(expectOk(done).user.id).toBe(account.user.id);
    expect(sessionSetCookies(done.res)).toHaveLength(1);
    expect(
      done.res.headers
        .getSetCookie()
        .map(parseSetCookie)
        .find((c) => c.name === MFA_COOKIE)
        ?.attrs.get("max-age"),
    ).toBe("0");
    await expectAuthenticatedAs(device, account.user.id);

    // Another log-in, same code (same time step): refused.
    const other = await startLogIn(account);
    expectApiError(await secondStep(other, { mfa_token: code }), "MFA_CODE_INCORRECT", {
      field: "code",
      message: TWO_FACTOR_API_MESSAGES.codeUsed,
    });
    await expectNotAuthenticated(viewer(other));
    // The finished log-in's cookie is worth nothing now.
    const again = new ApiClient(worker);
    again.jar.set(MFA_COOKIE, "x".repeat(43));
    expectApiError(await secondStep(again, { mfa_token: await app.code() }), "MFA_LOGIN_EXPIRED");
  });

  test("two requests with the same good code at once: one session", async () => {
    const account = await createAccount(worker);
    const { app } = await enrolApp(account.client);
    const device = await startLogIn(account);
    const code = await app.code();
    const results = await Promise.all([secondStep(device, { mfa_token: code }), secondStep(device, { mfa_token: code })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  test("a code is good for 10 minutes: an older log-in is refused and needs a new one", async () => {
    const account = await createAccount(worker);
    const { app } = await enrolApp(account.client);
    const device = await startLogIn(account);
    // Ten minutes pass (the challenge's expiry is moved, as the clock would).
    const env = await worker.env();
    await env.DB.prepare("UPDATE two_factor_challenges SET expires_at = ? WHERE user_id = ?")
      .bind(Math.floor(Date.now() / 1000) - 1, account.user.id)
      .run();
    const late = await secondStep(device, { mfa_token: await app.code() });
    expectApiError(late, "MFA_LOGIN_EXPIRED");
    expect(
      late.res.headers
        .getSetCookie()
        .map(parseSetCookie)
        .find((c) => c.name === MFA_COOKIE)
        ?.attrs.get("max-age"),
    ).toBe("0");
    await expectNotAuthenticated(viewer(device));
    // A new log-in works.
    const fresh = await startLogIn(account);
    expectOk(await secondStep(fresh, { mfa_token: await app.code() }));
  });

  test("five wrong codes end the log-in; then even the right one needs a new log-in", async () => {
    const account = await createAccount(worker);
    const { app } = await enrolApp(account.client);
    const device = await startLogIn(account);
    for (let left = MFA_MAX_TRIES - 1; left >= 1; left--) {
      const wrong = await secondStep(device, { mfa_token: "000000" });
      expectApiError(wrong, "MFA_CODE_INCORRECT", { field: "code" });
      expect(wrong.error!.data?.tries_left).toBe(left);
    }
    expectApiError(await secondStep(device, { mfa_token: "000000" }), "MFA_TOO_MANY_TRIES");
    expectApiError(await secondStep(device, { mfa_token: await app.code() }), "MFA_LOGIN_EXPIRED");
    await expectNotAuthenticated(viewer(device));
    const fresh = await startLogIn(account);
    expectOk(await secondStep(fresh, { mfa_token: await app.code() }));
  });

  test("the five tries are counted exactly when twelve wrong codes arrive at once", async () => {
    const account = await createAccount(worker);
    const { app } = await enrolApp(account.client);
    const device = await startLogIn(account);
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => secondStep(device, { mfa_token: String(100000 + i) })));
    const names = (r: ApiResult) => r.error?.api_error_code;
    const count = (name: "MFA_CODE_INCORRECT" | "MFA_TOO_MANY_TRIES" | "MFA_LOGIN_EXPIRED") =>
      burst.filter((r) => names(r) === { MFA_CODE_INCORRECT: 200, MFA_TOO_MANY_TRIES: 201, MFA_LOGIN_EXPIRED: 202 }[name]).length;
    // Twelve random codes could hold the right one only by a 1-in-83,000 chance: none of these is.
    expect(burst.every((r) => r.status === 401)).toBe(true);
    expect([count("MFA_CODE_INCORRECT"), count("MFA_TOO_MANY_TRIES"), count("MFA_LOGIN_EXPIRED")]).toEqual([
      MFA_MAX_TRIES - 1,
      1,
      12 - MFA_MAX_TRIES,
    ]);
    expect((await challengeRow(account.user.id))?.tries).toBe(MFA_MAX_TRIES);
    expectApiError(await secondStep(device, { mfa_token: await app.code() }), "MFA_LOGIN_EXPIRED");
  });

  test("a backup code logs in once; the resend action has nothing to send for an app", async () => {
    const account = await createAccount(worker);
    const { backupCodes } = await enrolApp(account.client);
    const device = await startLogIn(account);
    expectApiError(await secondStep(device, { mfa_resend: true }), "MFA_CODE_BY_APP");
    // Typed as people type them: upper case, no hyphen.
    expectOk(await secondStep(device, { mfa_token: backupCodes[0]!.replace("-", "").toUpperCase() }));
    await expectAuthenticatedAs(device, account.user.id);
    expect(expectOk(await status(account.client)).backup_codes_left).toBe(BACKUP_CODE_COUNT - 1);

    const other = await startLogIn(account);
    const reused = await secondStep(other, { mfa_token: backupCodes[0]! });
    expectApiError(reused, "MFA_CODE_INCORRECT", { field: "code", message: TWO_FACTOR_API_MESSAGES.backupCodeUsed });
    expectOk(await secondStep(other, { mfa_token: backupCodes[1]! }));
  });

  test("turning it off needs a fresh code; afterwards a log-in needs none", async () => {
    const account = await createAccount(worker);
    const { app } = await enrolApp(account.client);
    const off = (code: string) => account.client.post<Status>("/v3/users/me/two_factor/disable/", { code });
    expectApiError(await off(""), "MFA_CODE_MISSING", { field: "code" });
    expectApiError(await off("000000"), "MFA_CODE_INCORRECT", { field: "code" });
    // The set-up's code is not fresh.
    expectApiError(await off(app.usedCode()), "MFA_CODE_INCORRECT", { field: "code", message: TWO_FACTOR_API_MESSAGES.codeUsed });
    expectApiError(await account.client.post("/v3/users/me/two_factor/code/", {}), "MFA_CODE_BY_APP");
    expect(expectOk(await off(await app.code()))).toEqual({ enabled: false, method: null, backup_codes_left: 0 });
    expect(expectOk(await status(account.client))).toEqual({ enabled: false, method: null, backup_codes_left: 0 });
    expectApiError(await off(await app.code()), "TWO_FACTOR_OFF");
    const device = new ApiClient(worker);
    expectOk(await logIn(device, account.email, account.password));
    const env = await worker.env();
    const left = await env.DB.prepare(
      "SELECT (SELECT COUNT(*) FROM two_factor_secrets WHERE user_id = ?1) + (SELECT COUNT(*) FROM two_factor_backup_codes WHERE user_id = ?1) AS n",
    )
      .bind(account.user.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  test("turning it off: five wrong codes per 10 minutes, then refused", async () => {
    const account = await createAccount(worker);
    const { app } = await enrolApp(account.client);
    for (let i = 0; i < MFA_MAX_TRIES; i++)
      expectApiError(await account.client.post("/v3/users/me/two_factor/disable/", { code: "000000" }), "MFA_CODE_INCORRECT");
    const limited = await account.client.post("/v3/users/me/two_factor/disable/", { code: await app.code() });
    expectApiError(limited, "TWO_FACTOR_CHECKS_LIMITED");
    expect(Number(limited.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(expectOk(await status(account.client)).enabled).toBe(true);
  });

  test("a password change in between ends the log-in waiting for its code", async () => {
    const account = await createAccount(worker);
    const { app } = await enrolApp(account.client);
    const device = await startLogIn(account);
    expectOk(await account.client.post("/v3/users/me/password/", { current_password: account.password, new_password: "another-horse-8" }));
    expectApiError(await secondStep(device, { mfa_token: await app.code() }), "MFA_LOGIN_EXPIRED");
  });

  test("a Google log-in of an account with two-factor on asks for the code too", async () => {
    const client = new ApiClient(worker);
    const email = uniqueEmail("google", "mfa");
    const first = await idTokenFor(client, "google", email);
    const user = expectOk(
      await client.post<{ id: string }>("/v3/register/", {
        type: "google",
        google_open_id_token: first.id_token,
        birthday: birthdayYearsAgo(30),
      }),
    );
    const { app } = await enrolApp(client);
    const device = new ApiClient(worker);
    const token = await idTokenFor(device, "google", email);
    const answer = await device.post("/v3/sessions/", { google_open_id_token: token.id_token });
    expectApiError(answer, "MFA_REQUIRED");
    expect(answer.error!.data).toEqual({ mfa_method: "totp" });
    expect(sessionSetCookies(answer.res)).toEqual([]);
    expect(expectOk(await secondStep(device, { mfa_token: await app.code() })).user.id).toBe(user.id);
    await expectAuthenticatedAs(device, user.id);
  });

  test("without a code step cookie, a code is no log-in", async () => {
    expectApiError(await secondStep(new ApiClient(worker), { mfa_token: "123456" }), "MFA_LOGIN_EXPIRED");
    expectApiError(await secondStep(new ApiClient(worker), { mfa_resend: true }), "MFA_LOGIN_EXPIRED");
  });
});

describe.concurrent("two-factor by email", () => {
  test("set-up by an emailed code; log-in emails a code with the hint; resend replaces it; three resends at most", async () => {
    const account = await createAccount(worker);
    const setup = expectOk(await account.client.post<SetupAnswer>("/v3/users/me/two_factor/setup/", { method: "email" }));
    expect(setup).toMatchObject({ method: "email", secret: null, otpauth_uri: null, email_hint: `${account.email[0]}•••@example.com` });
    const [setupMail] = await waitForMail(worker, account.email, 1);
    expectOk(await account.client.post("/v3/users/me/two_factor/", { code: codeIn(setupMail!) }));
    expect(expectOk(await status(account.client)).method).toBe("email");

    const device = await startLogIn(account, { mfa_method: "email", email_hint: setup.email_hint });
    const [loginMail] = await waitForMail(worker, account.email, 2);
    const first = codeIn(loginMail!);
    // §4.3 resend: MFA_REQUIRED again, and a new code by email; the old one no longer works.
    const resent = await secondStep(device, { mfa_resend: true });
    expectApiError(resent, "MFA_REQUIRED");
    expect(resent.error!.data).toEqual({ mfa_method: "email", email_hint: setup.email_hint });
    const [resentMail] = await waitForMail(worker, account.email, 3);
    const second = codeIn(resentMail!);
    if (second !== first) expectApiError(await secondStep(device, { mfa_token: first }), "MFA_CODE_INCORRECT");
    for (let i = 1; i < MFA_RESENDS_MAX; i++) expectApiError(await secondStep(device, { mfa_resend: true }), "MFA_REQUIRED");
    expectApiError(await secondStep(device, { mfa_resend: true }), "MFA_RESENDS_LIMITED");
    const [newest] = await waitForMail(worker, account.email, 2 + MFA_RESENDS_MAX);
    expectOk(await secondStep(device, { mfa_token: codeIn(newest!) }));
    await expectAuthenticatedAs(device, account.user.id);
    // The code's email says what it is for, and holds no link.
    expect(newest!.text_body).not.toMatch(/https?:\/\//);
  });

  test("turning email codes off: 'Email me a code', then that code (once)", async () => {
    const account = await createAccount(worker);
    expectOk(await account.client.post("/v3/users/me/two_factor/setup/", { method: "email" }));
    const [setupMail] = await waitForMail(worker, account.email, 1);
    expectOk(await account.client.post("/v3/users/me/two_factor/", { code: codeIn(setupMail!) }));
    // The set-up's code is used: it does not turn it off.
    expectApiError(await account.client.post("/v3/users/me/two_factor/disable/", { code: codeIn(setupMail!) }), "MFA_CODE_INCORRECT");
    const sent = expectOk(await account.client.post<{ email_hint: string }>("/v3/users/me/two_factor/code/", {}));
    expect(sent.email_hint).toBe(`${account.email[0]}•••@example.com`);
    const [offMail] = await waitForMail(worker, account.email, 2);
    expectOk(await account.client.post("/v3/users/me/two_factor/disable/", { code: codeIn(offMail!) }));
    expect(expectOk(await status(account.client)).enabled).toBe(false);
  });
});

describe("the per-IP log-in limit (docs/decisions/019)", () => {
  test("counts first factors, not code steps; a code step never checks a password", async () => {
    const limited = await startWorker({ RATE_LIMIT_LOGIN_MAX: "3" });
    try {
      const account = await createAccount(limited);
      const ip = { ip: "203.0.113.77" };
      const device = new ApiClient(limited);
      for (let i = 0; i < 6; i++) expectApiError(await device.post("/v3/sessions/", { mfa_token: "123456" }, ip), "MFA_LOGIN_EXPIRED");
      // A code step with a password is still a code step: no password is checked, no session made.
      const sneaky = await device.post(
        "/v3/sessions/",
        { username_or_email: account.email, password: account.password, mfa_token: "123456" },
        ip,
      );
      expectApiError(sneaky, "MFA_LOGIN_EXPIRED");
      for (let i = 0; i < 3; i++) expectOk(await logIn(new ApiClient(limited), account.email, account.password, ip));
      expectApiError(await logIn(new ApiClient(limited), account.email, account.password, ip), "RATE_LIMITED");
    } finally {
      await limited.close();
    }
  });
});

describe("business.md §3 viewerMeetsMfaRequirement", () => {
  test("a profile that requires MFA counts once the member turns two-factor on; the member may then act for its ad account", async () => {
    const owner = await createAccount(worker, { first_name: "Olga" });
    const ownerAd = expectOk(
      await owner.client.post<{ advertiser: { id: string } }>("/v3/business/convert/", { business_name: "Olga's shop", country: "US" }),
    ).advertiser;
    const member = await createAccount(worker, { first_name: "Mats" });
    expectOk(await member.client.post("/v3/business/convert/", { business_name: "Mats's shop", country: "US" }));
    expectOk(
      await owner.client.put("/vx/business_access/members/", {
        username: member.user.username,
        permissions: ["ADMIN"],
        mfa_required: true,
      }),
    );
    type Profiles = { profiles: { id: string; viewerMeetsMfaRequirement: boolean }[] };
    const meets = async () =>
      expectOk(await member.client.get<Profiles>("/vx/business_access/profiles/")).profiles.find((p) => p.id === owner.user.id)
        ?.viewerMeetsMfaRequirement;

    expect(await meets()).toBe(false);
    expectApiError(await member.client.put("/vx/business_access/acting/", { profile_id: owner.user.id }), "ACTING_AS_FORBIDDEN");
    expectApiError(
      await member.client.get(`/v3/board_picker/boards/?${new URLSearchParams({ advertiser_id: ownerAd.id })}`),
      "ADVERTISER_ACCESS_DENIED",
    );

    await enrolApp(member.client);
    expect(await meets()).toBe(true);
    expectOk(await member.client.put("/vx/business_access/acting/", { profile_id: owner.user.id }));
    // Acting for the owner's ad account (the board picker with advertiser_id) is allowed now.
    const boards = await member.client.get(`/v3/board_picker/boards/?${new URLSearchParams({ advertiser_id: ownerAd.id })}`);
    expect(boards.status, JSON.stringify(boards.body)).toBe(200);
  });
});

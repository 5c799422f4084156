/**
 * Adding a passkey needs a fresh proof, as removing one does (worker/auth/passkeys/routes.ts
 * proveOwner, docs/decisions/038): a session alone — a stolen cookie — cannot start the ceremony.
 * Each proof kind (the password, a two-factor code, a passkey, the emailed code of an account with
 * neither a password nor two-factor), wrong proofs counted by the log-in's own LoginLockout, the
 * email and the history row an addition makes, the device kept with the passkey, and the account
 * rate limit on the registration options and the sign-in history.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ApiClient, expectApiError, expectOk, SESSION_COOKIE } from "../../../support/api-client";
import { createAccount, GOOD_PASSWORD, logIn, logInPastBotCheck, type Account } from "../../../support/auth-fixtures";
import { mailTo, waitForMail } from "../../../support/mailbox";
import { SoftAuthenticator } from "../../../support/passkeys";
import { codeIn, enrolApp } from "../../../support/two-factor";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:150.0) Gecko/20100101 Firefox/150.0";
const ADDED_SUBJECT = /^A passkey was added to your .+ account$/;
const NEW_DEVICE_SUBJECT = /^New sign-in to your .+ account$/;

let worker: RunningWorker;
let origin: string;
beforeAll(async () => {
  worker = await startWorker({ PASSKEY_RP_ID: "127.0.0.1", PASSKEY_ORIGINS: "http://127.0.0.1:*" });
  origin = worker.url.origin;
});
afterAll(() => worker?.close());

type Options = { challenge: string; user: { id: string } };
type Passkey = { id: string; name: string; device: string | null; created_at: number };
type List = { passkeys: Passkey[] };

const options = (client: ApiClient, proof: Record<string, unknown>) => client.post<Options>("/v3/users/me/passkeys/options/", proof);
const list = (client: ApiClient) => client.get<List>("/v3/users/me/passkeys/");
const confirmOptions = (client: ApiClient) => client.post<{ challenge: string }>("/v3/passkeys/options/", { purpose: "confirm" });
const history = (client: ApiClient) => client.get<{ method: string; ok: boolean; device: string }[]>("/v3/users/me/sign_ins/");

/** Options for `proof`, then the credential `auth` makes for them. */
async function addWith(client: ApiClient, proof: Record<string, unknown>, auth = new SoftAuthenticator("127.0.0.1", origin)) {
  const o = expectOk(await options(client, proof));
  return client.post<Passkey>("/v3/users/me/passkeys/", { credential: await auth.create(o), name: "Laptop" });
}

async function lockStatus(userId: string) {
  const env = await worker.env();
  return env.LOGIN_LOCKOUT.get(env.LOGIN_LOCKOUT.idFromName(userId)).status();
}

/** An account without a password (as a Google- or LINE-only one is), its session kept. */
async function passwordless(): Promise<Account> {
  const account = await createAccount(worker);
  const env = await worker.env();
  await env.DB.prepare("UPDATE users SET password_hash = NULL WHERE id = ?").bind(account.user.id).run();
  return account;
}

describe.concurrent("a session alone cannot add a passkey", () => {
  test("options without a proof: PASSKEY_CONFIRMATION_REQUIRED; with a wrong password: PASSKEY_CONFIRMATION_INCORRECT; no challenge either way", async () => {
    const account = await createAccount(worker);
    expectApiError(await options(account.client, {}), "PASSKEY_CONFIRMATION_REQUIRED");
    expectApiError(await options(account.client, { password: "", code: "  " }), "PASSKEY_CONFIRMATION_REQUIRED");
    const wrong = await options(account.client, { password: "not-the-password" });
    expectApiError(wrong, "PASSKEY_CONFIRMATION_INCORRECT");
    expect(wrong.error?.data?.["tries_left"]).toBe(9);
    const env = await worker.env();
    const challenges = await env.DB.prepare("SELECT count(*) AS n FROM passkey_challenges WHERE user_id = ? AND purpose = 'register'")
      .bind(account.user.id)
      .first<{ n: number }>();
    expect(challenges?.n).toBe(0);
    expect(expectOk(await list(account.client)).passkeys).toEqual([]);
  });

  test("a credential made over a challenge nobody proved (a login one, or one made up) does not verify", async () => {
    const account = await createAccount(worker);
    const auth = new SoftAuthenticator("127.0.0.1", origin);
    const login = expectOk(await account.client.post<{ challenge: string }>("/v3/passkeys/options/", { purpose: "login" }));
    const credential = await auth.create({ challenge: login.challenge, user: { id: "AAAA" } });
    expectApiError(await account.client.post("/v3/users/me/passkeys/", { credential }), "PASSKEY_CEREMONY_EXPIRED");
    const madeUp = await auth.create({ challenge: "bWFkZS11cA", user: { id: "AAAA" } });
    expectApiError(await account.client.post("/v3/users/me/passkeys/", { credential: madeUp }), "PASSKEY_CEREMONY_EXPIRED");
    expect(expectOk(await list(account.client)).passkeys).toEqual([]);
  });

  test("the proven challenge is this browser's: another session of the account cannot use it", async () => {
    const account = await createAccount(worker);
    const thief = new ApiClient(worker);
    expectOk(await logIn(thief, account.email, account.password));
    const o = expectOk(await options(account.client, { password: account.password }));
    const credential = await new SoftAuthenticator("127.0.0.1", origin).create(o);
    expectApiError(await thief.post("/v3/users/me/passkeys/", { credential }), "PASSKEY_CEREMONY_EXPIRED");
    expectOk(await account.client.post("/v3/users/me/passkeys/", { credential }));
  });
});

// Not concurrent: the mailbox polls (expect.poll) need the test they run in.
describe("each proof kind adds one", () => {
  test("the password", async () => {
    const account = await createAccount(worker);
    expect(expectOk(await addWith(account.client, { password: account.password })).name).toBe("Laptop");
  });

  test("a two-factor code: the app's, or a backup code", async () => {
    const account = await createAccount(worker);
    const enrolled = await enrolApp(account.client);
    expectApiError(await options(account.client, { code: "000000" }), "PASSKEY_CONFIRMATION_INCORRECT");
    expectOk(await addWith(account.client, { code: enrolled.backupCodes[0] }));
    expectOk(await addWith(account.client, { code: await enrolled.app.code() }));
    expect(expectOk(await list(account.client)).passkeys).toHaveLength(2);
  });

  test("a passkey of the account, over a confirm challenge (no password needed)", async () => {
    const account = await createAccount(worker);
    const first = new SoftAuthenticator("127.0.0.1", origin);
    expectOk(await addWith(account.client, { password: account.password }, first));
    const env = await worker.env();
    await env.DB.prepare("UPDATE users SET password_hash = NULL WHERE id = ?").bind(account.user.id).run();
    const assertion = await first.get(expectOk(await confirmOptions(account.client)));
    expectOk(await addWith(account.client, { credential: assertion }));
    // Used once: the same assertion proves nothing again.
    expectApiError(await options(account.client, { credential: assertion }), "PASSKEY_CEREMONY_EXPIRED");
    expect(expectOk(await list(account.client)).passkeys).toHaveLength(2);
  });

  test("an account with neither a password nor two-factor: a code emailed to it, used once", async () => {
    const account = await passwordless();
    expectApiError(await options(account.client, { code: "123456" }), "PASSKEY_CONFIRMATION_INCORRECT");
    const sent = expectOk(
      await account.client.post<{ email_hint: string; expires_at: number }>("/v3/users/me/passkeys/email_code/", undefined),
    );
    expect(sent.email_hint).toContain("•");
    const [mail] = await waitForMail(worker, account.email, 1, (m) => /^\d{6} /.test(m.subject));
    const code = codeIn(mail!);
    expectOk(await addWith(account.client, { code }));
    expectApiError(await options(account.client, { code }), "PASSKEY_CONFIRMATION_INCORRECT");
  });

  test("two-factor by email: the code its own route emails", async () => {
    const account = await createAccount(worker);
    const isCode = (m: { subject: string }) => /^\d{6} /.test(m.subject);
    expectOk(await account.client.post("/v3/users/me/two_factor/setup/", { method: "email" }));
    const [setup] = await waitForMail(worker, account.email, 1, isCode);
    expectOk(await account.client.post("/v3/users/me/two_factor/", { code: codeIn(setup!) }));
    expectOk(await account.client.post("/v3/users/me/two_factor/code/", undefined));
    const [mail] = await waitForMail(worker, account.email, 2, isCode);
    expectOk(await addWith(account.client, { code: codeIn(mail!) }));
  });

  test("an account with a password or two-factor is not emailed a code: it has those", async () => {
    const account = await createAccount(worker);
    expectApiError(await account.client.post("/v3/users/me/passkeys/email_code/", undefined), "PASSKEY_EMAIL_CODE_UNAVAILABLE");
    expect((await mailTo(worker, account.email)).filter((m) => /^\d{6} /.test(m.subject))).toEqual([]);
  });
});

describe.concurrent("wrong proofs count against the log-in lockout", () => {
  test("one counter: wrong proofs and wrong log-in passwords add up, and the lock refuses both, the right password too", async () => {
    const account = await createAccount(worker);
    for (let i = 0; i < 5; i++)
      expectApiError(await options(account.client, { password: "wrong-password" }), "PASSKEY_CONFIRMATION_INCORRECT");
    expect((await lockStatus(account.user.id)).failures).toBe(5);
    // Wrong proofs are failed attempts for the bot check too: these log-ins carry a passed v2 token.
    for (let i = 0; i < 5; i++) expect((await logInPastBotCheck(new ApiClient(worker), account.email, "wrong-password")).status).toBe(401);
    expect((await lockStatus(account.user.id)).locked).toBe(true);
    expectApiError(await options(account.client, { password: account.password }), "PASSKEY_CHECKS_LIMITED");
    expectApiError(await logInPastBotCheck(new ApiClient(worker), account.email, account.password), "LOGIN_LOCKED");
    // Removal counts there too.
    expectApiError(await account.client.post("/v3/users/me/passkeys/AAAA/delete/", { password: account.password }), "PASSKEY_NOT_FOUND");
  });

  test("removal's wrong proofs lock the log-in; a right proof forgives earlier failures", async () => {
    const account = await createAccount(worker);
    const passkey = expectOk(await addWith(account.client, { password: account.password }));
    const remove = (body: unknown) => account.client.post(`/v3/users/me/passkeys/${passkey.id}/delete/`, body);
    expectApiError(await remove({ password: "wrong-password" }), "PASSKEY_CONFIRMATION_INCORRECT");
    expectApiError(await remove({ password: "wrong-password" }), "PASSKEY_CONFIRMATION_INCORRECT");
    expect((await lockStatus(account.user.id)).failures).toBe(2);
    expectOk(await options(account.client, { password: account.password }));
    expect((await lockStatus(account.user.id)).failures).toBe(0);
    const answers = await Promise.all(Array.from({ length: 11 }, () => remove({ password: "wrong-password" })));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(10);
    expectApiError(
      answers.find((a) => a.status === 429)!,
      "PASSKEY_CHECKS_LIMITED",
    );
    expectApiError(await logInPastBotCheck(new ApiClient(worker), account.email, account.password), "LOGIN_LOCKED");
  });

  test("an emailed code's guesses count there too", async () => {
    const account = await passwordless();
    expectOk(await account.client.post("/v3/users/me/passkeys/email_code/", undefined));
    for (let i = 0; i < 3; i++) expectApiError(await options(account.client, { code: "000000" }), "PASSKEY_CONFIRMATION_INCORRECT");
    expect((await lockStatus(account.user.id)).failures).toBe(3);
  });
});

// Not concurrent: the mailbox polls (expect.poll) need the test they run in.
describe("an addition is announced", () => {
  test("the account is emailed (name, device, time, what to do) and the history shows passkey_added", async () => {
    const account = await createAccount(worker);
    expectOk(await addWith(account.client, { password: account.password }));
    const [mail] = await waitForMail(worker, account.email, 1, (m) => ADDED_SUBJECT.test(m.subject));
    expect(mail!.text_body).toContain("“Laptop”");
    expect(mail!.text_body).toMatch(/\d{4}, \d{1,2}:\d{2} [AP]M UTC/);
    expect(mail!.text_body).toContain("If it wasn't you");
    expect(mail!.text_body).toContain(`${origin}/settings/security`);
    expect(mail!.text_body).toContain(`${origin}/password/reset`);
    expect(mail!.html_body).toContain(`href="${origin}/settings/security"`);
    await expect
      .poll(async () => expectOk(await history(account.client)).map((r) => [r.method, r.ok]), { timeout: 5_000, interval: 25 })
      .toContainEqual(["passkey_added", true]);
  });

  test("from a device the account has not signed in from: the new-device email too (over plain http)", async () => {
    const account = await createAccount(worker);
    const elsewhere = new ApiClient(worker, { headers: { "user-agent": FIREFOX_WINDOWS } });
    // A copied session cookie, used from another device.
    elsewhere.jar.set(...sessionCookieOf(account.client));
    expectOk(await addWith(elsewhere, { password: account.password }));
    const [added] = await waitForMail(worker, account.email, 1, (m) => ADDED_SUBJECT.test(m.subject));
    expect(added!.text_body).toContain("Firefox on Windows");
    const [newDevice] = await waitForMail(worker, account.email, 1, (m) => NEW_DEVICE_SUBJECT.test(m.subject));
    expect(newDevice!.text_body).toContain("Firefox on Windows");
  });

  test("the list says when and from which device each was added; older rows (no device) say only when", async () => {
    const account = await createAccount(worker);
    const chrome = new ApiClient(worker, {
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36" },
    });
    chrome.jar.set(...sessionCookieOf(account.client));
    const before = Math.floor(Date.now() / 1000);
    const added = expectOk(await addWith(chrome, { password: account.password }));
    expect(added.device).toBe("Chrome on Linux");
    expect(added.created_at).toBeGreaterThanOrEqual(before);
    const env = await worker.env();
    await env.DB.prepare("UPDATE passkeys SET device = NULL WHERE id = ?").bind(added.id).run();
    expect(expectOk(await list(account.client)).passkeys[0]).toMatchObject({ id: added.id, device: null, created_at: added.created_at });
  });
});

/** The session cookie of `client`'s jar, as [name, value]. */
function sessionCookieOf(client: ApiClient): [string, string] {
  const token = client.jar.session;
  if (!token) throw new Error("no session cookie");
  return [SESSION_COOKIE, token];
}

describe("the account rate limit", () => {
  let limited: RunningWorker;
  beforeAll(async () => {
    limited = await startWorker({ PASSKEY_RP_ID: "127.0.0.1", PASSKEY_ORIGINS: "http://127.0.0.1:*", RATE_LIMIT_ACCOUNT_MAX: "3" });
  });
  afterAll(() => limited?.close());

  test("registration options and sign-in history reads answer 429 RATE_LIMITED past RATE_LIMIT_ACCOUNT_MAX", async () => {
    const account = await createAccount(limited);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await history(account.client));
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([200, 200, 200]);
    expectApiError(answers[3]!, "RATE_LIMITED");
    // The options share the bucket: already spent.
    expectApiError(await options(account.client, { password: GOOD_PASSWORD }), "RATE_LIMITED");
  });
});

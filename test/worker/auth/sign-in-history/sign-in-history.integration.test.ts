/**
 * The sign-in history and new-device emails (worker/auth/sign-in-history/, docs/decisions/037):
 * every sign-in and every wrong password or two-factor code of an existing account is written,
 * after the answer; GET /v3/users/me/sign_ins/ lists the newest 50 of the past 90 days; a
 * successful sign-in from a device and country not seen in 90 days emails the account, the first
 * one (the sign-up) never; rows past the window are pruned on the next sign-in. The past is
 * written straight into D1 with times relative to now, so no test depends on the wall-clock day.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import {
  birthdayYearsAgo,
  createAccount,
  GOOD_PASSWORD,
  logIn,
  logInPastBotCheck,
  register,
  uniqueEmail,
  validSignup,
  type Account,
} from "../../../support/auth-fixtures";
import { mailTo, waitForMail } from "../../../support/mailbox";
import { idTokenFor } from "../../../support/oidc-fixtures";
import { enrolApp } from "../../../support/two-factor";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

interface SignIn {
  time: number;
  method: string;
  ok: boolean;
  device: string;
  country: string | null;
  city: string | null;
}

const UA = {
  chromeLinux: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  chromeLinuxNext: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/157.0.0.0 Safari/537.36",
  firefoxWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:150.0) Gecko/20100101 Firefox/150.0",
};
const DAY = 24 * 60 * 60;
const NEW_DEVICE_SUBJECT = /^New sign-in to your .+ account$/;

let worker: RunningWorker;
beforeAll(async () => {
  // DEV_TOOLS: the dev_country cookie stands in for the edge's country (worker/platform/dev-country.ts).
  worker = await startWorker({ DEV_TOOLS: "true" });
});
afterAll(() => worker?.close());

const nowSeconds = () => Math.floor(Date.now() / 1000);
const history = (c: ApiClient) => c.get<SignIn[]>("/v3/users/me/sign_ins/");
const browser = (ua: string, country?: string) => {
  const c = new ApiClient(worker, { headers: { "user-agent": ua } });
  if (country) c.jar.set("dev_country", country);
  return c;
};

/** The account's rows in D1 (the writes happen after the answer: poll for them). */
async function rowCount(userId: string): Promise<number> {
  const env = await worker.env();
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM sign_in_history WHERE user_id = ?").bind(userId).first<{ n: number }>();
  return row?.n ?? 0;
}
const waitForRows = (userId: string, n: number) =>
  expect.poll(() => rowCount(userId), { timeout: 5_000, interval: 25 }).toBeGreaterThanOrEqual(n);

/** Writes past rows straight into D1. */
async function seed(userId: string, rows: { at: number; ok?: boolean; device?: string; country?: string | null; method?: string }[]) {
  const env = await worker.env();
  await env.DB.batch(
    rows.map((r) =>
      env.DB.prepare("INSERT INTO sign_in_history (user_id, at, method, ok, device, country, city) VALUES (?, ?, ?, ?, ?, ?, ?)").bind(
        userId,
        r.at,
        r.method ?? "password",
        r.ok === false ? 0 : 1,
        r.device ?? "Chrome|Linux",
        r.country === undefined ? "US" : r.country,
        null,
      ),
    ),
  );
}

/** An account signed up in Chrome on Linux from the US; its sign-up row written. */
async function chromeAccount(): Promise<Account> {
  const client = browser(UA.chromeLinux);
  const payload = validSignup();
  const user = expectOk(await register(client, payload));
  const account = { email: String(payload.email), password: GOOD_PASSWORD, user, client };
  await waitForRows(user.id, 1);
  return account;
}

const newDeviceMails = async (email: string) => (await mailTo(worker, email)).filter((m) => NEW_DEVICE_SUBJECT.test(m.subject));

describe("recording", () => {
  test("the sign-up and each log-in are rows: method, device, the edge's country and city, newest first", async () => {
    const account = await chromeAccount();
    const laptop = browser(UA.chromeLinux);
    expectOk(await logIn(laptop, account.email, account.password));
    await waitForRows(account.user.id, 2);
    const rows = expectOk(await history(laptop));
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r).toMatchObject({ method: "password", ok: true, device: "Chrome on Linux", country: "US" });
      expect(nowSeconds() - r.time).toBeLessThan(60);
    }
    expect(rows[0]!.time).toBeGreaterThanOrEqual(rows[1]!.time);
  });

  test("a wrong password and a wrong two-factor code of an existing account are failed rows; an unknown account writes nothing", async () => {
    const account = await chromeAccount();
    expectApiError(await logInPastBotCheck(browser(UA.firefoxWindows), account.email, "wrong-password-1"), "PASSWORD_INCORRECT");
    await waitForRows(account.user.id, 2);
    await enrolApp(account.client);
    const phone = browser(UA.firefoxWindows);
    expectApiError(await logIn(phone, account.email, account.password), "MFA_REQUIRED");
    expectApiError(await phone.post("/v3/sessions/", { mfa_token: "000000" }), "MFA_CODE_INCORRECT");
    await waitForRows(account.user.id, 3);
    const rows = expectOk(await history(account.client));
    expect(rows.map((r) => [r.method, r.ok, r.device])).toEqual([
      ["two_factor", false, "Firefox on Windows"],
      ["password", false, "Firefox on Windows"],
      ["password", true, "Chrome on Linux"],
    ]);
    // Failures send no email.
    expect(await newDeviceMails(account.email)).toEqual([]);
    expectApiError(await logIn(browser(UA.chromeLinux), `nobody.${Date.now()}@example.com`, "whatever-password"), "ACCOUNT_NOT_FOUND");
  });

  test("a sign-up and a log-in with LINE are rows of their method", async () => {
    const email = uniqueEmail();
    const phone = browser(UA.chromeLinux);
    const first = await idTokenFor(phone, "line", email);
    const user = expectOk(
      await register(phone, { type: "line", line_id_token: first.id_token, birthday: birthdayYearsAgo(25), country: "JP" }),
    );
    const later = browser(UA.chromeLinux);
    expectOk(await later.post("/v3/sessions/", { line_id_token: (await idTokenFor(later, "line", email)).id_token }));
    await waitForRows(user.id, 2);
    expect(expectOk(await history(later)).map((r) => [r.method, r.ok])).toEqual([
      ["line", true],
      ["line", true],
    ]);
  });

  test("answers only the viewer's rows, 50 at most, none older than 90 days; private and not cached; 401 without a session", async () => {
    const account = await chromeAccount();
    const now = nowSeconds();
    await seed(
      account.user.id,
      Array.from({ length: 60 }, (_, i) => ({ at: now - 3600 - i * 60, ok: i % 7 !== 0 })),
    );
    await seed(account.user.id, [{ at: now - 91 * DAY }]);
    const answer = await history(account.client);
    const rows = expectOk(answer);
    expect(rows).toHaveLength(50);
    expect(rows.every((r) => now - r.time < 90 * DAY)).toBe(true);
    expect([...rows].sort((a, b) => b.time - a.time)).toEqual(rows);
    expect(answer.res.headers.get("cache-control")).toBe("private, no-store");
    const stranger = await chromeAccount();
    expect(expectOk(await history(stranger.client))).toHaveLength(1);
    expectApiError(await history(new ApiClient(worker)), "AUTH_REQUIRED");
  });
});

describe("new-device emails", () => {
  test("the first sign-in (the sign-up) sends none; a new device sends one with links to the sessions and the reset; a known device none", async () => {
    const account = await chromeAccount();
    expect(await newDeviceMails(account.email)).toEqual([]);

    // The same device, a newer browser version: known.
    expectOk(await logIn(browser(UA.chromeLinuxNext), account.email, account.password));
    await waitForRows(account.user.id, 2);
    // A new device: the email.
    expectOk(await logIn(browser(UA.firefoxWindows), account.email, account.password));
    const [mail] = await waitForMail(worker, account.email);
    expect(mail!.subject).toMatch(NEW_DEVICE_SUBJECT);
    expect(mail!.text_body).toContain("Firefox on Windows");
    expect(mail!.text_body).toContain("United States");
    expect(mail!.text_body).toContain(`${worker.url.origin}/settings/security`);
    expect(mail!.text_body).toContain(`${worker.url.origin}/password/reset`);
    expect(mail!.html_body).toContain(`href="${worker.url.origin}/settings/security"`);
    expect(mail!.html_body).toContain(`href="${worker.url.origin}/password/reset"`);
    // That device is known now: no second email.
    expectOk(await logIn(browser(UA.firefoxWindows), account.email, account.password));
    await waitForRows(account.user.id, 4);
    expect(await newDeviceMails(account.email)).toHaveLength(1);
  });

  test("the same device in another country is new", async () => {
    const account = await chromeAccount();
    expectOk(await logIn(browser(UA.chromeLinux, "JP"), account.email, account.password));
    const [mail] = await waitForMail(worker, account.email);
    expect(mail!.subject).toMatch(NEW_DEVICE_SUBJECT);
    expect(mail!.text_body).toContain("Japan");
    const rows = expectOk(await history(account.client));
    expect(rows[0]).toMatchObject({ country: "JP", ok: true });
  });

  test("a device seen only more than 90 days ago, or only in failed attempts, is new", async () => {
    const account = await chromeAccount();
    const now = nowSeconds();
    await seed(account.user.id, [
      { at: now - 91 * DAY, device: "Firefox|Windows" },
      { at: now - DAY, device: "Firefox|Windows", ok: false },
    ]);
    expectOk(await logIn(browser(UA.firefoxWindows), account.email, account.password));
    const [mail] = await waitForMail(worker, account.email);
    expect(mail!.subject).toMatch(NEW_DEVICE_SUBJECT);
  });

  test("a log-in finished with its two-factor code is a sign-in of its own method, and alerts from a new device", async () => {
    const account = await chromeAccount();
    const { app } = await enrolApp(account.client);
    const phone = browser(UA.firefoxWindows);
    expectApiError(await logIn(phone, account.email, account.password), "MFA_REQUIRED");
    expectOk(await phone.post("/v3/sessions/", { mfa_token: await app.code() }));
    await waitForMail(worker, account.email);
    const rows = expectOk(await history(phone));
    expect(rows[0]).toMatchObject({ method: "two_factor", ok: true, device: "Firefox on Windows" });
    // The first factor alone (MFA_REQUIRED) was no sign-in.
    expect(rows).toHaveLength(2);
  });
});

describe("pruning", () => {
  test("a sign-in deletes the account's rows older than 90 days and failed attempts past the newest 50", async () => {
    const account = await chromeAccount();
    const stranger = await chromeAccount();
    const now = nowSeconds();
    await seed(account.user.id, [
      { at: now - 91 * DAY },
      { at: now - 120 * DAY, ok: false },
      { at: now - 89 * DAY },
      ...Array.from({ length: 55 }, (_, i) => ({ at: now - 3600 - i, ok: false })),
    ]);
    await seed(stranger.user.id, [{ at: now - 91 * DAY }]);
    const before = await rowCount(account.user.id);
    expect(before).toBe(1 + 3 + 55);
    expectOk(await logIn(browser(UA.chromeLinux), account.email, account.password));
    // Kept: the sign-up, the 89-day-old row, the newest 50 failures and this log-in.
    await expect.poll(() => rowCount(account.user.id), { timeout: 5_000, interval: 25 }).toBe(1 + 1 + 50 + 1);
    const env = await worker.env();
    const oldest = await env.DB.prepare("SELECT MIN(at) AS at FROM sign_in_history WHERE user_id = ?")
      .bind(account.user.id)
      .first<{ at: number }>();
    expect(oldest!.at).toBe(now - 89 * DAY);
    // Another account's rows wait for its own sign-in.
    expect(await rowCount(stranger.user.id)).toBe(2);
  });
});

describe("with the session, or not at all", () => {
  test("a sign-in's record lands with its session (a failure is a 500 that starts no session); a refusal is answered whatever the history", async () => {
    const broken = await startWorker();
    try {
      const account = await createAccount(broken);
      const env = await broken.env();
      await env.DB.prepare("DROP TABLE sign_in_history").run();
      const client = new ApiClient(broken);
      expectApiError(await logIn(client, account.email, account.password), "INTERNAL");
      expect(expectOk(await client.get<{ type: string }>("/v3/users/me/")).type).not.toBe("AUTH");
      expectApiError(await logInPastBotCheck(new ApiClient(broken), account.email, "wrong-password-2"), "PASSWORD_INCORRECT");
    } finally {
      await broken.close();
    }
  });
});

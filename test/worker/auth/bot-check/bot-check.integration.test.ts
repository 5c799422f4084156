/**
 * Bot protection through POST /v3/sessions/ and POST /v3/register/ (auth.md §3 recaptchaV2Token,
 * recaptchaV3Token, §8.1, §8.2 "logged in too quickly", §9 "three timestamps within 3600 s";
 * docs/decisions/021), with the local stand-in's tokens: a low score, a forged, expired, reused
 * or misdirected token is refused with the catalogue error (never a 500) before anything is
 * counted or written; the account's limit asks for a v2 token, which passes. And the stand-in
 * itself, and the reCAPTCHA mode's page policy.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BOT_CHECK_ACTIONS, BOT_CHECK_TOKEN_SECONDS } from "~common/auth/bot-check";
import { RECAPTCHA_CSP_SOURCES, STAND_IN_SCRIPT_PATH, STAND_IN_TOKENS_PATH } from "~common/auth/bot-check/service";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { AUTH_API_MESSAGES } from "~common/auth/messages";
import { ApiClient, expectApiError, expectOk, sessionSetCookies } from "../../../support/api-client";
import { countUsersByEmail, insertAccount, register, validSignup } from "../../../support/auth-fixtures";
import { BOT_UA, signedToken, standInToken } from "../../../support/bot-check";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

type Tokens = { recaptchaV2Token?: string; recaptchaV3Token?: string };
const logIn = (w: RunningWorker, email: string, password: string, tokens: Tokens = {}) =>
  new ApiClient(w).post<{ user: { id: string } }>("/v3/sessions/", { username_or_email: email, password, ...tokens });

function expectTooQuickly(result: Awaited<ReturnType<typeof logIn>>) {
  expectApiError(result, "LOGGED_IN_TOO_QUICKLY", { message: AUTH_API_MESSAGES.loggedInTooQuickly });
  expect(result.status).toBe(429);
  expect(sessionSetCookies(result.res)).toEqual([]);
}

describe.concurrent("log-in", () => {
  test("a person's v3 token logs in; no token at all (an API client, a page without JavaScript) does too", async () => {
    const account = await insertAccount(worker);
    expect(
      expectOk(await logIn(worker, account.email, account.password, { recaptchaV3Token: await standInToken(worker, "v3") })).user.id,
    ).toBe(account.id);
    expect(expectOk(await logIn(worker, account.email, account.password)).user.id).toBe(account.id);
  });

  test("a low v3 score is 429 LOGGED_IN_TOO_QUICKLY and is not counted as an attempt", async () => {
    const account = await insertAccount(worker);
    const low = await standInToken(worker, "v3", { userAgent: BOT_UA });
    expectTooQuickly(await logIn(worker, account.email, account.password, { recaptchaV3Token: low }));
    // Not counted: three failures still answer PASSWORD_INCORRECT before the limit asks for v2.
    for (let i = 0; i < 3; i++) expectApiError(await logIn(worker, account.email, "wrong-password-1"), "PASSWORD_INCORRECT");
    expectTooQuickly(await logIn(worker, account.email, account.password));
  });

  test("forged, expired, reused, other-kind, other-action and malformed tokens are refused with the catalogue error", async () => {
    const account = await insertAccount(worker);
    const good = await standInToken(worker, "v3");
    const [head, body, sig] = good.split(".");
    const forgedScore = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, "base64url").toString()), score: 1 })).toString("base64url")}.${sig}`;
    const expired = await signedToken(
      worker,
      { kind: "v3", action: "login", score: 0.9 },
      Math.floor(Date.now() / 1000) - BOT_CHECK_TOKEN_SECONDS - 1,
    );
    const otherKey = await (
      await import("~worker/auth/bot-check/local-tokens")
    ).mintLocalToken("another-key-that-is-long-enough-0123456789", { kind: "v3", action: "login", score: 0.9 });
    for (const recaptchaV3Token of [
      forgedScore,
      expired,
      otherKey,
      await standInToken(worker, "v2"), // a v2 token in the v3 field
      await standInToken(worker, "v3", { action: "homepage" }),
      "not-a-token",
      "a.b.c",
    ]) {
      expectTooQuickly(await logIn(worker, account.email, account.password, { recaptchaV3Token }));
    }
    const v3AsV2 = await standInToken(worker, "v3");
    expectTooQuickly(await logIn(worker, account.email, account.password, { recaptchaV2Token: v3AsV2 }));
    expectTooQuickly(await logIn(worker, account.email, account.password, { recaptchaV2Token: "forged" }));

    // Used once: the same token a second time is refused.
    const once = await standInToken(worker, "v3");
    expectOk(await logIn(worker, account.email, account.password, { recaptchaV3Token: once }));
    expectTooQuickly(await logIn(worker, account.email, account.password, { recaptchaV3Token: once }));
    const v2 = await standInToken(worker, "v2");
    expectOk(await logIn(worker, account.email, account.password, { recaptchaV2Token: v2 }));
    expectTooQuickly(await logIn(worker, account.email, account.password, { recaptchaV2Token: v2 }));
  });

  test("the sign-up form's v3 token (action signup) is taken by the log-in of an existing email (§4.2)", async () => {
    const account = await insertAccount(worker);
    const token = await standInToken(worker, "v3", { action: BOT_CHECK_ACTIONS.signup });
    expectOk(await logIn(worker, account.email, account.password, { recaptchaV3Token: token }));
  });

  test("three failed log-ins within the hour: the next one is LOGGED_IN_TOO_QUICKLY, even with a good v3 token; a v2 token passes", async () => {
    const account = await insertAccount(worker);
    for (let i = 0; i < 3; i++) expectApiError(await logIn(worker, account.email, "wrong-password-1"), "PASSWORD_INCORRECT");
    expectTooQuickly(await logIn(worker, account.email, account.password));
    expectTooQuickly(await logIn(worker, account.email, account.password, { recaptchaV3Token: await standInToken(worker, "v3") }));
    // A v2 token that passes also makes a low v3 score moot.
    const ok = await logIn(worker, account.email, account.password, {
      recaptchaV2Token: await standInToken(worker, "v2"),
      recaptchaV3Token: await standInToken(worker, "v3", { userAgent: BOT_UA }),
    });
    expect(expectOk(ok).user.id).toBe(account.id);
    expect(sessionSetCookies(ok.res)).toHaveLength(1);
    // The success forgave the failures: no v2 needed any more.
    expectOk(await logIn(worker, account.email, account.password));
  });

  test("a wrong password with a v2 token past the limit is still a wrong password (counted, toward the lockout)", async () => {
    const account = await insertAccount(worker);
    for (let i = 0; i < 3; i++) expectApiError(await logIn(worker, account.email, "wrong-password-1"), "PASSWORD_INCORRECT");
    expectApiError(
      await logIn(worker, account.email, "wrong-password-1", { recaptchaV2Token: await standInToken(worker, "v2") }),
      "PASSWORD_INCORRECT",
    );
    expectApiError(
      await logIn(worker, account.email, "wrong-password-1", { recaptchaV2Token: await standInToken(worker, "v2") }),
      "LOGIN_ASSISTANCE",
    );
  });

  test("concurrent attempts past the limit without v2: none slips through, none is counted", async () => {
    const account = await insertAccount(worker);
    for (let i = 0; i < 3; i++) expectApiError(await logIn(worker, account.email, "wrong-password-1"), "PASSWORD_INCORRECT");
    const results = await Promise.all(Array.from({ length: 6 }, () => logIn(worker, account.email, account.password)));
    for (const r of results) expectTooQuickly(r);
    expectOk(await logIn(worker, account.email, account.password, { recaptchaV2Token: await standInToken(worker, "v2") }));
  });
});

describe.concurrent("sign-up", () => {
  test("a low v3 score is 403 SIGNUP_BOT_CHECK_FAILED ('Sorry! Something went wrong on our end.') and creates nothing", async () => {
    const payload = validSignup();
    const low = await standInToken(worker, "v3", { action: BOT_CHECK_ACTIONS.signup, userAgent: BOT_UA });
    const result = await register(new ApiClient(worker), { ...payload, recaptchaV3Token: low } as typeof payload);
    expectApiError(result, "SIGNUP_BOT_CHECK_FAILED", { message: PLATFORM_MESSAGES.somethingWrong });
    expect(sessionSetCookies(result.res)).toEqual([]);
    expect(await countUsersByEmail(worker, String(payload.email))).toBe(0);
  });

  test("a log-in token (action login), a reused or an expired one is refused; a fresh person's token signs up", async () => {
    const payload = validSignup();
    const refused = [
      await standInToken(worker, "v3", { action: BOT_CHECK_ACTIONS.login }),
      await signedToken(worker, { kind: "v3", action: "signup", score: 0.9 }, Math.floor(Date.now() / 1000) - BOT_CHECK_TOKEN_SECONDS - 1),
    ];
    for (const recaptchaV3Token of refused) {
      expectApiError(await register(new ApiClient(worker), { ...payload, recaptchaV3Token } as typeof payload), "SIGNUP_BOT_CHECK_FAILED");
    }
    const token = await standInToken(worker, "v3", { action: BOT_CHECK_ACTIONS.signup });
    expectOk(await register(new ApiClient(worker), { ...payload, recaptchaV3Token: token } as typeof payload));
    expect(await countUsersByEmail(worker, String(payload.email))).toBe(1);
    const again = validSignup();
    expectApiError(await register(new ApiClient(worker), { ...again, recaptchaV3Token: token } as typeof again), "SIGNUP_BOT_CHECK_FAILED");
    // Without a token (an API client, no JavaScript): signs up.
    expectOk(await register(new ApiClient(worker), validSignup()));
  });
});

describe("the local stand-in", () => {
  test("serves the grecaptcha script as JavaScript and mints tokens; a bad mint request is 400", async () => {
    const script = await worker.fetch(STAND_IN_SCRIPT_PATH);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    const text = await script.text();
    for (const name of ["ready", "execute", "render", "reset", "getResponse"]) expect(text).toContain(`${name}:`);
    for (const body of [{}, { kind: "v3" }, { kind: "v3", action: "log in!" }, { kind: "v4" }]) {
      const res = await worker.fetch(STAND_IN_TOKENS_PATH, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("reCAPTCHA mode (the secrets set)", () => {
  let google: RunningWorker;
  beforeAll(async () => {
    // OUTBOUND_FETCH off: siteverify cannot be reached, which is what this machine can test offline.
    google = await startWorker({
      RECAPTCHA_SECRET: "v3-secret",
      RECAPTCHA_V2_SECRET: "v2-secret",
      RECAPTCHA_SITE_KEY: "v3-site-key",
      RECAPTCHA_V2_SITE_KEY: "v2-site-key",
      OUTBOUND_FETCH: "off",
    });
  });
  afterAll(() => google?.close());

  test("the stand-in answers 404; the pages allow Google's script and frame hosts", async () => {
    expect((await google.fetch(STAND_IN_SCRIPT_PATH)).status).toBe(404);
    expect(
      (
        await google.fetch(STAND_IN_TOKENS_PATH, {
          method: "POST",
          body: JSON.stringify({ kind: "v2" }),
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(404);
    const csp = (await google.fetch("/login")).headers.get("content-security-policy")!;
    for (const host of RECAPTCHA_CSP_SOURCES.script) expect(csp).toMatch(new RegExp(`script-src [^;]*${host.replace(/[./]/g, "\\$&")}`));
    expect(csp).toContain(`frame-src ${RECAPTCHA_CSP_SOURCES.frame.join(" ")}`);
    const local = (await worker.fetch("/login")).headers.get("content-security-policy")!;
    expect(local).not.toContain("google.com");
    expect(local).not.toContain("frame-src");
  });

  test("siteverify out of reach: a v3 token is no signal (log-in goes on), a v2 token does not pass the limit; never a 500", async () => {
    const account = await insertAccount(google);
    expectOk(await logIn(google, account.email, account.password, { recaptchaV3Token: "token-google-would-judge" }));
    for (let i = 0; i < 3; i++) expectApiError(await logIn(google, account.email, "wrong-password-1"), "PASSWORD_INCORRECT");
    expectTooQuickly(await logIn(google, account.email, account.password, { recaptchaV2Token: "token-google-would-judge" }));
  });
});

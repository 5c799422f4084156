/**
 * The bot check's rule (auth.md §3, §8.1, §8.2 "logged in too quickly", §9 "three timestamps
 * within 3600 s"; docs/decisions/021) as a table: tokens and recent failures in, a catalogue name
 * or null out.
 */
import { describe, expect, test } from "vitest";
import { BOT_CHECK_FAILURES_MAX, BOT_CHECK_MIN_SCORE, BOT_CHECK_WINDOW_SECONDS } from "~common/auth/bot-check";
import { API_ERRORS } from "~common/errors";
import { botCheck, needsChallenge, recentFailures, type BotCheckInput, type TokenVerdict } from "~common/auth/bot-check/rules";

const now = 1_800_000_000_000;
const HOUR = BOT_CHECK_WINDOW_SECONDS * 1000;
const v3 = (score: number | null, action: string | null = "login"): TokenVerdict => ({ status: "valid", score, action });
const V2_OK: TokenVerdict = { status: "valid", score: null, action: null };
const BAD: TokenVerdict = { status: "invalid", reason: "JWSSignatureVerificationFailed" };
const DOWN: TokenVerdict = { status: "unavailable" };
const three = [now - HOUR + 1, now - 60_000, now - 1];

const login = (over: Partial<BotCheckInput>): BotCheckInput => ({
  flow: "login",
  actions: ["login", "signup"],
  v2: null,
  v3: null,
  failures: [],
  now,
  ...over,
});

describe("botCheck (log-in)", () => {
  test.each<[string, Partial<BotCheckInput>, "LOGGED_IN_TOO_QUICKLY" | null]>([
    ["no tokens, no failures (an API client, no JavaScript)", {}, null],
    ["a person's v3 score", { v3: v3(0.9) }, null],
    ["a v3 score exactly at the threshold", { v3: v3(BOT_CHECK_MIN_SCORE) }, null],
    ["a v3 score just below the threshold", { v3: v3(BOT_CHECK_MIN_SCORE - 0.01) }, "LOGGED_IN_TOO_QUICKLY"],
    ["a v3 score of 0", { v3: v3(0) }, "LOGGED_IN_TOO_QUICKLY"],
    ["a v3 token with no score", { v3: v3(null) }, "LOGGED_IN_TOO_QUICKLY"],
    ["a v3 score that is NaN", { v3: v3(Number.NaN) }, "LOGGED_IN_TOO_QUICKLY"],
    ["the sign-up form's token (action signup)", { v3: v3(0.9, "signup") }, null],
    ["another action's token", { v3: v3(0.9, "homepage") }, "LOGGED_IN_TOO_QUICKLY"],
    ["a v3 token without an action", { v3: v3(0.9, null) }, "LOGGED_IN_TOO_QUICKLY"],
    ["a v3 token that does not verify", { v3: BAD }, "LOGGED_IN_TOO_QUICKLY"],
    ["a v3 check that could not be made: no signal", { v3: DOWN }, null],
    ["a valid v2 token", { v2: V2_OK }, null],
    ["a valid v2 token beside a low v3 score", { v2: V2_OK, v3: v3(0.1) }, null],
    ["a valid v2 token past the limit", { v2: V2_OK, failures: three }, null],
    ["a v2 token that does not verify", { v2: BAD, v3: v3(0.9) }, "LOGGED_IN_TOO_QUICKLY"],
    ["a v2 check that could not be made, under the limit", { v2: DOWN }, null],
    ["a v2 check that could not be made, past the limit", { v2: DOWN, failures: three }, "LOGGED_IN_TOO_QUICKLY"],
    ["two failures within the hour", { failures: three.slice(1) }, null],
    ["three failures within the hour", { failures: three }, "LOGGED_IN_TOO_QUICKLY"],
    ["three failures within the hour, with a person's v3 score", { failures: three, v3: v3(0.9) }, "LOGGED_IN_TOO_QUICKLY"],
    ["three failures, the oldest exactly an hour ago", { failures: [now - HOUR, now - 2, now - 1] }, null],
  ])("%s", (_, over, expected) => {
    expect(botCheck(login(over))).toBe(expected);
  });
});

describe("botCheck (sign-up)", () => {
  const signup = (over: Partial<BotCheckInput>): BotCheckInput => ({
    flow: "signup",
    actions: ["signup"],
    v2: null,
    v3: null,
    now,
    ...over,
  });
  test.each<[string, Partial<BotCheckInput>, "SIGNUP_BOT_CHECK_FAILED" | null]>([
    ["no token", {}, null],
    ["a person's score", { v3: v3(0.9, "signup") }, null],
    ["a low score", { v3: v3(0.2, "signup") }, "SIGNUP_BOT_CHECK_FAILED"],
    ["a log-in token", { v3: v3(0.9, "login") }, "SIGNUP_BOT_CHECK_FAILED"],
    ["a token that does not verify", { v3: BAD }, "SIGNUP_BOT_CHECK_FAILED"],
    ["failures do not apply to sign-up", { v3: v3(0.9, "signup"), failures: three }, null],
  ])("%s", (_, over, expected) => {
    expect(botCheck(signup(over))).toBe(expected);
  });

  test("the refusals are catalogue errors: 429 'logged in too quickly' (§8.2), and §8.1's 'Other' for sign-up", () => {
    expect(API_ERRORS.LOGGED_IN_TOO_QUICKLY).toMatchObject({
      code: 110,
      status: 429,
      message: "Oops! You logged in too quickly. Please try again with the reCAPTCHA.",
    });
    expect(API_ERRORS.SIGNUP_BOT_CHECK_FAILED).toMatchObject({ status: 403, message: "Sorry! Something went wrong on our end." });
  });
});

describe("the §9 window", () => {
  test("recentFailures keeps those within the hour (and none from the future)", () => {
    expect(recentFailures([now - HOUR - 1, now - HOUR, now - HOUR + 1, now, now + 1], now)).toEqual([now - HOUR + 1, now]);
  });

  test(`needsChallenge from the ${BOT_CHECK_FAILURES_MAX}rd failure within the hour`, () => {
    expect(BOT_CHECK_FAILURES_MAX).toBe(3);
    expect(needsChallenge(three.slice(0, 2), now)).toBe(false);
    expect(needsChallenge(three, now)).toBe(true);
    expect(needsChallenge(three, three[0]! + HOUR)).toBe(false);
  });
});

/**
 * The local stand-in's token signing (worker/auth/bot-check/local-tokens.ts): what a token
 * carries, and that it cannot be altered, made with another key, used as the other kind or past
 * its 120 s. Spending it (once only) is D1's: bot-check.integration.test.ts.
 */
import { decodeJwt, decodeProtectedHeader } from "jose";
import { describe, expect, test } from "vitest";
import { BOT_CHECK_TOKEN_SECONDS } from "~common/auth/bot-check";
import { mintLocalToken, readLocalToken } from "~worker/auth/bot-check/local-tokens";

const KEY = "a-test-key-for-the-bot-check-stand-in-0123456789";

describe("local tokens", () => {
  test("an HS256 JWT for one kind, with a unique id, the action and the score, living 120 s", async () => {
    const token = await mintLocalToken(KEY, { kind: "v3", action: "login", score: 0.9 });
    expect(decodeProtectedHeader(token).alg).toBe("HS256");
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ aud: "v3", action: "login", score: 0.9 });
    expect(claims.exp! - claims.iat!).toBe(BOT_CHECK_TOKEN_SECONDS);
    expect(decodeJwt(await mintLocalToken(KEY, { kind: "v3", action: "login", score: 0.9 })).jti).not.toBe(claims.jti);
  });

  test("reads back its id, expiry, score and action (a v2 token has neither score nor action)", async () => {
    const token = await mintLocalToken(KEY, { kind: "v3", action: "signup", score: 0.9 });
    const claims = decodeJwt(token);
    expect(await readLocalToken(KEY, "v3", token)).toEqual({
      status: "valid",
      jti: claims.jti,
      exp: claims.exp,
      verdict: { status: "valid", score: 0.9, action: "signup" },
    });
    const v2 = await readLocalToken(KEY, "v2", await mintLocalToken(KEY, { kind: "v2" }));
    expect(v2.status === "valid" && v2.verdict).toEqual({ status: "valid", score: null, action: null });
  });

  test.each([
    [
      "another key",
      async () => mintLocalToken("another-key-entirely-for-this-test-0123456789", { kind: "v3", action: "login", score: 0.9 }),
    ],
    ["the other kind", async () => mintLocalToken(KEY, { kind: "v2" })],
    [
      "expired",
      async () =>
        mintLocalToken(KEY, { kind: "v3", action: "login", score: 0.9 }, Math.floor(Date.now() / 1000) - BOT_CHECK_TOKEN_SECONDS - 1),
    ],
    [
      "a raised score",
      async () => {
        const [h, p, s] = (await mintLocalToken(KEY, { kind: "v3", action: "login", score: 0.1 })).split(".");
        const payload = { ...JSON.parse(Buffer.from(p!, "base64url").toString()), score: 1 };
        return `${h}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.${s}`;
      },
    ],
    [
      "alg none",
      async () => `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from('{"aud":"v3","score":1}').toString("base64url")}.`,
    ],
    ["not a token", async () => "not-a-token"],
  ])("refused, never thrown: %s", async (_, make) => {
    expect((await readLocalToken(KEY, "v3", await make())).status).toBe("invalid");
  });
});

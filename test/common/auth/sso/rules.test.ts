/**
 * Enterprise SSO's client rules (common/auth/sso/rules.ts, sso-message.ts; auth.md §3 SSO check
 * result, §5 the four tokens and the window-message rule, §6 routing).
 */
import { describe, expect, test } from "vitest";
import { checkSsoTokens, NO_TOKENS_CODE, ssoNextStep, toSsoCheck } from "~common/auth/sso/rules";
import { acceptsSsoMessage } from "~common/auth/sso/window-message";
import type { SsoInfo } from "~common/auth/sso/schemas";

const SSO: SsoInfo = {
  is_sso: true,
  existing_user: true,
  existing_user_is_sso: false,
  authorization_uri: "https://idp.acme.example/authorize?state=s",
  redirect_uri: "https://pinboard.example/oauth/sso/callback",
  exchange_code_to_token_info_url: "https://pinboard.example/v3/sso/token/",
};

describe("toSsoCheck: the raw wire form → isSso, existingUser, existingUserIsSso, authorizationUri, exchangeCodeToTokenUrl", () => {
  test("an SSO email", () => {
    expect(toSsoCheck(SSO)).toEqual({
      isSso: true,
      existingUser: true,
      existingUserIsSso: false,
      authorizationUri: SSO.authorization_uri,
      exchangeCodeToTokenUrl: SSO.exchange_code_to_token_info_url,
    });
  });

  test("any other email (nulls read as false)", () => {
    const raw: SsoInfo = {
      is_sso: false,
      existing_user: null,
      existing_user_is_sso: null,
      authorization_uri: null,
      redirect_uri: null,
      exchange_code_to_token_info_url: null,
    };
    expect(toSsoCheck(raw)).toEqual({
      isSso: false,
      existingUser: false,
      existingUserIsSso: false,
      authorizationUri: null,
      exchangeCodeToTokenUrl: null,
    });
  });

  test("is_sso without an authorization URL cannot open the popup: not SSO", () => {
    expect(toSsoCheck({ ...SSO, authorization_uri: null }).isSso).toBe(false);
  });
});

test.each([
  [true, "login"],
  [false, "/signup/sso-business-account?email=ops%2Bx%40acme.example"],
])("ssoNextStep: an SSO user (%s) → %s (§6)", (existingUserIsSso, next) => {
  expect(ssoNextStep({ existingUserIsSso }, "ops+x@acme.example")).toBe(next);
});

describe("checkSsoTokens (§5: all of sso_id, sso_id_token, sso_email and sso_user_name)", () => {
  const ALL = { sso_id: "local-1", sso_id_token: "eyJ.a.b", sso_email: "ann@acme.example", sso_user_name: "Ann" };

  test("all four: the email and token for the log-in", () => {
    expect(checkSsoTokens(ALL)).toEqual({ ok: true, email: "ann@acme.example", idToken: "eyJ.a.b" });
  });

  test.each(["sso_id", "sso_id_token", "sso_email", "sso_user_name"] as const)("without %s: 'No tokens returned', code 0", (missing) => {
    for (const value of [null, ""]) {
      const result = checkSsoTokens({ ...ALL, [missing]: value } as never);
      expect(result).toEqual({ ok: false, error: { api_error_code: 0, message: "No tokens returned", http_status: 502 } });
    }
    expect(NO_TOKENS_CODE).toBe(0);
  });
});

describe("acceptsSsoMessage (§5: trusted, and from our own origin or the provider's host)", () => {
  const OWN = "https://pinboard.example";
  const data = { type: "pinboard-sso", code: "c", state: "s" };
  const event = (over: Partial<{ isTrusted: boolean; origin: string; data: unknown }> = {}) => ({
    isTrusted: true,
    origin: OWN,
    data,
    ...over,
  });

  test.each([
    ["our own origin", OWN],
    ["the provider's host", "https://idp.acme.example"],
  ])("accepted from %s", (_label, origin) => {
    expect(acceptsSsoMessage(event({ origin }), OWN, SSO.authorization_uri!)).toEqual(data);
  });

  test.each([
    ["another site", { origin: "https://evil.example" }],
    ["another port of the provider's host", { origin: "https://idp.acme.example:8443" }],
    ["a sandboxed page", { origin: "null" }],
    ["a message a script made up (not trusted)", { isTrusted: false }],
    ["another kind of message", { data: { type: "something-else", code: "c" } }],
    ["no data", { data: null }],
    ["a string", { data: "pinboard-sso" }],
  ])("ignored: %s", (_label, over) => {
    expect(acceptsSsoMessage(event(over), OWN, SSO.authorization_uri!)).toBeNull();
  });

  test("a provider URL that does not parse: only our own origin counts", () => {
    expect(acceptsSsoMessage(event({ origin: "https://idp.acme.example" }), OWN, "not a url")).toBeNull();
    expect(acceptsSsoMessage(event(), OWN, "not a url")).toEqual(data);
  });

  test("an empty code or state reads as none (the person said no at the provider)", () => {
    expect(acceptsSsoMessage(event({ data: { type: "pinboard-sso", code: "", state: 5 } }), OWN, SSO.authorization_uri!)).toEqual({
      type: "pinboard-sso",
      code: null,
      state: null,
    });
  });
});

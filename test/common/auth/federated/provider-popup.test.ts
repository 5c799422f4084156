/** Which messages a sign-in popup's opener takes (common/auth/federated/provider-popup.ts; docs/decisions/017 "Popup and one-tap"). */
import { describe, expect, test } from "vitest";
import { acceptsHandoff, callbackAddress } from "~common/auth/federated/provider-popup";

const OWN = "https://pinboard.example";
const good = { type: "pinboard-oauth", provider: "google", code: "abc", state: "xyz", error: null };

describe("acceptsHandoff", () => {
  test("our origin, our type, the provider asked for: the code and state", () => {
    expect(acceptsHandoff({ origin: OWN, data: good }, OWN, "google")).toEqual({ code: "abc", state: "xyz", unavailable: false });
  });
  test.each<[string, { origin: string; data: unknown }]>([
    ["another origin", { origin: "https://evil.example", data: good }],
    ["the provider's origin (only our callback page speaks)", { origin: "https://accounts.google.com", data: good }],
    ["another type", { origin: OWN, data: { ...good, type: "pinboard-sso" } }],
    ["another provider", { origin: OWN, data: { ...good, provider: "line" } }],
    ["not an object", { origin: OWN, data: "code=abc" }],
    ["null", { origin: OWN, data: null }],
  ])("refuses %s", (_, event) => expect(acceptsHandoff(event, OWN, "google")).toBeNull());
  test("fields that are not short strings count as absent; 'unavailable' is the provider turned off", () => {
    expect(acceptsHandoff({ origin: OWN, data: { ...good, code: 42, state: "x".repeat(5000) } }, OWN, "google")).toEqual({
      code: null,
      state: null,
      unavailable: false,
    });
    expect(
      acceptsHandoff({ origin: OWN, data: { ...good, code: null, state: null, error: "unavailable" } }, OWN, "google")?.unavailable,
    ).toBe(true);
  });
});

describe("callbackAddress", () => {
  test("the callback page with the code and state, or nothing to redeem", () => {
    expect(callbackAddress("google", { code: "a b", state: "s", unavailable: false })).toBe("/oauth/google/callback?code=a+b&state=s");
    expect(callbackAddress("google", { code: null, state: "s", unavailable: false })).toBeNull();
  });
});

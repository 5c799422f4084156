/** common/auth/facebook/rules.ts: the popup's outcomes and how /login shows them (auth.md §2.4, §8.2, §8.3). */
import { describe, expect, test } from "vitest";
import { AUTH_ERRORS } from "~common/auth/errors";
import {
  facebookOutcomeDisplay,
  FACEBOOK_OUTCOMES,
  isFacebookOutcome,
  outcomeOfError,
  outcomeOfLoginData,
} from "~common/auth/facebook/rules";

const err = (name: keyof typeof AUTH_ERRORS) => ({
  api_error_code: AUTH_ERRORS[name].code,
  http_status: AUTH_ERRORS[name].status,
  message: AUTH_ERRORS[name].message,
});

describe("outcomes", () => {
  test.each([
    [{ has_password: false, connected_to_google: false, connected_to_gplus: false }, "recover"],
    [{ has_password: true, connected_to_google: false, connected_to_gplus: false }, "password"],
    [{ has_password: false, connected_to_google: true, connected_to_gplus: true }, "google"],
  ] as const)("login data %o → %s", (data, outcome) => expect(outcomeOfLoginData(data)).toBe(outcome));

  test.each([
    ["ACCOUNT_NOT_FOUND", "not_matched"],
    ["FACEBOOK_DISABLED", "unavailable"],
    ["FACEBOOK_TOKEN_INVALID", "failed"],
    ["OAUTH_STATE_INVALID", "failed"],
  ] as const)("%s → %s", (name, outcome) => expect(outcomeOfError(err(name))).toBe(outcome));

  test("only the listed words are outcomes", () => {
    expect(FACEBOOK_OUTCOMES.every(isFacebookOutcome)).toBe(true);
    expect(isFacebookOutcome("<script>")).toBe(false);
    expect(isFacebookOutcome(null)).toBe(false);
  });
});

describe("facebookOutcomeDisplay", () => {
  test("recover: the §8.2 message with 'Recover your account'", () => {
    expect(facebookOutcomeDisplay("recover")).toEqual({
      kind: "form",
      message: "Your account is connected to Facebook, but Facebook login is no longer available.",
      recover: true,
    });
  });
  test("denied: §8.3 'Couldn't connect. You must authorize Pinboard.'", () => {
    expect(facebookOutcomeDisplay("denied")).toEqual({ kind: "form", message: "Couldn't connect. You must authorize Pinboard." });
  });
  test("not matched opens 'Oops! Something went wrong'; disabled opens 'Oops! Facebook isn't available'; other failures toast", () => {
    expect(facebookOutcomeDisplay("not_matched")).toEqual({ kind: "modal", modal: "PREVENT_FACEBOOK_REGISTER" });
    expect(facebookOutcomeDisplay("unavailable")).toEqual({ kind: "modal", modal: "FACEBOOK_UNAVAILABLE" });
    expect(facebookOutcomeDisplay("failed")).toMatchObject({ kind: "toast", message: "Sorry, we can't log you in." });
  });
});

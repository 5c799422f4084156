import { describe, expect, test } from "vitest";
import { AUTH_COPY, AUTH_MESSAGES } from "~common/auth/messages";
import { PRODUCT_NAME } from "~common/platform/messages";
import { AUTH_STEPS } from "~common/auth/modal/steps";
import {
  AUTH_CONTAINERS,
  SIGNUP_SOURCES,
  footerToggle,
  formatBirthday,
  inviterName,
  loginTitle,
  providerUnavailableTitle,
  signupTitle,
  stepTitle,
  type AuthContainer,
  type Inviter,
  type SignupSource,
  type TitleViewer,
} from "~common/auth/modal/titles";

const inviter = (over: Partial<Inviter> = {}): Inviter => ({
  first_name: "Ana",
  full_name: "Ana Lee",
  image_medium_url: "https://img.example/ana.jpg",
  is_default_image: false,
  ...over,
});

test("the §2.1 containers and §2.2 sources", () => {
  expect(AUTH_CONTAINERS).toEqual([
    "login_page",
    "home_page",
    "save",
    "download",
    "follow",
    "pinBookmarklet",
    "revamped_business_login_page",
    "bottom.right.upsell.email",
  ]);
  expect(SIGNUP_SOURCES).toEqual([
    "boardInvite",
    "saveButton",
    "saveButtonExp",
    "homePage",
    "pinBookmarklet",
    "downloadImageBtnDweb",
    "downloadImageBtnUnauth",
    "followButton",
    "commentComposer",
  ]);
});

describe("signupTitle (§2.2)", () => {
  test.each<[SignupSource, string]>([
    ["boardInvite", "Sign up to join the board"],
    ["saveButton", "Sign up to save this Pin"],
    ["saveButtonExp", "Create a free account to save this Pin"],
    ["homePage", `Welcome to ${PRODUCT_NAME}`],
    ["pinBookmarklet", "Sign up to save ideas from any website"],
    ["downloadImageBtnDweb", "Sign up to download this image"],
    ["downloadImageBtnUnauth", "Create a free account to download images"],
    ["followButton", "Sign up to follow for more ideas"],
    ["commentComposer", "Sign up to join the conversation"],
  ])("source %s → %j", (source, title) => {
    expect(signupTitle({ source })).toBe(title);
  });

  test.each<[string, Parameters<typeof signupTitle>[0], string]>([
    ["no source", {}, AUTH_COPY.signupTitle],
    ["null source", { source: null }, AUTH_COPY.signupTitle],
    ["an unknown source (from a query string)", { source: "sidebar" as SignupSource }, AUTH_COPY.signupTitle],
    ["inviter with a custom image", { source: "boardInvite", inviter: inviter() }, `Join Ana on ${PRODUCT_NAME} for more ideas`],
    [
      "inviter with a custom image beats any source",
      { source: "saveButton", inviter: inviter() },
      `Join Ana on ${PRODUCT_NAME} for more ideas`,
    ],
    [
      "inviter with the default image → the source's title",
      { source: "boardInvite", inviter: inviter({ is_default_image: true }) },
      AUTH_COPY.signupTitleBoardInvite,
    ],
    [
      "inviter without a first name → full name",
      { inviter: inviter({ first_name: " " }) },
      `Join Ana Lee on ${PRODUCT_NAME} for more ideas`,
    ],
    [
      "inviter with no name at all → the source's title",
      { source: "boardInvite", inviter: inviter({ first_name: "", full_name: "" }) },
      AUTH_COPY.signupTitleBoardInvite,
    ],
  ])("%s", (_, opts, title) => {
    expect(signupTitle(opts)).toBe(title);
  });

  test("every source has its own title", () => {
    expect(new Set(SIGNUP_SOURCES.map((source) => signupTitle({ source }))).size).toBe(SIGNUP_SOURCES.length);
  });

  test("inviterName trims and falls back", () => {
    expect(inviterName(inviter({ first_name: "  Bo " }))).toBe("Bo");
    expect(inviterName(inviter({ first_name: "", full_name: "" }))).toBeNull();
  });
});

describe("loginTitle (§2.2, §6)", () => {
  test.each<[string, TitleViewer | null | undefined, string]>([
    ["logged out", { type: "LOGGED_OUT", info: null }, AUTH_COPY.loginTitle],
    ["no viewer", undefined, AUTH_COPY.loginTitle],
    ["limited login", { type: "LIMITED_LOGIN", info: { firstName: "Ana" } }, "Welcome back, Ana!"],
    ["limited login without a name", { type: "LIMITED_LOGIN", info: { firstName: " " } }, AUTH_COPY.loginTitle],
    ["limited login without info", { type: "LIMITED_LOGIN", info: null }, AUTH_COPY.loginTitle],
    ["AUTH (an account switch) is not welcomed back", { type: "AUTH", info: { firstName: "Ana" } }, AUTH_COPY.loginTitle],
  ])("%s", (_, viewer, title) => {
    expect(loginTitle(viewer)).toBe(title);
  });
});

describe("stepTitle (§2.2)", () => {
  test.each<[string, Parameters<typeof stepTitle>[0], Parameters<typeof stepTitle>[1], string]>([
    ["signup", "signup", { source: "followButton" }, AUTH_COPY.signupTitleFollowButton],
    ["respondMessage", "respondMessage", { respondTo: "Ana" }, "Sign up and let Ana know what you think"],
    [
      "respondMessage without a name → signup title",
      "respondMessage",
      { respondTo: " ", source: "saveButton" },
      AUTH_COPY.signupTitleSaveButton,
    ],
    ["login", "login", { viewer: { type: "LIMITED_LOGIN", info: { firstName: "Bo" } } }, "Welcome back, Bo!"],
    ["loginMfa", "loginMfa", {}, "Two-factor authentication required"],
    ["socialSignupWithAge", "socialSignupWithAge", {}, "Enter your birthdate"],
    ["EmailCollection", "EmailCollection", {}, "What's your email address?"],
    ["EmailAlreadyExist", "EmailAlreadyExist", {}, `Looks like you're already on ${PRODUCT_NAME}`],
    ["UnderageConfirmation", "UnderageConfirmation", { birthday: 1431820800 }, "Were you born on May 17, 2015?"],
    ["UnderageConfirmation without a birthday", "UnderageConfirmation", {}, AUTH_COPY.underageTitleNoDate],
    ["UnderageConfirmation with NaN", "UnderageConfirmation", { birthday: Number.NaN }, AUTH_COPY.underageTitleNoDate],
    ["consents", "consents", {}, "Consents"],
  ])("%s", (_, step, opts, title) => {
    expect(stepTitle(step, opts)).toBe(title);
  });

  test("every step has a non-empty title", () => {
    for (const step of AUTH_STEPS) expect(stepTitle(step).length, step).toBeGreaterThan(0);
  });
});

describe("formatBirthday", () => {
  test.each([
    [0, "January 1, 1970"],
    [631152000, "January 1, 1990"],
    [-86400, "December 31, 1969"], // before 1970, still UTC
    [1431820800 + 86399, "May 17, 2015"], // the last second of the day
  ])("%i → %s", (seconds, text) => {
    expect(formatBirthday(seconds)).toBe(text);
  });
});

describe("footerToggle (§2.3)", () => {
  test.each<[Parameters<typeof footerToggle>[0], AuthContainer, string]>([
    ["signup", "login_page", "Already a member? Log in"],
    ["signup", "save", "Already a member? Log in"],
    ["respondMessage", "home_page", "Already a member? Log in"],
    ["login", "login_page", `Not on ${PRODUCT_NAME} yet? Sign up`],
    ["login", "revamped_business_login_page", `Not on ${PRODUCT_NAME} yet? Sign up`],
    ["login", "save", "Need an account? Sign up now"],
    ["login", "download", "Need an account? Sign up now"],
    ["login", "bottom.right.upsell.email", "Need an account? Sign up now"],
  ])("%s in %s → %j", (step, container, text) => {
    const { prompt, action } = footerToggle(step, container);
    expect(`${prompt} ${action}`).toBe(text);
  });
});

test.each([
  ["facebook", AUTH_MESSAGES.facebookUnavailable, "Oops! Facebook isn't available"],
  ["google", AUTH_MESSAGES.googleUnavailable, "Oops! Google isn't available"],
] as const)("providerUnavailableTitle(%s)", (provider, fromCatalogue, text) => {
  expect(providerUnavailableTitle(provider)).toBe(fromCatalogue);
  expect(fromCatalogue).toBe(text);
});

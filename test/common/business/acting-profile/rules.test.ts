/**
 * The acting-profile rule of business.md §4 (common/business/acting-profile/rules.ts), table by
 * table: where the profile comes from, when it counts, the experiment, and the social-only account.
 */
import { describe, expect, test } from "vitest";
import {
  actingProfile,
  canSwitchTo,
  EMPTY_PROFILE,
  needsPassword,
  type BusinessAccessProfile,
  type PageOwner,
} from "~common/business/acting-profile/rules";

const profile = (id: string, username: string, permissions: string[], viewerMeetsMfaRequirement: boolean): BusinessAccessProfile => ({
  id,
  permissions,
  user: { username, businessName: `${username} Co`, imgUrl: null, merchantId: null, scheduledPinCount: 0, eligibleForStlTool: false },
  viewerMeetsMfaRequirement,
});

const OWN = profile("me", "myshop", ["OWNER"], false); // OWNER counts even without the MFA requirement met
const SHOP = profile("shop", "bigshop", ["ADMIN"], true);
const STRICT = profile("strict", "strictco", ["ADMIN"], false);
const ALL = [OWN, SHOP, STRICT];

const page = {
  none: { kind: "other" } as PageOwner,
  ownProfile: { kind: "profile", username: "MyShop" } as PageOwner,
  shopProfile: { kind: "profile", username: "bigshop" } as PageOwner,
  strictProfile: { kind: "profile", username: "strictco" } as PageOwner,
  shopPin: { kind: "pin", pinnerUsername: "bigshop" } as PageOwner,
  strangerProfile: { kind: "profile", username: "someone" } as PageOwner,
  pinOfNobody: { kind: "pin", pinnerUsername: null } as PageOwner,
};

describe("actingProfile", () => {
  test.each([
    // [case, profiles, page, chosenId, experiment, expected id ("" = empty), source]
    ["no choice, a page of no profile: their own", ALL, page.none, null, false, "me", "own"],
    ["their own profile page", ALL, page.ownProfile, null, false, "me", "page"],
    ["another profile's page (case-insensitive username match)", ALL, page.shopProfile, null, false, "shop", "page"],
    ["a Pin of another profile's", ALL, page.shopPin, null, false, "shop", "page"],
    ["a stranger's page: their own", ALL, page.strangerProfile, null, false, "me", "own"],
    ["a Pin whose pinner is unknown: their own", ALL, page.pinOfNobody, null, false, "me", "own"],
    ["switched to shop, a page of no profile", ALL, page.none, "shop", false, "shop", "chosen"],
    ["switched to shop, but on their own page: the page wins", ALL, page.ownProfile, "shop", false, "me", "page"],
    ["switched to their own", ALL, page.none, "me", false, "me", "own"],
    ["switched to a profile no longer listed: their own", ALL, page.none, "gone", false, "me", "own"],
    ["experiment on, switched to shop, a page of no profile: acting-as off", ALL, page.none, "shop", true, "me", "own"],
    ["experiment on, on shop's page: the page's profile still acts", ALL, page.shopProfile, null, true, "shop", "page"],
    ["MFA not met and no OWNER: the empty profile (page)", ALL, page.strictProfile, null, false, "", "none"],
    ["MFA not met and no OWNER: the empty profile (chosen)", ALL, page.none, "strict", false, "", "none"],
    ["OWNER counts without MFA", [OWN], page.none, null, false, "me", "own"],
    ["no profiles at all: empty", [], page.none, null, false, "", "none"],
  ] as const)("%s", (_case, profiles, p, chosenId, experiment, expectedId, source) => {
    const result = actingProfile({ viewerId: "me", profiles, page: p, chosenId, disableActingOffProfile: experiment });
    expect(result.profile.id).toBe(expectedId);
    expect(result.source).toBe(source);
    expect(result.delegated).toBe(expectedId !== "" && expectedId !== "me");
    if (expectedId === "") expect(result.profile).toEqual(EMPTY_PROFILE);
  });

  test("viewing another profile as a business shows that profile's name, username, image, merchant id, scheduled Pins and shopping-link eligibility", () => {
    const shop = { ...SHOP, user: { ...SHOP.user, imgUrl: "/i/x.png", merchantId: "m-1", scheduledPinCount: 4, eligibleForStlTool: true } };
    const { profile } = actingProfile({
      viewerId: "me",
      profiles: [OWN, shop],
      page: page.shopProfile,
      chosenId: null,
      disableActingOffProfile: false,
    });
    expect(profile.user).toEqual({
      username: "bigshop",
      businessName: "bigshop Co",
      imgUrl: "/i/x.png",
      merchantId: "m-1",
      scheduledPinCount: 4,
      eligibleForStlTool: true,
    });
  });
});

test.each([
  // facebook, google, password → needs a password
  [true, false, false, true],
  [true, true, false, false],
  [true, false, true, false],
  [false, false, false, false],
  [false, true, false, false],
])("needsPassword(facebook %s, google %s, password %s) → %s", (facebook, google, hasPassword, expected) => {
  expect(needsPassword({ hasPassword, socialNetwork: { facebook: { connected: facebook }, gplus: { connected: google } } })).toBe(expected);
});

test.each([
  ["me", true],
  ["shop", true],
  ["strict", false],
  ["stranger", false],
])("canSwitchTo(%s) → %s", (id, expected) => {
  expect(canSwitchTo(ALL, id)).toBe(expected);
});

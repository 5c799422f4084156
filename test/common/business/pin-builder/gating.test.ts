/**
 * The pin builder's feature gating (common/business/pin-builder/gating.ts, business.md §6),
 * rule by rule and as a matrix over roles and scenarios.
 */
import { describe, expect, test } from "vitest";
import {
  EXPERIMENT_GATED_FEATURES,
  PARTNER_ONLY_FEATURES,
  PIN_BUILDER_SCENARIOS,
  pinBuilderFeatures,
  pinBuilderLayouts,
  type GatingInput,
  type PinBuilderFeature,
} from "~common/business/pin-builder/gating";

const base: GatingInput = {
  signedIn: true,
  partner: false,
  scenario: "default",
  flags: { video_upload_allowed: false },
  experiments: {
    pin_creation_disabled: "control",
    idea_pin_creation_disabled: "control",
    video_creation_disabled: "control",
    pin_builder_features: "control",
  },
  locale: "en-US",
  delegated: false,
};
const features = (over: Partial<GatingInput> & { x?: Partial<GatingInput["experiments"]> } = {}) => {
  const { x, ...rest } = over;
  return [...pinBuilderFeatures({ ...base, ...rest, experiments: { ...base.experiments, ...x } })].sort();
};
const sorted = (list: readonly PinBuilderFeature[]) => [...list].sort();
const PARTNER_UNGATED = PARTNER_ONLY_FEATURES.filter(
  (f) => !EXPERIMENT_GATED_FEATURES.includes(f) && !["video_editing", "video_tagging"].includes(f),
);

describe("roles (§6)", () => {
  test("a visitor gets nothing (log-in prompts instead)", () => {
    for (const scenario of PIN_BUILDER_SCENARIOS)
      expect(features({ signedIn: false, partner: true, scenario, flags: { video_upload_allowed: true } })).toEqual([]);
  });

  test("a signed-in user creates Pins, with multi-pin in the default scenario only", () => {
    expect(features()).toEqual(["multi_pin", "pin_creation"]);
    expect(features({ scenario: "ad_creation" })).toEqual(["pin_creation"]);
    expect(features({ scenario: "business_nux" })).toEqual(["pin_creation"]);
  });

  test("a partner gets the partner-only features (those needing an experiment only in its groups)", () => {
    expect(features({ partner: true })).toEqual(sorted(["pin_creation", ...PARTNER_UNGATED]));
    for (const group of ["employees", "enabled"] as const) {
      expect(features({ partner: true, x: { pin_builder_features: group } })).toEqual(
        sorted(["pin_creation", ...PARTNER_UNGATED, ...EXPERIMENT_GATED_FEATURES]),
      );
    }
  });

  test("no partner-only feature reaches an ordinary user, whatever the experiments and flags", () => {
    for (const scenario of PIN_BUILDER_SCENARIOS) {
      const got = features({ scenario, flags: { video_upload_allowed: true }, x: { pin_builder_features: "enabled" } });
      expect(got.filter((f) => PARTNER_ONLY_FEATURES.includes(f) && f !== "multi_pin")).toEqual([]);
    }
  });
});

describe("video (§6)", () => {
  test.each([
    // [partner, flag, locale, delegated, video creation disabled] → video features
    [false, false, "en-US", false, "control", []],
    [false, true, "en-US", false, "control", ["video"]],
    [true, false, "en-US", false, "control", []],
    [true, true, "en-US", false, "control", ["video", "video_editing", "video_tagging"]],
    [true, true, "en-GB", false, "control", ["video", "video_editing", "video_tagging"]],
    [true, true, "fr-FR", false, "control", ["video", "video_editing"]],
    [true, true, "de", false, "control", ["video", "video_editing"]],
    [true, true, "en-US", true, "control", ["video", "video_tagging"]],
    [true, true, "sv-SE", true, "control", ["video"]],
    [true, true, "en-US", false, "enabled", []],
  ] as const)(
    "partner %s, flag %s, %s, delegated %s, video creation disabled %s → %j",
    (partner, flag, locale, delegated, disabled, expected) => {
      const got = features({ partner, flags: { video_upload_allowed: flag }, locale, delegated, x: { video_creation_disabled: disabled } });
      expect(got.filter((f) => f.startsWith("video"))).toEqual(expected);
    },
  );
});

describe("experiment kill switches (§6)", () => {
  test("pin creation off: nothing to build in the default scenario, for anyone", () => {
    expect(features({ x: { pin_creation_disabled: "enabled" } })).toEqual([]);
    expect(features({ partner: true, x: { pin_creation_disabled: "enabled" } })).toEqual([]);
  });

  test("pin creation off but video on: video alone (and what builds on it)", () => {
    expect(features({ partner: true, flags: { video_upload_allowed: true }, x: { pin_creation_disabled: "enabled" } })).toContain("video");
  });

  test("idea Pins: the story scenarios, unless their experiment switches them off", () => {
    for (const scenario of ["story_pin", "story_pin_v2"] as const) {
      expect(features({ scenario })).toEqual(["idea_pin_creation", "pin_creation"]);
      expect(features({ scenario, x: { idea_pin_creation_disabled: "enabled" } })).toEqual(["pin_creation"]);
      expect(features({ scenario, x: { idea_pin_creation_disabled: "enabled", pin_creation_disabled: "enabled" } })).toEqual([]);
    }
    expect(features({ x: { idea_pin_creation_disabled: "enabled" } })).toEqual(["multi_pin", "pin_creation"]);
  });
});

describe("scenarios (ours where §6 is silent)", () => {
  test("business_nux teaches partners (education); offsite creation is one image Pin; the story scenarios drop multi-pin and carousel", () => {
    expect(features({ partner: true, scenario: "business_nux" })).toContain("education");
    const offsite = features({ partner: true, scenario: "offsite_pin_creation", flags: { video_upload_allowed: true } });
    for (const f of ["multi_pin", "carousel", "video"] as const) expect(offsite).not.toContain(f);
    expect(features({ scenario: "offsite_pin_creation" })).toEqual(["pin_creation"]);
    for (const scenario of ["story_pin", "story_pin_v2"] as const) {
      const story = features({ partner: true, scenario });
      expect(story).not.toContain("multi_pin");
      expect(story).not.toContain("carousel");
      expect(story).toContain("layouts");
    }
  });

  test("the full matrix: every feature on is allowed by its role, and creation always comes first", () => {
    for (const scenario of PIN_BUILDER_SCENARIOS)
      for (const partner of [false, true])
        for (const flag of [false, true])
          for (const delegated of [false, true]) {
            const got = features({
              scenario,
              partner,
              flags: { video_upload_allowed: flag },
              delegated,
              x: { pin_builder_features: "enabled" },
            });
            if (got.length) expect(got.some((f) => ["pin_creation", "idea_pin_creation", "video"].includes(f))).toBe(true);
            if (!partner) expect(got.filter((f) => PARTNER_ONLY_FEATURES.includes(f))).toEqual(scenario === "default" ? ["multi_pin"] : []);
            if (!flag) expect(got.filter((f) => f.startsWith("video"))).toEqual([]);
            if (delegated) expect(got).not.toContain("video_editing");
          }
  });
});

test.each([
  [["pin_creation"], "default", ["single"]],
  [["pin_creation", "layouts", "carousel"], "default", ["single", "carousel"]],
  [["pin_creation", "layouts"], "default", ["single"]],
  [["pin_creation", "idea_pin_creation"], "story_pin", ["story"]],
  [["pin_creation"], "story_pin_v2", []],
  [[], "default", []],
] as const)("pinBuilderLayouts(%j, %s) → %j", (on, scenario, expected) => {
  expect(pinBuilderLayouts(new Set(on), scenario)).toEqual(expected);
});

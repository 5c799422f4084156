/**
 * Why: which pin-builder features a person gets (business.md §6, §3 scenarios) depends on who they
 * are (visitor, signed-in user, partner, acting for someone else), the builder's scenario, a flag
 * on their account, experiment groups and their locale. The page shows exactly what this answers,
 * so the rule is one pure function, table-tested in
 * test/common/business/pin-builder/gating.test.ts. Where §6 is silent the choice is ours
 * and named here (docs/decisions/016).
 */

/** §3 "Pin builder scenarios". */
export const PIN_BUILDER_SCENARIOS = [
  "default",
  "ad_creation",
  "story_pin",
  "story_pin_v2",
  "business_nux",
  "offsite_pin_creation",
] as const;
export type PinBuilderScenario = (typeof PIN_BUILDER_SCENARIOS)[number];

/** §6 "Partner-only pin-builder features". */
const PARTNER_ONLY = [
  "carousel",
  "editing",
  "education",
  "layouts",
  "link_status_validation",
  "multi_pin",
  "scheduling",
  "shop_the_pin",
  "system_fonts",
  "tagging",
  "video_editing",
  "video_tagging",
  "pin_quality",
] as const;

/** Every feature the builder knows. The first three are creation itself (§6 "Pin, idea-pin and video creation"). */
export const PIN_BUILDER_FEATURES = ["pin_creation", "idea_pin_creation", "video", ...PARTNER_ONLY] as const;
export type PinBuilderFeature = (typeof PIN_BUILDER_FEATURES)[number];

/** §6 "Partner-only pin-builder features", typed as features. */
export const PARTNER_ONLY_FEATURES: readonly PinBuilderFeature[] = PARTNER_ONLY;

/**
 * §6 "Several features also depend on experiment groups (employees or enabled)": ours, the
 * partner features that need a service still being tried out go through the
 * pin_builder_features experiment: scheduling, shop-the-pin and pin quality.
 */
export const EXPERIMENT_GATED_FEATURES: readonly PinBuilderFeature[] = ["scheduling", "shop_the_pin", "pin_quality"];

/** §6 video features: need the video_upload_allowed flag and are gone with video creation. */
const VIDEO_FEATURES: readonly PinBuilderFeature[] = ["video", "video_editing", "video_tagging"];

export interface GatingInput {
  /** §6 Visitor or signed-in user (isAuth). */
  signedIn: boolean;
  /** A partner (business) account. */
  partner: boolean;
  scenario: PinBuilderScenario;
  /** Flags on the user (§6 "Video needs the video_upload_allowed flag on the user"). */
  flags: { video_upload_allowed: boolean };
  /** Experiment groups (common/platform/experiments.ts). */
  experiments: {
    pin_creation_disabled: "control" | "enabled";
    idea_pin_creation_disabled: "control" | "enabled";
    video_creation_disabled: "control" | "enabled";
    pin_builder_features: "control" | "employees" | "enabled";
  };
  /** BCP 47, e.g. "en-US" (§6 "video tagging (English only)"). */
  locale: string;
  /** Acting as another account (§6 "A user acting as another account (delegated access) loses video editing"). */
  delegated: boolean;
}

/**
 * The features the builder offers (business.md §6):
 * - a visitor gets none (they see log-in prompts);
 * - a signed-in user creates Pins, idea Pins (the story scenarios) and, with the flag, video;
 *   multi-pin is theirs too in the default scenario;
 * - partners also get the partner-only features; those in EXPERIMENT_GATED_FEATURES only in the
 *   employees or enabled group of pin_builder_features;
 * - video and its editing and tagging need video_upload_allowed; video tagging is English only;
 *   delegated access loses video editing;
 * - pin, idea-pin and video creation each switch off with their experiment (and what needs them
 *   goes with them);
 * - ours, per scenario: ad_creation is a partner's (a personal account gets plain creation);
 *   business_nux always teaches (education); offsite_pin_creation makes one image Pin (no
 *   multi-pin, carousel or video); the story scenarios make idea Pins (no carousel, multi-pin).
 *
 * @example
 * pinBuilderFeatures({ signedIn: true, partner: false, scenario: "default", flags: { video_upload_allowed: false }, experiments: {...}, locale: "en-US", delegated: false })
 * // Set { "pin_creation", "multi_pin" }
 */
export function pinBuilderFeatures(input: GatingInput): Set<PinBuilderFeature> {
  const on = new Set<PinBuilderFeature>();
  if (!input.signedIn) return on;
  const { scenario, experiments: x } = input;
  const story = scenario === "story_pin" || scenario === "story_pin_v2";

  if (x.pin_creation_disabled !== "enabled") on.add("pin_creation");
  if (story && x.idea_pin_creation_disabled !== "enabled") on.add("idea_pin_creation");
  if (input.flags.video_upload_allowed && x.video_creation_disabled !== "enabled" && scenario !== "offsite_pin_creation") on.add("video");

  if (input.partner) {
    const trying = x.pin_builder_features === "employees" || x.pin_builder_features === "enabled";
    for (const f of PARTNER_ONLY_FEATURES) if (!EXPERIMENT_GATED_FEATURES.includes(f) || trying) on.add(f);
  } else if (scenario === "default") {
    on.add("multi_pin");
  }
  if (scenario === "business_nux" && input.partner) on.add("education");

  // Video features need video itself (the flag, and video creation on).
  if (!on.has("video")) for (const f of VIDEO_FEATURES) on.delete(f);
  if (!input.locale.toLowerCase().startsWith("en")) on.delete("video_tagging");
  if (input.delegated) on.delete("video_editing");

  if (scenario === "offsite_pin_creation") for (const f of ["multi_pin", "carousel"] as const) on.delete(f);
  if (story) for (const f of ["multi_pin", "carousel"] as const) on.delete(f);

  // Nothing to build with creation off: what builds on it goes too.
  const creating = on.has("pin_creation") || on.has("idea_pin_creation") || on.has("video");
  if (!creating) on.clear();
  return on;
}

/** The layouts offered (§3 "aspect ratios per layout"): story for the idea Pin scenarios, single always, carousel with the feature. */
export function pinBuilderLayouts(
  features: ReadonlySet<PinBuilderFeature>,
  scenario: PinBuilderScenario,
): ("single" | "carousel" | "story")[] {
  if (scenario === "story_pin" || scenario === "story_pin_v2") return features.has("idea_pin_creation") ? ["story"] : [];
  if (!features.has("pin_creation")) return [];
  return features.has("layouts") && features.has("carousel") ? ["single", "carousel"] : ["single"];
}

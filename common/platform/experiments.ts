/**
 * Why: several behaviours of the specs depend on an experiment (auth.md §4.1, §5, §6, §8.3;
 * business.md §4, §6). One typed registry names each with its groups and default, so a typo in a
 * name or a group fails to compile, and `evaluate` decides a viewer's group the same way
 * everywhere: a user's assignment beats the device's, which beats the country's, which beats the
 * default. Storing and resolving assignments is the Worker's job; this module is pure.
 */

export interface ExperimentDef<G extends string = string> {
  /** The groups a viewer can be in; the first is the control. */
  groups: readonly [G, ...G[]];
  /** The group of a viewer with no assignment. */
  defaultGroup: G;
  description: string;
  /** Where the specs describe it. */
  spec: string;
  /** "spec": the key is the spec's own; "ours": the spec describes the experiment without naming it. */
  named: "spec" | "ours";
}

/**
 * One registry entry, its groups inferred and its default checked against them at compile time.
 *
 * @example
 * const x = experiment({ groups: ["control", "enabled"], defaultGroup: "control", description: "…", spec: "auth.md §6", named: "spec" });
 */
export function experiment<const G extends string>(
  def: Omit<ExperimentDef<G>, "defaultGroup"> & { defaultGroup: NoInfer<G> },
): ExperimentDef<G> {
  return def;
}

const ON_OFF = ["control", "enabled"] as const;

/** Every experiment the specs describe, with its default group. */
export const EXPERIMENTS = {
  // auth.md, named by the spec
  web_google_disabled: experiment({
    groups: ON_OFF,
    defaultGroup: "control",
    description: "Turns Google sign-in off: its button opens the 'Oops! Google isn't available' modal.",
    spec: "auth.md §6, §2.3, §8.3",
    named: "spec",
  }),
  web_facebook_disabled: experiment({
    groups: ON_OFF,
    defaultGroup: "control",
    description: "Turns Facebook log-in off: its button opens the 'Oops! Facebook isn't available' modal.",
    spec: "auth.md §6, §2.3, §8.3",
    named: "spec",
  }),
  kr_privacy_consent: experiment({
    groups: ON_OFF,
    defaultGroup: "control",
    description: "Sign-up passes the consents step (Korean privacy consent) before the account is created.",
    spec: "auth.md §4.1, §4.2, §4.5, §6",
    named: "spec",
  }),
  fdbr_teen_compliance: experiment({
    groups: ON_OFF,
    defaultGroup: "control",
    description: "Shows the Florida under-18 notice variant of the terms text.",
    spec: "auth.md §6",
    named: "spec",
  }),
  dweb_unauth_fb_login_account_recovery_flow: experiment({
    groups: ON_OFF,
    defaultGroup: "control",
    description:
      "Facebook log-in of a logged-out desktop-web visitor goes through account recovery: a Facebook account that matches no account opens 'Oops! Something went wrong' instead of registering.",
    spec: "auth.md §1, §4.1, §6, §8.2",
    named: "spec",
  }),
  unauth_dweb_unified_ar: experiment({
    groups: ON_OFF,
    defaultGroup: "control",
    description: "Forgot password sends type 'unified' instead of 'reset'.",
    spec: "auth.md §6, §7",
    named: "spec",
  }),
  dweb_arr_modal_post_fb_login: experiment({
    groups: ON_OFF,
    defaultGroup: "control",
    description: "Shows the account-recovery modal after a Facebook log-in (the spec names it without more detail).",
    spec: "auth.md §6",
    named: "spec",
  }),
  // auth.md, described but not named
  web_google_one_tap: experiment({
    groups: ON_OFF,
    defaultGroup: "control",
    description: "Offers the Google one-tap prompt (only on a supported Chromium-type browser at version 122 or higher).",
    spec: "auth.md §5",
    named: "ours",
  }),
  // business.md, described but not named
  quick_promote_close_window: experiment({
    groups: ON_OFF,
    defaultGroup: "control",
    description: "Closing quick promote closes the window when the history is 1 step or shorter.",
    spec: "business.md §4 Quick promote flow",
    named: "ours",
  }),
  acting_as_off_profile_disabled: experiment({
    groups: ON_OFF,
    defaultGroup: "control",
    description: "Disables acting as another profile when the current page belongs to no profile.",
    spec: "business.md §4 Profile switching",
    named: "ours",
  }),
  pin_creation_disabled: experiment({
    groups: ON_OFF,
    defaultGroup: "control",
    description: "Disables pin creation.",
    spec: "business.md §6",
    named: "ours",
  }),
  idea_pin_creation_disabled: experiment({
    groups: ON_OFF,
    defaultGroup: "control",
    description: "Disables idea-pin creation.",
    spec: "business.md §6",
    named: "ours",
  }),
  video_creation_disabled: experiment({
    groups: ON_OFF,
    defaultGroup: "control",
    description: "Disables video creation.",
    spec: "business.md §6",
    named: "ours",
  }),
  pin_builder_features: experiment({
    groups: ["control", "employees", "enabled"],
    defaultGroup: "control",
    description:
      "Turns on the pin builder's partner features still being tried out (scheduling, shop-the-pin, Pin quality): for employees first, then everyone.",
    spec: "business.md §6",
    named: "ours",
  }),
  affiliate_labels: experiment({
    groups: ["control", "employees", "enabled"],
    defaultGroup: "control",
    description: "Shows affiliate labels, to employees first and then to everyone (also subject to authentication).",
    spec: "business.md §6",
    named: "ours",
  }),
} as const;

export type ExperimentRegistry = Readonly<Record<string, ExperimentDef>>;
export type ExperimentName = keyof typeof EXPERIMENTS;
export type GroupOf<D> = D extends ExperimentDef<infer G> ? G : never;
export type ExperimentGroup<N extends ExperimentName> = GroupOf<(typeof EXPERIMENTS)[N]>;

/**
 * The assignments that apply to one viewer, each a map from experiment name to group: the user's
 * own, the device's (a logged-out visitor's cookie), and those of the viewer's country.
 */
export interface Assignments {
  byUser?: Readonly<Record<string, string>>;
  byDevice?: Readonly<Record<string, string>>;
  byCountry?: Readonly<Record<string, string>>;
}

/**
 * A viewer's group in an experiment: user > device > country > default. An assignment to a group
 * the experiment does not have is ignored, so a stale stored value falls through to the next.
 *
 * @example
 * evaluate(EXPERIMENTS, { byCountry: { kr_privacy_consent: "enabled" } }, "kr_privacy_consent"); // "enabled"
 * evaluate(EXPERIMENTS, {}, "kr_privacy_consent"); // "control"
 */
export function evaluate<R extends ExperimentRegistry, N extends keyof R & string>(
  registry: R,
  assignments: Assignments,
  name: N,
): GroupOf<R[N]> {
  const def = Object.hasOwn(registry, name) ? registry[name] : undefined;
  if (!def) throw new Error(`Unknown experiment: ${name}`);
  for (const source of [assignments.byUser, assignments.byDevice, assignments.byCountry]) {
    const group = source && Object.hasOwn(source, name) ? source[name] : undefined;
    if (group !== undefined && (def.groups as readonly string[]).includes(group)) return group as GroupOf<R[N]>;
  }
  return def.defaultGroup as GroupOf<R[N]>;
}

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, expectTypeOf, test } from "vitest";
import { EXPERIMENTS, evaluate, experiment, type Assignments, type ExperimentGroup } from "~common/platform/experiments";

const SPECS = resolve(import.meta.dirname, "../../../docs/specs");

describe("the registry", () => {
  test("every experiment the specs name is registered as the spec's", () => {
    // auth.md §6 lists them on its experiment lines; saving.md and business.md name none.
    const named = ["auth", "saving", "business"].flatMap((area) =>
      readFileSync(resolve(SPECS, `${area}.md`), "utf8")
        .split("\n")
        .filter((line) => /experiment/i.test(line))
        .flatMap((line) => line.match(/\b[a-z]+(?:_[a-z0-9]+)+\b/g) ?? []),
    );
    expect(new Set(named)).toEqual(
      new Set([
        "web_google_disabled",
        "web_facebook_disabled",
        "kr_privacy_consent",
        "fdbr_teen_compliance",
        "dweb_unauth_fb_login_account_recovery_flow",
        "unauth_dweb_unified_ar",
        "dweb_arr_modal_post_fb_login",
      ]),
    );
    for (const name of named) expect(EXPERIMENTS[name as keyof typeof EXPERIMENTS]?.named, name).toBe("spec");
    const ours = Object.entries(EXPERIMENTS)
      .filter(([, d]) => d.named === "spec")
      .map(([n]) => n);
    expect(new Set(ours)).toEqual(new Set(named));
  });

  test.each(Object.entries(EXPERIMENTS))("%s is well formed", (name, def) => {
    expect(name).toMatch(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/);
    expect(def.groups[0]).toBe("control");
    expect(new Set(def.groups).size).toBe(def.groups.length);
    expect(def.groups).toContain(def.defaultGroup);
    expect(def.description.length).toBeGreaterThan(10);
    expect(def.spec).toMatch(/^(auth|saving|business)\.md §\d/);
  });

  test("groups are typed per experiment", () => {
    expectTypeOf<ExperimentGroup<"kr_privacy_consent">>().toEqualTypeOf<"control" | "enabled">();
    expectTypeOf<ExperimentGroup<"affiliate_labels">>().toEqualTypeOf<"control" | "employees" | "enabled">();
    expectTypeOf(evaluate(EXPERIMENTS, {}, "affiliate_labels")).toEqualTypeOf<"control" | "employees" | "enabled">();
    // @ts-expect-error a default outside the groups does not compile
    experiment({ groups: ["control", "enabled"], defaultGroup: "on", description: "x", spec: "auth.md §6", named: "ours" });
    // @ts-expect-error an unknown experiment does not compile
    expect(() => evaluate(EXPERIMENTS, {}, "no_such_experiment")).toThrow("Unknown experiment: no_such_experiment");
  });
});

describe("evaluate: user > device > country > default", () => {
  const N = "affiliate_labels";
  test.each<[string, Assignments, string]>([
    ["nothing assigned → default", {}, "control"],
    ["empty maps → default", { byUser: {}, byDevice: {}, byCountry: {} }, "control"],
    ["country only", { byCountry: { [N]: "enabled" } }, "enabled"],
    ["device only", { byDevice: { [N]: "employees" } }, "employees"],
    ["user only", { byUser: { [N]: "employees" } }, "employees"],
    ["device beats country", { byDevice: { [N]: "control" }, byCountry: { [N]: "enabled" } }, "control"],
    ["user beats device", { byUser: { [N]: "enabled" }, byDevice: { [N]: "employees" } }, "enabled"],
    [
      "user beats device and country",
      { byUser: { [N]: "control" }, byDevice: { [N]: "employees" }, byCountry: { [N]: "enabled" } },
      "control",
    ],
    ["another experiment's assignment does not count", { byUser: { kr_privacy_consent: "enabled" } }, "control"],
    ["an unknown group is ignored: falls to the device", { byUser: { [N]: "treatment_b" }, byDevice: { [N]: "employees" } }, "employees"],
    ["an unknown group everywhere: default", { byUser: { [N]: "on" }, byDevice: { [N]: "" }, byCountry: { [N]: "ENABLED" } }, "control"],
    ["an inherited property is not an assignment", { byUser: Object.create({ [N]: "enabled" }) as Record<string, string> }, "control"],
  ])("%s", (_, assignments, group) => {
    expect(evaluate(EXPERIMENTS, assignments, N)).toBe(group);
  });

  test("a custom registry with another default", () => {
    const registry = {
      beta: experiment({
        groups: ["control", "enabled"],
        defaultGroup: "enabled",
        description: "A test experiment.",
        spec: "auth.md §6",
        named: "ours",
      }),
    };
    expect(evaluate(registry, {}, "beta")).toBe("enabled");
    expect(evaluate(registry, { byCountry: { beta: "control" } }, "beta")).toBe("control");
  });

  test("names that are Object.prototype properties are unknown experiments, not crashes", () => {
    expect(() => evaluate(EXPERIMENTS, {}, "toString" as never)).toThrow("Unknown experiment: toString");
  });

  test("the defaults: every experiment starts in control", () => {
    for (const name of Object.keys(EXPERIMENTS) as (keyof typeof EXPERIMENTS)[]) expect(evaluate(EXPERIMENTS, {}, name)).toBe("control");
  });
});

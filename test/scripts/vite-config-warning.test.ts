import { describe, expect, test } from "vitest";
import { isExpectedConfigWarning, quietExpectedConfigWarning } from "../../scripts/vite-config-warning";

// The Cloudflare Vite plugin's text (getWarningForWorkersConfigs), as printed for wrangler.toml.
const WARNING = [
  "\n\n\x1b[43mWARNING\x1b[0m: your worker config (at `wrangler.toml`) contains the following configuration options which are ignored since they are not applicable when using Vite:",
  "  - `no_bundle`, `build`, `rules` which are not relevant in the context of a Vite project",
  "",
].join("\n");

describe("the Cloudflare plugin's warning about wrangler-only keys", () => {
  test("the warning naming exactly no_bundle, build and rules is dropped", () => {
    const printed: unknown[][] = [];
    const target = { warn: (...args: unknown[]) => void printed.push(args) };
    quietExpectedConfigWarning(target);
    target.warn(WARNING);
    target.warn("something else", 1);
    expect(printed).toEqual([["something else", 1]]);
  });

  test("a warning naming another key, or another line, still shows", () => {
    expect(isExpectedConfigWarning(WARNING)).toBe(true);
    expect(isExpectedConfigWarning(WARNING.replace("`rules`", "`rules`, `site`"))).toBe(false);
    expect(isExpectedConfigWarning(WARNING.replace("`build`, ", ""))).toBe(false);
    const withAlias = WARNING.replace("\n\n", "\n  - `alias` which is replaced by Vite's `resolve.alias`\n");
    expect(isExpectedConfigWarning(withAlias)).toBe(false);
    expect(isExpectedConfigWarning(undefined)).toBe(false);
  });
});

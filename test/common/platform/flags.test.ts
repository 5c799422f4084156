/** Boolean vars (common/platform/flags.ts): the pages and the API read "on" the same way. */
import { expect, test } from "vitest";
import { booleanVar, devToolsEnabled } from "~common/platform/flags";

test("a boolean var is on only for the exact string 'true'", () => {
  expect(booleanVar("true")).toBe(true);
  for (const off of ["false", "TRUE", "True", "1", "yes", " true", "", undefined, true]) expect(booleanVar(off), String(off)).toBe(false);
});

test("the developer pages follow DEV_TOOLS, off when it is missing", () => {
  expect(devToolsEnabled({ DEV_TOOLS: "true" })).toBe(true);
  expect(devToolsEnabled({ DEV_TOOLS: "false" })).toBe(false);
  expect(devToolsEnabled({})).toBe(false);
});

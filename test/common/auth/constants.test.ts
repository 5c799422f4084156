/**
 * The §3 enumerations are read from auth.md itself, so a change on either side fails here.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "vitest";
import { FLOW_STATES, LOGIN_TYPES, ORIGIN_CODES } from "~common/auth/constants";
import { CONSENT_ANSWERS } from "~common/auth/signup/consent";
import { LOGIN_ASSISTANCE_KINDS } from "~common/auth/rules/error-mapping";

const spec = readFileSync(resolve(import.meta.dirname, "../../../docs/specs/auth.md"), "utf8");

/** "- **Login types:** EMAIL 1, FACEBOOK 2, …" → { EMAIL: 1, … } */
function specEnum(label: string): Record<string, number> {
  const line = spec.split("\n").find((l) => l.startsWith(`- **${label}:**`));
  if (!line) throw new Error(`auth.md §3 has no "${label}" line`);
  const body = line.slice(line.indexOf(":**") + 3).replace(/\.$/, "");
  return Object.fromEntries(
    body.split(",").map((part) => {
      const m = /^\s*(.+?)\s+(\d+)\s*$/.exec(part)!;
      return [m[1]!, Number(m[2])];
    }),
  );
}

test.each([
  ["Login types", LOGIN_TYPES],
  ["Flow states", FLOW_STATES],
  ["Login-assistance kinds", LOGIN_ASSISTANCE_KINDS],
])("%s match auth.md §3", (label, values) => {
  expect(values).toEqual(specEnum(label));
});

test("consent answer values match auth.md §3", () => {
  const m = /Consent answer values: (.+)\./.exec(spec)!;
  const fromSpec = Object.fromEntries(
    m[1]!.split(",").map((p) => {
      const [, words, n] = /^\s*(.+?)\s+(\d+)$/.exec(p)!;
      return [words!.toUpperCase().replace(/ /g, "_"), Number(n)];
    }),
  );
  expect(CONSENT_ANSWERS).toEqual(fromSpec);
});

test("origin codes match auth.md §3", () => {
  const m = /- \*\*Origin codes:\*\* (.+)\./.exec(spec)!;
  expect(Object.values(ORIGIN_CODES).sort()).toEqual(m[1]!.split(", ").sort());
});

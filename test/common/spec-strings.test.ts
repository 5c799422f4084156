/**
 * Every user-facing string the three specs quote must be in its area's message catalogue,
 * verbatim, with the product's name where a spec says "the product" (the platform catalogue
 * counts for every area: it holds the strings the specs share). Placeholders match whatever the
 * catalogue's function puts there ('Welcome back, {name}!' ⇔ (name) => `Welcome back, ${name}!`).
 *
 * The strings not built yet are listed in PENDING, per area. The list must only shrink: a string
 * that is in PENDING but now in the catalogue fails the test until it is removed from PENDING.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { AUTH_API_MESSAGES, AUTH_COPY, AUTH_MESSAGES } from "~common/auth/messages";
import { AUTH_RECOVERY_COPY } from "~common/auth/recovery/messages";
import { FEDERATED_COPY } from "~common/auth/federated/messages";
import { FACEBOOK_COPY } from "~common/auth/facebook/messages";
import { SSO_COPY } from "~common/auth/sso/messages";
import { BUSINESS_COPY, BUSINESS_MESSAGES } from "~common/business/messages";
import { DISCOVERY_COPY } from "~common/business/discovery-messages";
import { PLATFORM_MESSAGES, PRODUCT_NAME } from "~common/platform/messages";
import { SAVING_COPY, SAVING_MESSAGES } from "~common/saving/messages";
import { ORGANIZE_COPY } from "~common/saving/move-pins/messages";
import { SAVE_FLOW_COPY } from "~common/saving/board-picker/messages";

type Area = "auth" | "saving" | "business";
const SPECS = resolve(import.meta.dirname, "../../docs/specs");

const CATALOGUES: Record<Area, object[]> = {
  auth: [AUTH_MESSAGES, AUTH_API_MESSAGES, AUTH_COPY, AUTH_RECOVERY_COPY, FEDERATED_COPY, FACEBOOK_COPY, SSO_COPY, PLATFORM_MESSAGES],
  saving: [SAVING_MESSAGES, SAVING_COPY, SAVE_FLOW_COPY, ORGANIZE_COPY, PLATFORM_MESSAGES],
  business: [BUSINESS_MESSAGES, BUSINESS_COPY, DISCOVERY_COPY, PLATFORM_MESSAGES],
};

/** Quoted things in the specs that are identifiers or values, not text a person reads. */
const NOT_TEXT = new Set(["aec", "unified", "reset", "!", "quick_promote", "pin", "modal", "10", "30"]);

/** Spec strings not in the catalogues yet: the honest to-do. Remove a line when its string lands. */
const PENDING: Record<Area, string[]> = {
  auth: [],
  saving: [],
  business: [],
};

/** Quoted strings of a spec: '…' (apostrophes inside words allowed) and "…". */
export function quotedStrings(markdown: string): string[] {
  const re = /(?:(?<=^)|(?<=[\s([]))'(.+?)'(?=[\s.,;:|)\]!?]|$)|"([^"\n]+?)"(?=[\s.,;:|)\]!?]|$)/gm;
  return [...new Set([...markdown.matchAll(re)].map((m) => (m[1] ?? m[2])!))];
}

/** Product name in, placeholders ({name}, {{ boardName }}, N) reduced to "{}". */
export function normalise(text: string): string {
  return text
    .replace(/\bthe product\b/g, PRODUCT_NAME)
    .replace(/\{\{\s*\w+\s*\}\}|\{\w+\}/g, "{}")
    .replace(/\band N more\b/g, "and {} more");
}

/** Every string of the catalogues, functions called with "{}" for each parameter. */
function catalogueTexts(area: Area): Set<string> {
  const texts = new Set<string>();
  for (const catalogue of CATALOGUES[area]) {
    for (const value of Object.values(catalogue)) {
      if (typeof value === "string") texts.add(normalise(value));
      else if (typeof value === "function") texts.add(normalise(String(value(...Array(value.length).fill("{}")))));
    }
  }
  return texts;
}

/** In the catalogue as one entry, or as two entries shown side by side ("Already a member? Log in"). */
function inCatalogue(text: string, texts: Set<string>): boolean {
  if (texts.has(text)) return true;
  for (const a of texts) if (text.startsWith(`${a} `) && texts.has(text.slice(a.length + 1))) return true;
  return false;
}

describe.each(["auth", "saving", "business"] as const)("%s.md", (area) => {
  const quoted = quotedStrings(readFileSync(resolve(SPECS, `${area}.md`), "utf8"))
    .filter((s) => !NOT_TEXT.has(s))
    .map(normalise);
  const texts = catalogueTexts(area);
  const missing = [...new Set(quoted.filter((s) => !inCatalogue(s, texts)))];

  test("every quoted string is in the catalogue or listed as pending", () => {
    expect(missing.filter((s) => !PENDING[area].includes(s))).toEqual([]);
  });

  test("the pending list only holds strings still missing (remove what has landed)", () => {
    expect(PENDING[area].filter((s) => !missing.includes(s))).toEqual([]);
  });
});

test("quoted strings are found with apostrophes inside and placeholders normalised", () => {
  expect(quotedStrings("shows 'Looks like you're already on the product'. and \"Keep typing!\" (prompt)")).toEqual([
    "Looks like you're already on the product",
    "Keep typing!",
  ]);
  expect(normalise("Saved to {{ sectionName }} in {{ boardName }}")).toBe("Saved to {} in {}");
  expect(normalise("Join {name} on the product for more ideas")).toBe(`Join {} on ${PRODUCT_NAME} for more ideas`);
});

/** The text rule of every request's text fields (common/platform/text.ts). */
import { expect, test } from "vitest";
import { isWellFormedText, normalizeText, userText } from "~common/platform/text";

test.each([
  ["plain", "Weeknight dinners"],
  ["tab and line breaks", "Line one\r\nline two\tend\n"],
  ["a surrogate pair (emoji)", "Pasta night 🍝"],
  ["right-to-left script", "وصفات سريعة"],
  ["combining marks", "Cafe\u0301"],
  ["empty", ""],
])("accepted: %s", (_what, value) => {
  expect(isWellFormedText(value)).toBe(true);
});

test.each([
  ["a lone high surrogate", "\ud800"],
  ["a lone low surrogate", "a\udc00b"],
  ["a reversed pair", "\udc00\ud800"],
  ["NUL", "tag\u0000name"],
  ["escape", "\u001b[31mred"],
  ["DEL", "a\u007f"],
  ["a C1 control", "a\u0085"],
  ["right-to-left override", "evil\u202Etxt.exe"],
  ["left-to-right isolate", "a\u2066b"],
])("refused: %s", (_what, value) => {
  expect(isWellFormedText(value)).toBe(false);
});

test("user text is stored with \\n line breaks and in NFC", () => {
  expect(normalizeText("Cafe\u0301\r\nmenu\rend")).toBe("Caf\u00e9\nmenu\nend");
  expect(userText(100).parse("Cafe\u0301")).toBe("Caf\u00e9");
  expect(userText(100).safeParse("\ud800").success).toBe(false);
});

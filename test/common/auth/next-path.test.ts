import { expect, test } from "vitest";
import { safeNextPath } from "~common/auth/rules/next-path";

test.each([
  ["/pin/123/", "/pin/123/"],
  ["%2Fpin%2F123%2F%3Fa%3D1", "/pin/123/?a=1"],
  ["/search/?q=red%20shoes#top", "/search/?q=red%20shoes#top"],
  ["/business/create", "/business/create"],
])("same-origin path %j → %j", (next, expected) => {
  expect(safeNextPath(next)).toBe(expected);
});

test.each([
  null,
  "",
  "//evil.example",
  "//evil.example/path",
  "/\\evil.example",
  "\\\\evil.example",
  "https://evil.example",
  "https:evil.example",
  "http:/evil.example",
  "javascript:alert(1)",
  "%2F%2Fevil.example",
  "%252F%252Fevil.example",
  "/%5Cevil.example",
  "%2F%5Cevil.example",
  "/\t/evil.example",
  "/%09/evil.example",
  "/%0d%0a/evil.example",
  "evil.example",
  "%E0%A4%A", // malformed escape
  "%25252525252525252F%2Fevil.example",
])("off-site or malformed %j → /", (next) => {
  expect(safeNextPath(next)).toBe("/");
});

test("the auth pages themselves are never a destination (§2.5)", () => {
  expect(safeNextPath("/login")).toBe("/");
  expect(safeNextPath("/signup?next=/x")).toBe("/");
  expect(safeNextPath("/add-account/2")).toBe("/");
  expect(safeNextPath("/loginhelp")).toBe("/loginhelp");
});

test("a custom fallback is used when next is unsafe", () => {
  expect(safeNextPath("//evil.example", "/ideas/")).toBe("/ideas/");
});

import fc from "fast-check";
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
  // Paths on their face that normalise to //host: dot segments, encoded dots and slashes.
  "/.//evil.example",
  "/./%2Fevil.example",
  "/%2E//evil.example",
  "/%2e%2e//evil.example",
  "/a/..//evil.example",
  "/a/%2E%2E/%2F/evil.example",
  "%2F.%2F%2Fevil.example",
  "/./\\evil.example",
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

/** The origin the helper's answer is resolved against, as a browser resolves a Location. */
const ORIGIN = "https://pinboard.example";
const sameOrigin = (next: string) => new URL(safeNextPath(next), ORIGIN).origin === ORIGIN;

test("property: whatever next is, the browser-resolved target is same-origin", () => {
  // The characters redirect tricks are made of, percent-encoded or not, in any order.
  const piece = fc.constantFrom(
    "/",
    "\\",
    ".",
    "..",
    "%2F",
    "%2f",
    "%5C",
    "%2E",
    "%2e",
    "%25",
    "%09",
    "%0a",
    "evil.example",
    "@",
    ":",
    "https:",
    "?",
    "#",
    " ",
    "\t",
    "a",
  );
  fc.assert(
    fc.property(
      fc.array(piece, { maxLength: 12 }).map((parts) => parts.join("")),
      sameOrigin,
    ),
    { numRuns: 5000 },
  );
  fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 40 }), sameOrigin), { numRuns: 2000 });
});

import { describe, expect, test } from "vitest";
import {
  containsProductName,
  failsFreeMailCheck,
  isDeliverableEmail,
  isExampleDomainEmail,
  isEmailFormat,
  normalizeEmail,
} from "~common/auth/rules/email";

test("normalizeEmail trims and lower-cases", () => {
  expect(normalizeEmail("  Jane.Doe@Example.COM ")).toBe("jane.doe@example.com");
});

test("format follows §5: word chars and symbols, @, dotted labels", () => {
  expect(isEmailFormat("a.b-c+d@x-y.example.org")).toBe(true);
  expect(isEmailFormat("a@b")).toBe(false);
  expect(isEmailFormat("a@@b.co")).toBe(false);
  expect(isEmailFormat("a@b_c.co")).toBe(false);
});

test.each([
  ["jane@example.com", true],
  ["jane.doe@gmail.com", true],
  ["jd@gmail.com", false], // gmail needs 6+ characters
  ["jane..doe@example.com", false],
  [".jane@example.com", false],
  ["jane@-example.com", false],
  ["jane@example.c0m", false],
  ["jane@example.c", false],
  ["jane@mailinator.com", false],
  ["jane@host.invalid", false],
  [`${"a".repeat(65)}@example.com`, false],
  [`a@${"b".repeat(250)}.com`, false],
])("isDeliverableEmail(%j) = %s", (email, expected) => {
  expect(isDeliverableEmail(email)).toBe(expected);
});

test("free-mail check only applies to the listed providers", () => {
  expect(failsFreeMailCheck("ab@gmail.com")).toBe(true);
  expect(failsFreeMailCheck("ab@example.com")).toBe(false);
  expect(failsFreeMailCheck("1abc@hotmail.com")).toBe(true);
});

test("containsProductName looks at the local part only", () => {
  expect(containsProductName("pinboardfan@example.com")).toBe(true);
  expect(containsProductName("jane@pinboard.example")).toBe(false);
});

describe("isExampleDomainEmail (RFC 2606: the provider-state credential's verification accounts)", () => {
  test.each(["jane@example.com", "JANE@Example.COM", "a@example.net", "a@example.org", "a@mail.example.com", "pact.x@acme.example"])(
    "%s is at an example domain",
    (email) => {
      expect(isExampleDomainEmail(email)).toBe(true);
    },
  );
  test.each([
    "jane@gmail.com",
    "jane@example.co",
    "jane@notexample.com",
    "jane@example.com.evil.io",
    "jane@example-com.net",
    "example.com",
    "jane@exampleexample",
  ])("%s is not", (email) => {
    expect(isExampleDomainEmail(email)).toBe(false);
  });
});

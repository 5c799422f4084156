/** A pin link's domain (common/saving/rules/link.ts). */
import { expect, test } from "vitest";
import { linkDomain } from "~common/saving/rules/link";

test.each([
  ["https://www.Example.com/recipes/1", "example.com"],
  ["http://blog.example.org", "blog.example.org"],
  ["https://www.example.co.uk:8443/x?y#z", "example.co.uk"],
  ["javascript:alert(1)", null],
  ["ftp://example.com/file", null],
  ["example.com", null],
  ["", null],
])("%s → %s", (link, domain) => {
  expect(linkDomain(link)).toBe(domain);
});

import { describe, expect, test } from "vitest";
import { AUDIENCE_SIZE_FLOOR, LIST_HASHES_TOTAL_MAX, listEmails, matchesAudiences, shownSize } from "~common/business/audiences";

describe("shownSize", () => {
  test("none under the floor; two significant figures, rounded down, above it", () => {
    expect(shownSize(0)).toBeNull();
    expect(shownSize(AUDIENCE_SIZE_FLOOR - 1)).toBeNull();
    expect(shownSize(AUDIENCE_SIZE_FLOOR)).toBe(100);
    expect(shownSize(149)).toBe(140);
    expect(shownSize(1_234)).toBe(1_200);
    expect(shownSize(98_765)).toBe(98_000);
  });
});

describe("matchesAudiences", () => {
  const ready = (id: number, mode: "include" | "exclude") => ({ id, mode, ready: true });
  test("no audiences: everyone; targeted: members of a READY one; excluded: never its members", () => {
    expect(matchesAudiences([], new Set())).toBe(true);
    expect(matchesAudiences([ready(1, "include")], new Set())).toBe(false);
    expect(matchesAudiences([ready(1, "include"), ready(2, "include")], new Set([2]))).toBe(true);
    expect(matchesAudiences([{ id: 1, mode: "include", ready: false }], new Set([1]))).toBe(false);
    expect(matchesAudiences([ready(1, "include"), ready(2, "exclude")], new Set([1, 2]))).toBe(false);
    expect(matchesAudiences([{ id: 2, mode: "exclude", ready: false }], new Set([2])), "a small exclusion still excludes").toBe(false);
    expect(matchesAudiences([ready(2, "exclude")], new Set())).toBe(true);
  });
});

describe("listEmails", () => {
  test("one a line or an email column; lower-cased, trimmed, once each; the rest counted", () => {
    expect(listEmails(" Ana@Example.com \nnot one\nana@example.com\n\nbo@ex.org")).toEqual({
      emails: ["ana@example.com", "bo@ex.org"],
      skipped: 1,
    });
    expect(listEmails('\uFEFFname,Email\r\n"Ana, C",ANA@example.com\r\nBo,\r\n')).toEqual({ emails: ["ana@example.com"], skipped: 0 });
  });
  test("bounded: past the list's total, or unreadable, it says so", () => {
    const many = Array.from({ length: LIST_HASHES_TOTAL_MAX + 1 }, (_, i) => `p${i}@ex.org`).join("\n");
    expect(listEmails(many)).toEqual({ error: "TOO_MANY" });
    expect(listEmails('email\n"unterminated')).toEqual({ error: "UNREADABLE" });
  });
});

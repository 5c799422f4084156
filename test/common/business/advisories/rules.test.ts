/**
 * common/business/advisories/rules.ts: which notices are shown (style 2) and a description's text
 * tags as links; and migration 0022's example notices satisfy the contract, their tags in range.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { bannerNotices, isSafeNoticeLink, noticeSegments } from "~common/business/advisories/rules";
import { NoticeSchema, type Notice } from "~common/business/advisories/schemas";

const tag = (offset: number, length: number, link = "https://findahelpline.com/", tagType = 5) => ({ tagType, offset, length, link });
const notice = (style: number): Notice => ({
  id: String(style),
  style,
  title: "t",
  description: { text: "x", textTags: [] },
  actions: [],
  footer: null,
});

describe("noticeSegments", () => {
  test("tagType 5 puts a link over its characters; the rest stays text; the whole text is covered", () => {
    expect(noticeSegments({ text: "If you need help, find a helpline near you.", textTags: [tag(18, 15)] })).toEqual([
      { text: "If you need help, " },
      { text: "find a helpline", link: "https://findahelpline.com/" },
      { text: " near you." },
    ]);
  });

  test("several tags in any order; one at the very start and one at the very end", () => {
    expect(noticeSegments({ text: "abcdef", textTags: [tag(4, 2, "/b"), tag(0, 2, "/a")] })).toEqual([
      { text: "ab", link: "/a" },
      { text: "cd" },
      { text: "ef", link: "/b" },
    ]);
  });

  test("tags of other types, out of range, overlapping or with unsafe links are dropped", () => {
    const text = "0123456789";
    expect(
      noticeSegments({
        text,
        textTags: [
          tag(0, 3, "/ok", 4),
          tag(8, 5),
          tag(2, 4, "/first"),
          tag(4, 3, "/overlap"),
          tag(7, 1, "javascript:alert(1)"),
          tag(9, 1, "//evil.example"),
        ],
      }),
    ).toEqual([{ text: "01" }, { text: "2345", link: "/first" }, { text: "6789" }]);
  });

  test("no tags: the text", () => {
    expect(noticeSegments({ text: "plain", textTags: [] })).toEqual([{ text: "plain" }]);
    expect(noticeSegments({ text: "", textTags: [] })).toEqual([]);
  });
});

test("isSafeNoticeLink: http(s) and this site's paths only", () => {
  expect(isSafeNoticeLink("https://a.example/x")).toBe(true);
  expect(isSafeNoticeLink("http://a.example/x")).toBe(true);
  expect(isSafeNoticeLink("/search/pins/?q=x")).toBe(true);
  for (const bad of ["javascript:alert(1)", "data:text/html,x", "//evil.example", "/\\evil.example", "mailto:a@b.c", "not a url"]) {
    expect(isSafeNoticeLink(bad), bad).toBe(false);
  }
});

test("bannerNotices: style 2 only (business.md §2)", () => {
  expect(bannerNotices(null)).toEqual([]);
  const s = {
    advisory: "a",
    severity: 1 as const,
    advisory_type: "first_party" as const,
    resource_country: null,
    advisory_details: "",
    notices: [notice(1), notice(2), notice(3)],
  };
  expect(bannerNotices(s).map((n) => n.style)).toEqual([2]);
});

test("migration 0022's example notices satisfy the Notice contract and their tags fit their text", () => {
  const sql = readFileSync(resolve(import.meta.dirname, "../../../../migrations/0022_search_advisories.sql"), "utf8");
  const examples = [...sql.matchAll(/json\('(\[.*?\])'\)/gs)].map((m) => JSON.parse(m[1]!.replace(/''/g, "'")) as unknown[]);
  expect(examples).toHaveLength(3);
  for (const list of examples) {
    for (const raw of list) {
      const n = NoticeSchema.parse(raw);
      for (const t of n.description.textTags) expect(t.offset + t.length).toBeLessThanOrEqual(n.description.text.length);
      expect(
        noticeSegments(n.description)
          .map((s) => s.text)
          .join(""),
      ).toBe(n.description.text);
    }
  }
});

import { expect, test } from "vitest";
import { linkify, receivedAt } from "~app/routes/dev/mailbox-format";

test("links in a text body become parts of their own, without trailing punctuation", () => {
  expect(linkify("Open http://127.0.0.1:5173/password/reset/abc now.")).toEqual([
    { text: "Open " },
    { href: "http://127.0.0.1:5173/password/reset/abc" },
    { text: " now." },
  ]);
  expect(linkify("(see https://example.com/a?b=1).")).toEqual([{ text: "(see " }, { href: "https://example.com/a?b=1" }, { text: ")." }]);
  expect(linkify("line\nhttps://a.example/x\nnext")).toEqual([{ text: "line\n" }, { href: "https://a.example/x" }, { text: "\nnext" }]);
});

test("only http(s) becomes a link; text without one is one part", () => {
  expect(linkify("javascript:alert(1) and ftp://x")).toEqual([{ text: "javascript:alert(1) and ftp://x" }]);
  expect(linkify("")).toEqual([]);
});

test("times read the same on the server and in the browser (UTC)", () => {
  expect(receivedAt(Date.UTC(2026, 10, 22, 9, 15, 3, 500))).toBe("2026-11-22 09:15:03 UTC");
});

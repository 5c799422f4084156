/** The share sheet's links (common/saving/share/links.ts): each network's own share URL, encoded. */
import { expect, test } from "vitest";
import { shareLinks, wantsShareSheet } from "~common/saving/share";

const URL_ = "https://pinboard.example/pin/12/";

test("every network gets the page URL, encoded, and plain https share pages (no script)", () => {
  const links = shareLinks(URL_, "Lemon & pasta");
  expect(links.map((l) => l.network)).toEqual(["email", "facebook", "x", "whatsapp", "reddit", "linkedin", "telegram"]);
  for (const link of links.slice(1)) {
    expect(link.href).toMatch(/^https:\/\//);
    expect(decodeURIComponent(link.href.replace(/\+/g, " "))).toContain(URL_);
  }
  expect(links.find((l) => l.network === "facebook")!.href).toBe(
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL_)}`,
  );
  expect(new URL(links.find((l) => l.network === "x")!.href).searchParams.get("text")).toBe("Lemon & pasta");
});

test("email: a mailto: with the title as subject and the link in the body, %20 not +", () => {
  const email = shareLinks(URL_, "Lemon pasta")[0]!.href;
  expect(email).toBe(`mailto:?subject=Lemon%20pasta&body=Lemon%20pasta%0A${encodeURIComponent(URL_)}`);
});

test("?share=true (the save-success Send) and ?share=1 open the sheet; anything else does not", () => {
  expect(wantsShareSheet(new URLSearchParams("share=true"))).toBe(true);
  expect(wantsShareSheet(new URLSearchParams("share=1"))).toBe(true);
  for (const q of ["", "share=false", "share=", "share=yes"]) expect(wantsShareSheet(new URLSearchParams(q))).toBe(false);
});

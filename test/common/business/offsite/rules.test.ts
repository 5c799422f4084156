/** common/business/offsite/rules.ts: which links are checked, what the check answers, where a Pin's link points. */
import { describe, expect, test } from "vitest";
import {
  hostCandidates,
  isNonPublicHost,
  keepsLinkClosed,
  offsiteHref,
  offsiteStatus,
  parseLink,
  sameLink,
} from "~common/business/offsite/rules";

describe("parseLink", () => {
  test("http(s) only, as the URL parser writes it", () => {
    expect(parseLink(" HTTPS://Example.COM./a b?x=1#f ")).toEqual({
      url: "https://example.com./a%20b?x=1#f",
      host: "example.com",
      hasCredentials: false,
    });
    expect(parseLink("https://u:p@example.com/")?.hasCredentials).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "file:///etc/passwd",
      "ftp://a.example/",
      "//a.example/",
      "/x",
      "",
      "http://",
    ]) {
      expect(parseLink(bad), bad).toBeNull();
    }
  });
});

describe("isNonPublicHost", () => {
  test.each([
    "localhost",
    "a.localhost",
    "printer.local",
    "metadata.google.internal",
    "nas.home.arpa",
    "intranet",
    "127.0.0.1",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.0.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "[::1]",
    "[::]",
    "[fe80::1]",
    "[fc00::1]",
    "[fd12:3456::1]",
    "[ff02::1]",
    "[::ffff:10.0.0.1]",
    "[::ffff:7f00:1]",
  ])("%s is not public", (host) => expect(isNonPublicHost(host)).toBe(true));
  test.each(["example.com", "8.8.8.8", "172.32.0.1", "100.128.0.1", "[2001:db8::1]", "[::ffff:8.8.8.8]", "local.example"])(
    "%s is public",
    (host) => expect(isNonPublicHost(host)).toBe(false),
  );
});

test("hostCandidates: the host without www., then each parent with two labels or more", () => {
  expect(hostCandidates("www.a.b.example")).toEqual(["a.b.example", "b.example"]);
  expect(hostCandidates("example.com")).toEqual(["example.com"]);
});

test("sameLink ignores the spelling of scheme and host and the fragment, not the path or query", () => {
  expect(sameLink("https://Shop.example/a?x=1", "HTTPS://shop.example/a?x=1#top")).toBe(true);
  expect(sameLink("https://shop.example/a?x=1", "https://shop.example/a?x=2")).toBe(false);
  expect(sameLink("https://shop.example/a", "javascript:x")).toBe(false);
});

describe("offsiteStatus", () => {
  const link = (url: string) => parseLink(url)!;
  test("the strongest of the list's status, a non-public host, credentials, not the Pin's link", () => {
    expect(offsiteStatus(link("https://shop.example/x"), { listed: null, pinLink: "https://shop.example/x" })).toBe("ok");
    expect(offsiteStatus(link("https://shop.example/x"), { listed: null })).toBe("ok");
    expect(offsiteStatus(link("https://shop.example/x"), { listed: "porn", pinLink: "https://shop.example/x" })).toBe("porn");
    expect(offsiteStatus(link("https://shop.example/x"), { listed: null, pinLink: "https://shop.example/y" })).toBe("suspicious");
    expect(offsiteStatus(link("https://shop.example/x"), { listed: null, pinLink: null })).toBe("suspicious");
    expect(offsiteStatus(link("https://a@shop.example/x"), { listed: null })).toBe("suspicious");
    expect(offsiteStatus(link("http://10.0.0.1/"), { listed: "suspicious" })).toBe("blocked");
    expect(offsiteStatus(link("https://shop.example/x"), { listed: "porn", pinLink: "https://other.example/" })).toBe("porn");
    expect(offsiteStatus(link("https://shop.example/x"), { listed: "blocked" })).toBe("blocked");
  });

  test("blocked, suspicious and porn keep the link closed (business.md §4)", () => {
    expect((["ok", "blocked", "suspicious", "porn"] as const).map(keepsLinkClosed)).toEqual([false, true, true, true]);
  });
});

test("offsiteHref: through /offsite/ with the link and the Pin", () => {
  expect(offsiteHref("https://shop.example/x?a=1&b=2", "42")).toBe("/offsite/?url=https%3A%2F%2Fshop.example%2Fx%3Fa%3D1%26b%3D2&pin=42");
});

import { describe, expect, test } from "vitest";
import { TYPO_SUGGESTION_MAX_LENGTH } from "~common/auth/constants";
import { AUTH_MESSAGES } from "~common/auth/messages";
import { COMMON_DOMAINS, editDistance, suggestEmail } from "~common/auth/signup/typo";

describe("editDistance (optimal string alignment)", () => {
  test.each([
    ["", "", 0],
    ["", "abc", 3],
    ["abc", "", 3],
    ["gmail.com", "gmail.com", 0],
    ["gmial.com", "gmail.com", 1], // one swap
    ["gmal.com", "gmail.com", 1], // one insertion
    ["gmaill.com", "gmail.com", 1], // one deletion
    ["gnail.com", "gmail.com", 1], // one substitution
    ["yaho.com", "yahoo.com", 1],
    ["hotmial.cmo", "hotmail.com", 2], // two swaps
    ["ca", "abc", 3], // OSA does not edit a transposed pair again
    ["kitten", "sitting", 3],
  ])("%j ↔ %j = %i", (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });
});

describe("suggestEmail (§5)", () => {
  test.each([
    // (a) gmail: a non-.com ending, or 1–2 edits away and starting with g
    ["someone@gmial.com", "someone@gmail.com"],
    ["jane@gmail.co", "jane@gmail.com"],
    ["jane@gmail.con", "jane@gmail.com"],
    ["jane@gmail.co.uk", "jane@gmail.com"],
    ["jane@gmail.de", "jane@gmail.com"],
    ["jane@gmailcom", "jane@gmail.com"],
    ["jane@gmail", "jane@gmail.com"],
    ["jane@gmai.co", "jane@gmail.com"], // 2 edits
    ["jane@gnail.com", "jane@gmail.com"],
    ["jane@gamil.com", "jane@gmail.com"],
    // (b) a common domain 1–2 edits away with the same first letter
    ["x@yaho.com", "x@yahoo.com"],
    ["x@yahoo.co", "x@yahoo.com"], // .com is listed before yahoo.ca at the same distance
    ["x@hotmial.com", "x@hotmail.com"],
    ["x@hotmail.cm", "x@hotmail.com"], // "cm" is a .com typo, not a region
    ["x@outlok.com", "x@outlook.com"],
    ["x@iclod.com", "x@icloud.com"],
    ["x@protonmial.com", "x@protonmail.com"],
    ["x@gmx.co", "x@gmx.com"],
    ["x@comcast.ent", "x@comcast.net"],
    ["x@yahooo.co.uk", "x@yahoo.co.uk"], // a regional common domain is corrected like any other
    // (b) more than 3 parts: the common domain inside
    ["x@gmx.com.mail.example", "x@gmx.com"],
    ["x@mail.yahoo.co.uk.example", "x@yahoo.co.uk"],
    // the local part is kept as typed, the domain suggested in lower case
    ["Jane.Doe+pins@GMIAL.COM", "Jane.Doe+pins@gmail.com"],
    ["  jane@yaho.com  ", "jane@yahoo.com"],
    ["a@b@gmial.com", "a@b@gmail.com"], // the domain is after the last @
  ])("%j → %j", (email, suggestion) => {
    expect(suggestEmail(email)).toBe(suggestion);
  });

  test.each([
    ["x@example.com", "not near any common domain"],
    ["x@gmail.com", "exactly gmail"],
    ["x@yahoo.com", "exactly a common domain"],
    ["x@hotmail.co.uk", "a listed regional domain"],
    ["x@googlemail.com", "starts with g but is itself common"],
    ["x@yahoo.nl", "a regional variant is not corrected to another region"],
    ["x@hotmail.be", "a regional variant is not corrected to another region"],
    ["x@tahoo.com", "1 edit from yahoo.com but another first letter"],
    ["x@otmail.com", "1 edit from hotmail.com but another first letter"],
    ["x@gxmail.net", "starts with g but 3 edits from gmail.com and far from gmx.net"],
    ["x@a.b.c.d.com", "more than 3 parts with no common domain inside"],
    ["x@mail.cs.example.edu", "more than 3 parts with no common domain inside"],
    ["x@mail.corp.acme.com", "inside runs must be exact, not near (mail.corp ≠ mail.com)"],
    ["x@sub.example.co.uk", "4 parts, none of them a common domain"],
    ["no-at-sign", "not an email"],
    ["@gmial.com", "no local part"],
    ["jane@", "no domain"],
    ["", "empty"],
  ])("%j → null (%s)", (email) => {
    expect(suggestEmail(email)).toBeNull();
  });

  test("only emails under 60 characters get a suggestion (§9)", () => {
    const local = (n: number) => "a".repeat(n - "@gmial.com".length);
    expect(local(59).length + "@gmial.com".length).toBe(59);
    expect(suggestEmail(`${local(59)}@gmial.com`)).toBe(`${local(59)}@gmail.com`);
    expect(suggestEmail(`${local(TYPO_SUGGESTION_MAX_LENGTH)}@gmial.com`)).toBeNull();
    expect(suggestEmail(`${local(61)}@gmial.com`)).toBeNull();
  });

  test("the common domains are unique, lower case and well formed", () => {
    expect(new Set(COMMON_DOMAINS).size).toBe(COMMON_DOMAINS.length);
    for (const d of COMMON_DOMAINS) expect(d).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });

  test("no common domain is ever 'corrected' to another", () => {
    for (const d of COMMON_DOMAINS) expect(suggestEmail(`jane@${d}`)).toBeNull();
  });

  test("the suggestion reads through the catalogue", () => {
    expect(AUTH_MESSAGES.didYouMean(suggestEmail("jane@gmial.com")!)).toBe("Did you mean jane@gmail.com?");
  });
});

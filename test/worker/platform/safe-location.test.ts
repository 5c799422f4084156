/** The last check of a page's Location (worker/platform/safe-location.ts). */
import { expect, test } from "vitest";
import { sameSiteLocation } from "~worker/platform/safe-location";

const answer = (location: string) => new Response(null, { status: 302, headers: { location } });

test.each(["//evil.example", "//evil.example/path?x=1", "/\\evil.example", "\\\\evil.example", "\\/evil.example"])(
  "%j becomes /",
  (location) => {
    expect(sameSiteLocation(answer(location)).headers.get("location")).toBe("/");
  },
);

test.each(["/", "/pin/1/", "/search/pins/?q=a//b", "https://accounts.google.example/o/oauth2/auth?x=1", "http://www.recipes.example/idea"])(
  "%j is kept",
  (location) => {
    expect(sameSiteLocation(answer(location)).headers.get("location")).toBe(location);
  },
);

test("the status and other headers stay", () => {
  const res = sameSiteLocation(new Response(null, { status: 303, headers: { location: "//evil.example", "set-cookie": "a=1" } }));
  expect(res.status).toBe(303);
  expect(res.headers.get("set-cookie")).toBe("a=1");
});

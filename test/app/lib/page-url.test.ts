import { expect, test } from "vitest";
import { pageUrl } from "~app/lib/page-url.server";

const of = (url: string) => pageUrl(new Request(url)).href;

test.each([
  ["https://x.test/ana/garden/_.data?auth=signup&_routes=root", "https://x.test/ana/garden/?auth=signup"],
  ["https://x.test/pin/12.data?save_pin=3", "https://x.test/pin/12?save_pin=3"],
  ["https://x.test/_.data", "https://x.test/"],
  ["https://x.test/ana/garden/?q=1", "https://x.test/ana/garden/?q=1"],
  ["https://x.test/notes.data.txt", "https://x.test/notes.data.txt"],
])("pageUrl(%s) is the page's own URL", (input, want) => {
  expect(of(input)).toBe(want);
});

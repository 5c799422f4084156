/** app/routes/saving/hashtags/hashtag-flyout.tsx stillMatching: while a look-up is on its way, the last answer narrowed to the tag as typed now. */
import { expect, test } from "vitest";
import { stillMatching } from "~app/routes/saving/hashtags/hashtag-flyout";

const answer = [
  { query: "#vegan", pin_count: 3 },
  { query: "#Vegetables", pin_count: 1 },
  { query: "#végétal", pin_count: 1 },
];

test("the answers that begin with the tag typed now, compared case- and accent-insensitively", () => {
  expect(stillMatching(answer, "veg").map((i) => i.query)).toEqual(["#vegan", "#Vegetables", "#végétal"]);
  expect(stillMatching(answer, "VEGE").map((i) => i.query)).toEqual(["#Vegetables", "#végétal"]);
  expect(stillMatching(answer, "vegan").map((i) => i.query)).toEqual(["#vegan"]);
  expect(stillMatching(answer, "vegans")).toEqual([]);
});

test("no tag at the caret: nothing", () => {
  expect(stillMatching(answer, null)).toEqual([]);
});

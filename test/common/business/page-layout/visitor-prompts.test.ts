/** common/business/page-layout/visitor-prompts.ts: the prompt in place of Follow, and the Pins-seen counter. */
import { expect, test } from "vitest";
import { VISITOR_PROMPT_AFTER_PINS } from "~common/business/page-layout/constants";
import { VISITOR_PROMPTS } from "~common/business/discovery-messages";
import { almostThere, followPrompt, pinsSeen, recordPinSeen } from "~common/business/page-layout/visitor-prompts";

test("in place of Follow: nothing for a logged-in viewer; 'Log in to follow' or, when the remembered account follows, 'Log in to unfollow'", () => {
  expect(followPrompt({ loggedIn: true, followedByMe: true })).toBeNull();
  expect(followPrompt({ loggedIn: false, followedByMe: false })).toBe("follow");
  expect(followPrompt({ loggedIn: false, followedByMe: true })).toBe("unfollow");
  expect(VISITOR_PROMPTS[followPrompt({ loggedIn: false, followedByMe: true })!]).toBe("Log in to unfollow");
});

test("each Pin counts once; the counter survives a value that is not its own by starting again", () => {
  let stored: string | null = null;
  const counts: number[] = [];
  for (const id of ["1", "2", "1", "3"]) {
    const next = recordPinSeen(stored, id);
    stored = next.stored;
    counts.push(next.count);
  }
  expect(counts).toEqual([1, 2, 2, 3]);
  expect(pinsSeen(stored)).toBe(3);
  for (const bad of [null, "", "garbage", '{"n":-1,"ids":[]}', '{"n":2,"ids":[1]}', '{"n":"2","ids":[]}', "[]"]) {
    expect(recordPinSeen(bad, "9").count, String(bad)).toBe(1);
    expect(pinsSeen(bad)).toBe(0);
  }
});

test(`'You're almost there!' after ${VISITOR_PROMPT_AFTER_PINS} Pins`, () => {
  let stored: string | null = null;
  const shown: boolean[] = [];
  for (let i = 1; i <= VISITOR_PROMPT_AFTER_PINS + 1; i++) {
    stored = recordPinSeen(stored, String(i)).stored;
    shown.push(almostThere(pinsSeen(stored)));
  }
  expect(shown.indexOf(true)).toBe(VISITOR_PROMPT_AFTER_PINS - 1);
  expect(shown.slice(VISITOR_PROMPT_AFTER_PINS - 1).every(Boolean)).toBe(true);
});

test("the counter keeps a bounded list of ids however many Pins are opened", () => {
  let stored: string | null = null;
  for (let i = 0; i < 500; i++) stored = recordPinSeen(stored, String(i)).stored;
  expect(pinsSeen(stored)).toBe(500);
  expect(stored!.length).toBeLessThan(200);
});

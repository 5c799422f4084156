/**
 * The collaborator rules (common/saving/collaborators/rules.ts, face-pile.ts): saving.md §5 invite prompts
 * ("Keep typing!", "Click to send!", "Done!"), §4 the invite queue's toggle, §9 the face pile (at
 * most 3 names, then "and N more").
 */
import { describe, expect, test } from "vitest";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { SAVING_COPY } from "~common/saving/messages";
import { invitePrompt, isInviteEmail, stillSuggested, toggleCandidate, type InviteCandidate } from "~common/saving/collaborators/rules";
import { facePile, facePileText } from "~common/saving/collaborators/face-pile";

const ben: InviteCandidate = { kind: "email", id: "ben@example.com", label: "ben@example.com" };
const ana: InviteCandidate = { kind: "user", id: "3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10", label: "Ana" };

describe("invite prompt (§5)", () => {
  test.each([
    ["", []],
    ["ben", []],
    ["ben@", []],
    ["ben@example", []],
    ["ben @example.com", []],
  ] as const)("%j while invalid: Keep typing!", (typed, queue) => {
    expect(SAVING_COPY[invitePrompt(typed, queue)]).toBe("Keep typing!");
  });

  test("a valid address: Click to send!; once queued (any case, spaces around): Done!", () => {
    expect(SAVING_COPY[invitePrompt("ben@example.com", [])]).toBe("Click to send!");
    expect(SAVING_COPY[invitePrompt("ben@example.com", [ana])]).toBe("Click to send!");
    expect(SAVING_COPY[invitePrompt(" Ben@Example.COM ", [ben])]).toBe("Done!");
  });

  test("the email check", () => {
    expect(isInviteEmail("a.b+c@sub.example.co")).toBe(true);
    expect(isInviteEmail("a@b")).toBe(false);
  });
});

describe("the queue (§4: toggling adds or removes)", () => {
  test("toggle in, toggle out, others kept in order", () => {
    const one = toggleCandidate([], ben);
    expect(one).toEqual([ben]);
    const two = toggleCandidate(one, ana);
    expect(two).toEqual([ben, ana]);
    expect(toggleCandidate(two, { ...ben, label: "other label" })).toEqual([ana]);
    // A user and an address with the same id are different people.
    expect(toggleCandidate([ben], { kind: "user", id: ben.id, label: "x" })).toHaveLength(2);
  });
});

describe("face pile (§9)", () => {
  const more = PLATFORM_MESSAGES.andMore;
  test.each([
    [[], "", 0],
    [["Ana"], "Ana", 0],
    [["Ana", "Ben"], "Ana and Ben", 0],
    [["Ana", "Ben", "Kenji"], "Ana, Ben and Kenji", 0],
    [["Ana", "Ben", "Kenji", "Olu"], "Ana, Ben, Kenji and 1 more", 1],
    [["Ana", "Ben", "Kenji", "Olu", "Lena"], "Ana, Ben, Kenji and 2 more", 2],
  ])("%j → %j", (names, text, extra) => {
    expect(facePileText(names, more)).toBe(text);
    expect(facePile(names)).toEqual({ names: names.slice(0, 3), more: extra });
  });
});

describe("a suggestion for earlier text, while the answer for the new text is on its way", () => {
  const finn = { username: "finn_fox", full_name: "Finn Fox" };
  test.each(["", "f", "Fin", "@finn_", "FOX", "finn f", "  finn "])("%j still names Finn Fox", (typed) => {
    expect(stillSuggested(finn, typed)).toBe(true);
  });
  test.each(["tea@example.com", "inn", "ox", "finnegan", "@fox_"])("%j does not", (typed) => {
    expect(stillSuggested(finn, typed)).toBe(false);
  });
});

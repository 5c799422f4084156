/**
 * Why: the collaborator pieces of saving.md §2, §5 and §9 that both the pages and the API read —
 * the invite-by-email prompt ("Keep typing!" while the typed text is no email, "Click to send!"
 * once it is, "Done!" once it is in the queue), the face pile's text (at most 3 names, then
 * "and N more") and the queue of candidates toggled in and out before the board is saved — are
 * pure rules here, returning catalogue names or plain data.
 */
import { isEmailFormat, normalizeEmail } from "../../auth/rules/email";
import { FACE_PILE_MAX_NAMES } from "../constants";

/** saving.md §5 the three invite-by-email prompts, by catalogue name (SAVING_COPY). */
export type InvitePrompt = "inviteKeepTyping" | "inviteClickToSend" | "inviteDone";

/**
 * The prompt beside an email typed into the collaborator search.
 *
 * @example
 * invitePrompt("ana@", []); // "inviteKeepTyping"
 * invitePrompt("ana@example.com", []); // "inviteClickToSend"
 * invitePrompt("Ana@Example.com", [{ kind: "email", id: "ana@example.com" }]); // "inviteDone"
 */
export function invitePrompt(typed: string, queue: readonly InviteCandidate[]): InvitePrompt {
  const email = normalizeEmail(typed);
  if (!isInviteEmail(email)) return "inviteKeepTyping";
  return queue.some((c) => c.kind === "email" && c.id === email) ? "inviteDone" : "inviteClickToSend";
}

/** saving.md §5 "Invite by email: valid only if it passes an email check". */
export const isInviteEmail = (text: string): boolean => isEmailFormat(normalizeEmail(text));

/** One person queued for an invite: an account (by user id) or an email address. */
export interface InviteCandidate {
  kind: "user" | "email";
  /** The user id, or the lower-cased email. */
  id: string;
  /** What the queue shows: the person's name, or the address. */
  label: string;
}

/**
 * saving.md §4 "toggling a candidate adds or removes them from the queue".
 *
 * @example
 * toggleCandidate([], { kind: "email", id: "a@b.co", label: "a@b.co" }); // [that one]
 */
export function toggleCandidate(queue: readonly InviteCandidate[], candidate: InviteCandidate): InviteCandidate[] {
  const same = (c: InviteCandidate) => c.kind === candidate.kind && c.id === candidate.id;
  return queue.some(same) ? queue.filter((c) => !same(c)) : [...queue, candidate];
}

/**
 * The face pile's names (saving.md §9): at most FACE_PILE_MAX_NAMES, and how many more there are.
 *
 * @example
 * facePile(["Ana", "Ben", "Kenji", "Olu", "Lena"]); // { names: ["Ana", "Ben", "Kenji"], more: 2 }
 */
export function facePile(names: readonly string[]): { names: string[]; more: number } {
  return { names: names.slice(0, FACE_PILE_MAX_NAMES), more: Math.max(0, names.length - FACE_PILE_MAX_NAMES) };
}

/**
 * The face pile as one line: "Ana", "Ana and Ben", "Ana, Ben and Kenji", "Ana, Ben, Kenji and 2 more".
 *
 * @example
 * facePileText(["Ana", "Ben", "Kenji", "Olu"], (n) => `and ${n} more`); // "Ana, Ben, Kenji and 1 more"
 */
export function facePileText(all: readonly string[], andMore: (n: number) => string): string {
  const { names, more } = facePile(all);
  if (more > 0) return `${names.join(", ")} ${andMore(more)}`;
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * Why: the collaborator pieces of saving.md §2, §5 and §9 that both the pages and the API read —
 * the invite-by-email prompt ("Keep typing!" while the typed text is no email, "Click to send!"
 * once it is, "Done!" once it is in the queue), the face pile's text (at most 3 names, then
 * "and N more", in face-pile.ts, apart so the board page does not load the email check) and the
 * queue of candidates toggled in and out before the board is saved — are pure rules here,
 * returning catalogue names or plain data.
 */
import { isEmailFormat, normalizeEmail } from "../../auth/rules/email";

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

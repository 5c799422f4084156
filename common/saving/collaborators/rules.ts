/**
 * Why: the collaborator pieces of saving.md §2, §5 and §9 that both the pages and the API read —
 * the invite-by-email prompt ("Keep typing!" while the typed text is no email, "Click to send!"
 * once it is, "Done!" once it is in the queue), the face pile's text (at most 3 names, then
 * "and N more", in face-pile.ts, apart so the board page does not load the email check) and the
 * queue of candidates toggled in and out before the board is saved, and which suggestions still
 * fit the text while newer ones are on their way — are pure rules here,
 * returning catalogue names or plain data.
 */
import { isEmailFormat, normalizeEmail } from "../../auth/rules";

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
 * Whether a person suggested for an earlier query still fits what is typed now, as the API
 * matches (worker/saving/collaborators/share-suggestions.ts: the username, a name or the full
 * name starting with it, "@" ignored, any case): while the answer for the new text is on its way,
 * the search offers only them, so Enter never picks someone the text no longer names.
 *
 * @example
 * stillSuggested({ username: "finn_f", full_name: "Finn Fox" }, "fo"); // true
 * stillSuggested({ username: "finn_f", full_name: "Finn Fox" }, "tea@example.com"); // false
 */
export function stillSuggested(person: { username: string; full_name: string }, typed: string): boolean {
  const q = typed.trim().replace(/^@/, "").toLowerCase();
  const name = person.full_name.toLowerCase();
  return person.username.toLowerCase().startsWith(q) || name.startsWith(q) || name.split(/\s+/).some((word) => word.startsWith(q));
}

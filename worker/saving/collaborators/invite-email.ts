/**
 * The board invite email (saving.md §4 invites): a plain-text and an HTML body with the link to
 * /board/invite/{token}/?inviter={username}, which shows the board and, to a logged-out visitor, the
 * sign-up with source boardInvite and the inviter (auth.md §2.2). Text comes from
 * INVITE_EMAIL_COPY; the HTML layout is worker/platform/email/link-email.ts.
 */
import { INVITE_EMAIL_COPY as T } from "~common/saving/messages";
import type { OutgoingEmail } from "../../platform/email";
import { linkEmailHtml } from "../../platform/email";

/** The invite page a link opens (app/routes/saving/collaborators/invite.tsx, under the reserved /board/ path). */
export const inviteLinkUrl = (origin: string, token: string, inviterUsername: string) =>
  new URL(`/board/invite/${encodeURIComponent(token)}/?inviter=${encodeURIComponent(inviterUsername)}`, origin).href;

/**
 * @example
 * await inviteEmail({ to: "ben@example.com", inviter: "Ana", board: "Trip", link });
 */
export async function inviteEmail(m: { to: string; inviter: string; board: string; link: string }): Promise<OutgoingEmail> {
  const subject = T.subject(m.inviter, m.board);
  const intro = T.intro(m.inviter, m.board);
  const text = [intro, "", m.link, "", T.ignore, "", T.signature, ""].join("\n");
  const body = await linkEmailHtml({ subject, lines: [intro], button: T.button, link: m.link, footnote: T.ignore, signature: T.signature });
  return { to: m.to, subject, text, html: body };
}

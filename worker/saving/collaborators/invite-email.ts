/**
 * The board invite email (saving.md §4 invites): a plain-text and an HTML body with the link to
 * /board/invite/{token}/?inviter={username}, which shows the board and, to a logged-out visitor, the
 * sign-up with source boardInvite and the inviter (auth.md §2.2). Text comes from
 * INVITE_EMAIL_COPY; the HTML layout is worker/platform/email/link-email.ts.
 */
import { INVITE_EMAIL_COPY as T } from "~common/saving/messages";
import { withoutOptedOut } from "../../auth/settings";
import type { OutgoingEmail } from "../../platform/email";
import { linkEmailHtml } from "../../platform/email";
import { outboxEmail } from "../../platform/outbox";
import { fullNameOf } from "../profiles";

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

/** One invite's email to write in the invite's own batch: its outbox statement and id. */
export interface InviteMail {
  id: string;
  statement: D1PreparedStatement;
}

/**
 * The outbox rows of new (or re-sent) invites' emails, each written only if its invite row holds
 * its token (an INSERT OR IGNORE a concurrent call beat writes nothing, and so no email). Invitees
 * whose notification switch is off (worker/auth/settings) get none: their entry is null.
 *
 * @example
 * const mails = await inviteMails(db, { origin, inviterId: viewer, board: "Trip" }, [{ to, token, hash }]);
 */
export async function inviteMails(
  db: D1Database,
  ctx: { origin: string; inviterId: string; board: string },
  invitees: readonly { to: string; token: string; hash: string }[],
): Promise<(InviteMail | null)[]> {
  if (invitees.length === 0) return [];
  const [inviter, wanted] = await Promise.all([
    db.prepare("SELECT username, first_name, last_name FROM users WHERE id = ?").bind(ctx.inviterId).first<{
      username: string;
      first_name: string | null;
      last_name: string | null;
    }>(),
    withoutOptedOut(
      db,
      invitees.map((e) => e.to),
      "board_invites",
    ),
  ]);
  if (!inviter) return invitees.map(() => null);
  const name = fullNameOf(inviter.first_name ?? "", inviter.last_name ?? "") || inviter.username;
  return Promise.all(
    invitees.map(async (e) => {
      if (!wanted.has(e.to.toLowerCase())) return null;
      const message = await inviteEmail({
        to: e.to,
        inviter: name,
        board: ctx.board,
        link: inviteLinkUrl(ctx.origin, e.token, inviter.username),
      });
      return outboxEmail(db, "board_invite", message, ctx.origin, {
        onlyIf: { sql: "EXISTS (SELECT 1 FROM board_invites WHERE token_hash = ?)", params: [e.hash] },
      });
    }),
  );
}

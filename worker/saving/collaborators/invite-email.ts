/**
 * The board invite email (saving.md §4 invites): a plain-text and an HTML body with the link to
 * /board/invite/{token}/?inviter={username}, which shows the board and, to a logged-out visitor, the
 * sign-up with source boardInvite and the inviter (auth.md §2.2). Text comes from
 * INVITE_EMAIL_COPY; every value in the HTML is escaped by hono's `html` template.
 */
import { html } from "hono/html";
import { INVITE_EMAIL_COPY as T } from "~common/saving/messages";
import type { OutgoingEmail } from "../../email/email-sender";

/** The invite page a link opens (app/routes/saving/invite.tsx, under the reserved /board/ path). */
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
  const body = await html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${subject}</title>
  </head>
  <body style="margin:0;padding:24px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#111;background:#fff">
    <p>${intro}</p>
    <p>
      <a href="${m.link}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#e60023;color:#fff;font-weight:600;text-decoration:none">${T.button}</a>
    </p>
    <p style="word-break:break-all;font-size:14px"><a href="${m.link}" style="color:#111">${m.link}</a></p>
    <p style="font-size:14px;color:#555">${T.ignore}</p>
    <p>${T.signature}</p>
  </body>
</html>
`;
  return { to: m.to, subject, text, html: String(body) };
}

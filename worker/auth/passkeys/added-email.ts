/**
 * The email a passkey's addition sends its account (docs/decisions/038): a passkey is a way in
 * without the password or two-factor code, so its owner hears of every new one — its name, the
 * device and time — with the security page one button away and the reset page written out.
 * Layout: worker/platform/email/link-email.ts; text: PASSKEY_ADDED_EMAIL_COPY.
 */
import { PASSKEY_ADDED_EMAIL_COPY as T } from "~common/auth/passkeys";
import { deviceLabel, utcTime } from "~common/auth/sign-in-history";
import { linkEmailHtml, type OutgoingEmail } from "../../platform/email";

/**
 * @example
 * await passkeyAddedEmail({ to, firstName, name: "Work laptop", device: "Chrome|Linux", at: now, origin });
 */
export async function passkeyAddedEmail(m: {
  to: string;
  firstName: string;
  name: string;
  device: string;
  at: number;
  origin: string;
}): Promise<OutgoingEmail> {
  const intro = T.intro(m.name, deviceLabel(m.device), utcTime(m.at));
  const review = new URL("/settings/security", m.origin).href;
  const reset = new URL("/password/reset", m.origin).href;
  const text = [
    T.greeting(m.firstName),
    "",
    intro,
    "",
    T.ifYou,
    T.ifNotYou,
    reset,
    "",
    `${T.button}: ${review}`,
    "",
    T.footnote,
    "",
    T.signature,
    "",
  ].join("\n");
  const html = await linkEmailHtml({
    subject: T.subject,
    lines: [T.greeting(m.firstName), intro, T.ifYou],
    button: T.button,
    link: review,
    also: { line: T.ifNotYou, link: reset },
    footnote: T.footnote,
    signature: T.signature,
  });
  return { to: m.to, subject: T.subject, text, html };
}

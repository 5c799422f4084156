/**
 * The "your data is ready" email (docs/decisions/042): one button to /settings/data, where the
 * owner's session downloads it; the link itself is never in the email (a forwarded email gives
 * nothing away). Words DATA_EXPORT_EMAIL_COPY; layout worker/platform/email/link-email.ts.
 */
import { deletionDate } from "~common/auth/account-lifecycle";
import { DATA_EXPORT_EMAIL_COPY as T } from "~common/auth/data-export";
import { linkEmailHtml, type OutgoingEmail } from "../../platform/email";

export async function exportReadyEmail(m: { to: string; firstName: string; origin: string; expiresAt: number }): Promise<OutgoingEmail> {
  const page = new URL("/settings/data", m.origin).href;
  const reset = new URL("/password/reset", m.origin).href;
  const ready = T.ready(deletionDate(m.expiresAt));
  const text = [T.greeting(m.firstName), "", ready, "", `${T.button}: ${page}`, "", T.ifNotYou, reset, "", T.signature, ""].join("\n");
  const html = await linkEmailHtml({
    subject: T.subject,
    lines: [T.greeting(m.firstName), ready],
    button: T.button,
    link: page,
    also: { line: T.ifNotYou, link: reset },
    footnote: "",
    signature: T.signature,
  });
  return { to: m.to, subject: T.subject, text, html };
}

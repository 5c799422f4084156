/**
 * The password reset email (auth.md §2.3, §7 forgot_password): a plain-text and an HTML body with
 * the one-hour, single-use link to /password/reset/{token}. 'unified' (experiment
 * unauth_dweb_unified_ar, auth.md §6) words it as getting back into the account, 'reset' as
 * resetting the password; both lead to the same page. Text comes from AUTH_EMAIL_COPY; the HTML
 * layout is worker/platform/email/link-email.ts.
 */
import { AUTH_EMAIL_COPY as T } from "~common/auth/recovery/messages";
import type { ForgotPasswordType } from "~common/auth/recovery/schemas";
import type { OutgoingEmail } from "../../platform/email";
import { linkEmailHtml } from "../../platform/email";

/** The reset page a link opens (app/routes/auth/recovery/password-reset-token.tsx). */
export const resetLinkUrl = (origin: string, token: string) => new URL(`/password/reset/${encodeURIComponent(token)}`, origin).href;

/**
 * @example
 * await resetEmail({ to: "jane@example.com", firstName: "Jane", kind: "reset", link: resetLinkUrl(origin, token) });
 */
export async function resetEmail(m: { to: string; firstName: string; kind: ForgotPasswordType; link: string }): Promise<OutgoingEmail> {
  const subject = m.kind === "unified" ? T.unifiedSubject : T.resetSubject;
  const intro = m.kind === "unified" ? T.unifiedIntro : T.resetIntro;
  const text = [T.greeting(m.firstName), "", intro, m.link, "", T.expiry, T.ignore, "", T.signature, ""].join("\n");
  const body = await linkEmailHtml({
    subject,
    lines: [T.greeting(m.firstName), intro],
    button: T.button,
    link: m.link,
    footnote: `${T.expiry} ${T.ignore}`,
    signature: T.signature,
  });
  return { to: m.to, subject, text, html: body };
}

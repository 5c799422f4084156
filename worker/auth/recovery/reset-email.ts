/**
 * The password reset email (auth.md §2.3, §7 forgot_password): a plain-text and an HTML body with
 * the one-hour, single-use link to /password/reset/{token}. 'unified' (experiment
 * unauth_dweb_unified_ar, auth.md §6) words it as getting back into the account, 'reset' as
 * resetting the password; both lead to the same page. Text comes from AUTH_EMAIL_COPY; every value
 * in the HTML is escaped by hono's `html` template.
 */
import { html } from "hono/html";
import { AUTH_EMAIL_COPY as T } from "~common/auth/recovery-messages";
import type { ForgotPasswordType } from "~common/auth/recovery-schemas";
import type { OutgoingEmail } from "../../email/email-sender";

/** The reset page a link opens (app/routes/auth/password-reset-token.tsx). */
export const resetLinkUrl = (origin: string, token: string) => new URL(`/password/reset/${encodeURIComponent(token)}`, origin).href;

/**
 * @example
 * await resetEmail({ to: "jane@example.com", firstName: "Jane", kind: "reset", link: resetLinkUrl(origin, token) });
 */
export async function resetEmail(m: { to: string; firstName: string; kind: ForgotPasswordType; link: string }): Promise<OutgoingEmail> {
  const subject = m.kind === "unified" ? T.unifiedSubject : T.resetSubject;
  const intro = m.kind === "unified" ? T.unifiedIntro : T.resetIntro;
  const text = [T.greeting(m.firstName), "", intro, m.link, "", T.expiry, T.ignore, "", T.signature, ""].join("\n");
  const body = await html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${subject}</title>
  </head>
  <body style="margin:0;padding:24px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#111;background:#fff">
    <p>${T.greeting(m.firstName)}</p>
    <p>${intro}</p>
    <p>
      <a href="${m.link}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#e60023;color:#fff;font-weight:600;text-decoration:none">${T.button}</a>
    </p>
    <p style="word-break:break-all;font-size:14px"><a href="${m.link}" style="color:#111">${m.link}</a></p>
    <p style="font-size:14px;color:#555">${T.expiry} ${T.ignore}</p>
    <p>${T.signature}</p>
  </body>
</html>
`;
  return { to: m.to, subject, text, html: String(body) };
}

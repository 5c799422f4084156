/**
 * The new-device email (docs/decisions/037): the account was just signed in from a device in a
 * country it had not signed in from for 90 days. One button to /settings/security (where the
 * person sees the history and logs other devices out) and the password reset's entry page
 * (/password/reset, auth.md §2.3) written out beneath. Text from NEW_DEVICE_EMAIL_COPY; the HTML
 * layout is worker/platform/email/link-email.ts.
 */
import { deviceLabel, NEW_DEVICE_EMAIL_COPY as T, placeLabel, utcTime } from "~common/auth/sign-in-history";
import type { OutgoingEmail } from "../../platform/email";
import { linkEmailHtml } from "../../platform/email";
import type { SignInEntry } from "./store";

/** Where the email's links go, on the Worker's own origin. */
export const reviewSessionsUrl = (origin: string) => new URL("/settings/security", origin).href;
export const resetPasswordUrl = (origin: string) => new URL("/password/reset", origin).href;

/**
 * @example
 * await newDeviceEmail({ to: "jane@example.com", firstName: "Jane", entry, origin: "https://pinboard.example" });
 */
export async function newDeviceEmail(m: { to: string; firstName: string; entry: SignInEntry; origin: string }): Promise<OutgoingEmail> {
  const intro = T.intro(deviceLabel(m.entry.device), placeLabel(m.entry.city, m.entry.country) ?? T.unknownPlace, utcTime(m.entry.at));
  const review = reviewSessionsUrl(m.origin);
  const reset = resetPasswordUrl(m.origin);
  const text = [
    T.greeting(m.firstName),
    "",
    intro,
    T.why,
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
    lines: [T.greeting(m.firstName), intro, T.why, T.ifYou],
    button: T.button,
    link: review,
    also: { line: T.ifNotYou, link: reset },
    footnote: T.footnote,
    signature: T.signature,
  });
  return { to: m.to, subject: T.subject, text, html };
}

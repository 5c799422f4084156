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

/** The words every security alert shares (NEW_DEVICE_EMAIL_COPY's, PASSKEY_ADDED_EMAIL_COPY's). */
export interface SecurityAlertCopy {
  subject: string;
  greeting: (firstName: string) => string;
  ifYou: string;
  ifNotYou: string;
  button: string;
  footnote: string;
  signature: string;
}

/**
 * A security alert: what happened (`paragraphs`), the security page one button away and the
 * reset page written out beneath, as text and HTML.
 *
 * @example
 * await securityAlertEmail({ to, firstName, origin, copy: T, paragraphs: [T.intro(…)] });
 */
export async function securityAlertEmail(m: {
  to: string;
  firstName: string;
  origin: string;
  copy: SecurityAlertCopy;
  paragraphs: string[];
}): Promise<OutgoingEmail> {
  const { copy: C } = m;
  const review = reviewSessionsUrl(m.origin);
  const reset = resetPasswordUrl(m.origin);
  const text = [
    C.greeting(m.firstName),
    "",
    ...m.paragraphs,
    "",
    C.ifYou,
    C.ifNotYou,
    reset,
    "",
    `${C.button}: ${review}`,
    "",
    C.footnote,
    "",
    C.signature,
    "",
  ].join("\n");
  const html = await linkEmailHtml({
    subject: C.subject,
    lines: [C.greeting(m.firstName), ...m.paragraphs, C.ifYou],
    button: C.button,
    link: review,
    also: { line: C.ifNotYou, link: reset },
    footnote: C.footnote,
    signature: C.signature,
  });
  return { to: m.to, subject: C.subject, text, html };
}

/**
 * @example
 * await newDeviceEmail({ to: "jane@example.com", firstName: "Jane", entry, origin: "https://pinboard.example" });
 */
export function newDeviceEmail(m: { to: string; firstName: string; entry: SignInEntry; origin: string }): Promise<OutgoingEmail> {
  const intro = T.intro(deviceLabel(m.entry.device), placeLabel(m.entry.city, m.entry.country) ?? T.unknownPlace, utcTime(m.entry.at));
  return securityAlertEmail({ to: m.to, firstName: m.firstName, origin: m.origin, copy: T, paragraphs: [intro, T.why] });
}

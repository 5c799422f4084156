/**
 * The email a passkey's addition sends its account (docs/decisions/038): a passkey is a way in
 * without the password or two-factor code, so its owner hears of every new one — its name, the
 * device and time — with the security page one button away and the reset page written out.
 * The security alert's layout (../sign-in-history securityAlertEmail); text: PASSKEY_ADDED_EMAIL_COPY.
 */
import { PASSKEY_ADDED_EMAIL_COPY as T } from "~common/auth/passkeys";
import { deviceLabel, utcTime } from "~common/auth/sign-in-history";
import type { OutgoingEmail } from "../../platform/email";
import { securityAlertEmail } from "../sign-in-history";

/**
 * @example
 * await passkeyAddedEmail({ to, firstName, name: "Work laptop", device: "Chrome|Linux", at: now, origin });
 */
export function passkeyAddedEmail(m: {
  to: string;
  firstName: string;
  name: string;
  device: string;
  at: number;
  origin: string;
}): Promise<OutgoingEmail> {
  const intro = T.intro(m.name, deviceLabel(m.device), utcTime(m.at));
  return securityAlertEmail({ to: m.to, firstName: m.firstName, origin: m.origin, copy: T, paragraphs: [intro] });
}

/**
 * What the two-factor forms of /settings/security send and answer (docs/decisions/019): their
 * intents and the answer's two-factor part, shared by the page (two-factor-section.tsx) and its
 * action (security.server.ts).
 */
import type { TwoFactorSetup } from "~common/auth/two-factor/schemas";

export const TWO_FACTOR_INTENTS = {
  setup: "2fa-setup",
  enable: "2fa-enable",
  sendCode: "2fa-code",
  disable: "2fa-disable",
  backupCodes: "2fa-backup-codes",
} as const;

export const isTwoFactorIntent = (intent: string | undefined) => (Object.values(TWO_FACTOR_INTENTS) as string[]).includes(intent ?? "");

/** What the two-factor forms answer, beside the notice and form error of the page's answer. */
export interface TwoFactorAnswer {
  /** A set-up waiting for its first code (the app's key and QR code, or the email's hint). */
  setup?: TwoFactorSetup;
  /** Just turned on, or new ones made: the backup codes, shown this once. */
  backupCodes?: string[];
  /** The backup codes are new ones (not those of turning it on). */
  regenerated?: boolean;
  /** The new-codes form's proof field error. */
  proofError?: string;
  /** The code field's error. */
  codeError?: string;
}

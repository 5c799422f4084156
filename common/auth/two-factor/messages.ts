/**
 * Page text of the loginMfa step (auth.md §2.2; its title, toast and field messages are the
 * spec's, in messages.ts). The auth catalogue continued, as recovery-messages.ts explains: one
 * module per screen, imported only by it (the step is loaded when it shows), so no other page
 * carries the text; the settings section and the email are two-factor-settings-messages.ts.
 * "ours": the spec does not show it. docs/decisions/019.
 */
/** The loginMfa step of the log-in forms (/login, /business/login, /add-account, the modal). */
export const TWO_FACTOR_STEP_COPY = {
  leadApp: "Enter the 6-digit code from your authenticator app.", // ours
  leadEmail: (hint: string) => `We sent a 6-digit code to ${hint}. It works for 10 minutes.`, // ours
  yourEmail: "your email address", // ours
  leadSms: (end: string) => `We sent a 6-digit code to your phone number ending in ${end}.`, // ours (§3 data.phone_number_end)
  codeLabel: "Verification code", // ours
  backupHint: "Can't get a code? Enter one of your backup codes instead.", // ours
  verify: "Verify", // ours
  verifying: "Checking…", // ours
  resend: "Send a new code", // ours (§2.2 "a resend action")
  startOver: "Back to log in", // ours
} as const;

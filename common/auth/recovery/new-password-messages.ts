/**
 * Page text of /password/reset/{token} (auth.md §2.3; business.md §5 rules), also used by the
 * password form of /settings/security: the auth catalogue continued, one module per page (see
 * recovery-messages.ts for why). "ours": the spec does not show this text.
 */
export const AUTH_NEW_PASSWORD_COPY = {
  newPasswordTitle: "Pick a new password", // ours
  newPasswordLead: "Your new password logs you in everywhere; every device that was logged in is logged out.", // ours
  newPasswordLabel: "New password", // ours
  savingPassword: "Saving…", // ours
  passwordResetDoneTitle: "Your password is reset", // ours
  passwordResetDoneBody: "You're logged out everywhere. Log in with your new password.", // ours
  removePasskeys: (n: number) =>
    `Also remove your ${n === 1 ? "passkey" : `${n} passkeys`}: anyone who added one could still log in with it. You can add new ones after.`, // ours (docs/decisions/038)
  resetLinkProblemTitle: "This link doesn't work", // ours
  sendNewLink: "Send a new link", // ours
} as const;

/**
 * Text of the account settings page (issue 34 items 4, 9): the API's refusals and the pages'
 * copy, the auth catalogue continued. All ours: the specs have no settings page.
 */
import { PRODUCT_NAME } from "../../platform/messages";
import { ABOUT_MAX_LENGTH, USERNAME_REDIRECT_DAYS } from "./constants";
export { SETTINGS_API_MESSAGES } from "./api-messages";

const PROVIDER_NAMES = { google: "Google", line: "LINE" } as const;

/** The settings pages' copy. */
export const SETTINGS_COPY = {
  title: "Settings",
  description: `Your ${PRODUCT_NAME} profile, account, privacy and notifications.`,
  nav: "Settings sections",
  sections: {
    profile: "Edit profile",
    account: "Account management",
    privacy: "Privacy and data",
    security: "Security",
    notifications: "Notifications",
  },
  profileLead: "Keep your personal details private. What you add here is visible to anyone who can see your profile.",
  photo: "Photo",
  changePhoto: "Change photo",
  removePhoto: "Remove photo",
  cropLead: "Drag the square over the part to keep, then save.",
  cropZoom: "Zoom",
  savePhoto: "Save photo",
  cancel: "Cancel",
  firstName: "First name",
  lastName: "Last name",
  username: "Username",
  usernameHint: (origin: string, name: string) => `${origin}/${name}/`,
  usernameRedirect: `If you change it, your old profile address keeps working for ${USERNAME_REDIRECT_DAYS} days and nobody else can take it meanwhile.`,
  about: "About",
  aboutHint: `Tell your story: up to ${ABOUT_MAX_LENGTH} characters.`,
  website: "Website",
  save: "Save",
  saving: "Saving…",
  saved: "Saved.",
  viewProfile: "View your profile",
  accountLead: "Make changes to your email and the accounts you log in with.",
  email: "Email",
  newEmail: "New email",
  currentPassword: "Current password",
  proofLead: "Confirm it's you first: a stolen session alone can't change your email.",
  noPasswordLead: "Your account has no password: we'll email a code to your current address to confirm it's you.",
  sendProofCode: "Email me a code",
  proofCodeSent: (hint: string) => `We sent a code to ${hint}.`,
  proofCode: "Code from the email to your current address",
  sendCode: "Send a code to the new address",
  codeSent: (hint: string) => `We sent a 6-digit code to ${hint}. It works once, for 10 minutes.`,
  code: "Code from the email",
  confirmEmail: "Change email",
  emailChanged: (email: string) => `Your email is now ${email}. We told your old address too.`,
  linked: "Linked accounts",
  linkedLead: "Accounts you can log in with.",
  provider: (p: keyof typeof PROVIDER_NAMES) => PROVIDER_NAMES[p],
  unlink: (p: keyof typeof PROVIDER_NAMES) => `Unlink ${PROVIDER_NAMES[p]}`,
  unlinked: (p: keyof typeof PROVIDER_NAMES) => `${PROVIDER_NAMES[p]} is unlinked.`,
  noLinked: "No Google or LINE account is linked.",
  onlyWayIn: "Your only way to log in: add a password or a passkey on the security page before you unlink it.",
  closeHeading: "Deactivate or close your account",
  closeLead: "Hide your profile for a while, or close your account for good.",
  closeLink: "Deactivate or close account",
  dataHeading: "Your data",
  dataLink: "Download your data",
  privacyLead: "Decide who finds your profile.",
  hideFromSearch: "Hide your profile from search engines",
  hideFromSearchHint: "Search engines are asked not to show your profile, boards and Pins (noindex). People can still find you here.",
  notificationsLead: "Choose which emails we send you.",
  boardInvites: "Board invites",
  boardInvitesHint: "Emails when someone invites you to a board.",
  securityEmails: "Security emails are always on: new sign-ins, password and email changes, passkeys and codes.",
  securityLink: "Open security settings",
} as const;

/** The notice to the old address after an email change (a security email: always sent). */
export const EMAIL_CHANGED_EMAIL_COPY = {
  subject: `Your ${PRODUCT_NAME} email was changed`,
  intro: (firstName: string, newHint: string) =>
    `Hi ${firstName}, the email of your ${PRODUCT_NAME} account was changed to ${newHint}. From now on we write to that address.`,
  notYou: "If you didn't do this, reset your password now and tell us: someone may have access to your account.",
  button: "Review your security",
  signature: `— The ${PRODUCT_NAME} team`,
} as const;

/** The code email to the new address. */
export const EMAIL_CHANGE_CODE_COPY = {
  subject: (code: string) => `${code} is your ${PRODUCT_NAME} email change code`,
  intro: (code: string) => `Enter ${code} on the settings page to make this your ${PRODUCT_NAME} email. It works once, for 10 minutes.`,
  notYou: "If you didn't ask for this, ignore this email: nothing changes.",
  signature: `— The ${PRODUCT_NAME} team`,
} as const;

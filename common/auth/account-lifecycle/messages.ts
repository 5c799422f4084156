/**
 * Copy of deactivating, closing and reopening an account (issue 34 item 5;
 * docs/decisions/042-closing-accounts.md): the API's error messages, the page's words and the
 * confirmation emails. One place so the page, the log-in screen and the emails say the same.
 */
import { PRODUCT_NAME } from "../../platform/messages";

export const LIFECYCLE_API_MESSAGES = {
  accountClosed: "This account is scheduled for deletion. Log in again to reopen it.",
  reopenExpired: "That took too long. Log in again to reopen your account.",
  closeNotAcknowledged: "Tick the box to say you understand what closing does.",
} as const;

/** A date as the page and the emails write it: "14 December 2026" (UTC). */
export const deletionDate = (epochSeconds: number) =>
  new Date(epochSeconds * 1000).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export const LIFECYCLE_COPY = {
  title: "Deactivate or close your account",
  deactivateHeading: "Deactivate your account",
  deactivateWhat:
    "Your profile, Pins and boards are hidden from everyone and you are logged out everywhere. Nothing is deleted: log in again any time and everything comes back.",
  deactivateButton: "Deactivate account",
  closeHeading: "Close your account",
  closeWhat: (days: number) =>
    `Your profile, Pins and boards are hidden at once, you are logged out everywhere and your passkeys are removed. After ${days} days everything is deleted for good. Until then, logging in lets you reopen it.`,
  closeKept: "Invoices and campaign records of an ad account are kept, as the law requires, without your name or email.",
  closeAcknowledge: "I understand my account will be deleted for good after the grace period",
  closeButton: "Close account",
  proofHeading: "Confirm it's you",
  passwordLabel: "Your password",
  codeLabel: "Code",
  codeHint: "The code from your authenticator app or a backup code",
  emailCodeHint: "Your account has no password: we email you a code.",
  sendCode: "Email me a code",
  codeSent: (hint: string) => `We sent a code to ${hint}.`,
  exportLink: "Download your data first",
  reopenTitle: "Reopen your account?",
  reopenScheduled: (date: string) => `Your account is scheduled for deletion on ${date}. Reopen it?`,
  reopenButton: "Reopen my account",
  reopenCancel: "Keep it closed",
  home: "Go to the home page",
  deactivatedDone: "Your account is deactivated. Log in again to reactivate it.",
  closedDone: (date: string) => `Your account is closed and will be deleted on ${date}. Log in before then to reopen it.`,
} as const;

export const LIFECYCLE_EMAIL_COPY = {
  deactivatedSubject: `Your ${PRODUCT_NAME} account is deactivated`,
  closedSubject: `Your ${PRODUCT_NAME} account is closed`,
  reopenedSubject: `Your ${PRODUCT_NAME} account is open again`,
  deletedSubject: `Your ${PRODUCT_NAME} account has been deleted`,
  greeting: (name: string) => `Hi ${name},`,
  deactivated: "You deactivated your account: your profile, Pins and boards are hidden. Log in any time to reactivate it.",
  closed: (date: string) =>
    `You closed your account. It is hidden now and will be deleted for good on ${date}. To keep it, log in before then and reopen it.`,
  reopened: "You reopened your account: nothing will be deleted.",
  deleted: "Your account and everything you saved have been deleted, as you asked.",
  ifNotYou: "If this wasn't you, log in and reset your password:",
  button: "Log in",
  homeButton: `Go to ${PRODUCT_NAME}`,
  signature: `The ${PRODUCT_NAME} team`,
} as const;

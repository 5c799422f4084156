/**
 * Copy of "Download your data" (issue 34 item 6; docs/decisions/042): the API's error messages,
 * the page's words and the ready email.
 */
import { PRODUCT_NAME } from "../../platform/messages";

export const DATA_EXPORT_API_MESSAGES = {
  tooSoon: "You asked for an archive recently. You can ask for another once a day.",
  notFound: "We couldn't find that archive.",
  notReady: "That archive isn't ready to download.",
  expired: "That download link has expired. Ask for a new archive.",
} as const;

export const DATA_EXPORT_COPY = {
  title: "Download your data",
  archiveHeading: "Your archive",
  intro:
    "Get a copy of everything you've saved: your profile, boards, sections, Pins with their original images, follows, invites and sign-in history, as JSON files in one zip.",
  requestButton: "Request my data",
  preparing: "We're preparing your archive. We'll email you when it's ready; this page shows it too.",
  ready: (date: string) => `Your archive is ready. The link works until ${date}.`,
  download: "Download archive",
  size: (mib: string) => `${mib} MiB`,
  failed: "We couldn't prepare your last archive. Ask for a new one.",
  tooLarge: (limit: string) =>
    `Your data with its images is more than ${limit} MiB, more than one archive can hold: the archive has every JSON file and lists the images it could not include.`,
  expired: "Your last archive has expired.",
  nextAllowed: (date: string) => `You can ask for another archive after ${date}.`,
  requested: "Requested. We'll email you when it's ready.",
  proofHeading: "Confirm it's you",
} as const;

export const DATA_EXPORT_EMAIL_COPY = {
  subject: `Your ${PRODUCT_NAME} data is ready to download`,
  greeting: (name: string) => `Hi ${name},`,
  ready: (date: string) => `The archive of your data you asked for is ready. Download it from your data page until ${date}.`,
  button: "Download your data",
  ifNotYou: "If you didn't ask for it, reset your password:",
  signature: `The ${PRODUCT_NAME} team`,
} as const;

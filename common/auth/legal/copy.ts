/**
 * The Terms of Service and the Privacy Policy: auth.md §2.2's sign-up notice and §6's Florida
 * under-18 variant name them but show no text (ours). They describe what this product does: each claim names a feature that exists, so a
 * change to what is kept or for how long changes this text too.
 */
import { SIGN_IN_HISTORY_DAYS } from "../sign-in-history";
import { PRODUCT_NAME } from "../../platform/messages";

/** The pages' paths; the sign-up notice links to them. */
export const LEGAL_PATHS = { terms: "/terms", privacy: "/privacy", floridaMinors: "/privacy#florida-minors" } as const;

/** Where the notice's words link: each label as the notice spells it. */
export const TERMS_NOTICE_LINKS = [
  { label: "Terms of Service", to: LEGAL_PATHS.terms },
  { label: "Privacy Policy", to: LEGAL_PATHS.privacy },
  { label: "Notice for Florida residents under 18", to: LEGAL_PATHS.floridaMinors },
] as const;

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  description: string;
  updated: string;
  sections: readonly LegalSection[];
}

const UPDATED = "Last updated December 2, 2026";

export const TERMS: LegalDocument = {
  title: "Terms of Service",
  description: `The terms for using ${PRODUCT_NAME}: your account, your content, ads and business accounts.`,
  updated: UPDATED,
  sections: [
    {
      id: "service",
      heading: "Using " + PRODUCT_NAME,
      paragraphs: [
        `${PRODUCT_NAME} lets you save ideas as Pins on boards, follow people and, with a business account, promote Pins. By creating an account or using the service you agree to these terms.`,
        "You must be old enough to use the service where you live; we ask for your birthdate when you sign up for that reason.",
      ],
    },
    {
      id: "account",
      heading: "Your account",
      paragraphs: [
        "Keep your password to yourself and turn on two-factor authentication or add a passkey to protect your account. You can see where you're logged in and log out other devices on the Security settings page.",
        "You can deactivate your account (it's hidden until you log in again) or close it: a closed account is hidden at once and deleted for good after 14 days, unless you log in and reopen it.",
      ],
    },
    {
      id: "content",
      heading: "Your content",
      paragraphs: [
        `You keep the rights to the Pins, images, boards and comments you post. You let ${PRODUCT_NAME} store, resize and show them to the people your settings allow (a secret board only to you and its collaborators).`,
        "You can edit or delete what you post at any time, and download a copy of your data from your settings.",
        "Don't post what you don't have the right to share, what is illegal, or what harasses or deceives others. We may remove such content and suspend accounts that break these rules.",
      ],
    },
    {
      id: "business",
      heading: "Business accounts and ads",
      paragraphs: [
        "A business account may promote Pins. You pay for the impressions and clicks we count as valid; traffic we find invalid (automated, repeated or from hosting networks) is recorded but never charged.",
        "Invoices and campaign records are kept after an account closes, as tax and accounting law requires, without the person's profile data.",
      ],
    },
    {
      id: "changes",
      heading: "Changes and ending",
      paragraphs: [
        "We may change these terms; the date above says when they last changed. You may stop using the service at any time by closing your account.",
      ],
    },
  ],
};

export const PRIVACY: LegalDocument = {
  title: "Privacy Policy",
  description: `What ${PRODUCT_NAME} collects, why, how long it keeps it, and how to download or delete your data.`,
  updated: UPDATED,
  sections: [
    {
      id: "collect",
      heading: "What we collect",
      paragraphs: [
        "Your account: email, name, username, birthdate, country, password (stored only as a slow one-way hash), passkeys' public keys, and the accounts you link (Google, LINE).",
        "What you post and do: Pins, images, boards, sections, comments, follows, invites and saves.",
        `Sign-in history: when, from which browser and system, and from which country and city someone signed in to your account or failed to, kept ${SIGN_IN_HISTORY_DAYS} days so you can spot sign-ins that weren't you. We don't keep the network address.`,
      ],
    },
    {
      id: "use",
      heading: "How we use it",
      paragraphs: [
        "To run the service: log you in, show your boards and Pins to the people you share them with, send the emails you ask for (codes, reset links, invites) and the security alerts that protect your account.",
        "Promoted Pins are counted so advertisers pay only for real views and clicks: per network address we keep a keyed one-way hash that changes daily, never the address itself.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "We use only the cookies the service needs: your session, the other accounts you added on this device, a short-lived one while a log-in waits for its second step, a random device id that keeps the features you see consistent, and one that remembers an under-age sign-up refusal. Scripts can't read them, and over HTTPS they're sent only to this site. No advertising or third-party tracking cookies.",
      ],
    },
    {
      id: "rights",
      heading: "Your choices and rights",
      paragraphs: [
        "Edit your profile, email and privacy choices in your settings; hide your profile from search engines there.",
        "Download your data: a zip of everything you posted and your account's records, prepared in the background, from the settings' data page.",
        "Deactivate or close your account from the account settings; closing deletes your data for good after 14 days.",
      ],
    },
    {
      id: "florida-minors",
      heading: "Notice for Florida residents under 18",
      paragraphs: [
        "If you live in Florida and are under 18, we don't sell your personal data, show you ads based on a profile of you, or collect your precise location. You or a parent can ask us to delete your account and data at any time by closing the account in your settings.",
      ],
    },
  ],
};

/** The share sheet's words (issue 34 §3); the buttons' are SHARE_BUTTON_COPY (labels.ts). */
export const SHARE_COPY = {
  linkLabel: "Link",
  copyLink: "Copy link",
  linkCopied: "Link copied",
  copyFailed: "Couldn't copy the link. Select it and copy it yourself.",
  moreOptions: "More options",
  networksLabel: "Share on",
  opensNewTab: "(opens in a new tab)",
} as const;

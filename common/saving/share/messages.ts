/** The share sheet's words (issue 34 §3). */
export const SHARE_COPY = {
  share: "Share",
  sharePin: "Share this Pin",
  shareBoard: "Share this board",
  shareProfile: "Share this profile",
  linkLabel: "Link",
  copyLink: "Copy link",
  linkCopied: "Link copied",
  copyFailed: "Couldn't copy the link. Select it and copy it yourself.",
  moreOptions: "More options",
  networksLabel: "Share on",
  opensNewTab: "(opens in a new tab)",
} as const;

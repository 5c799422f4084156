/** The access token page's words (issue 37 item 1). */
export const CONVERSIONS_PAGE_COPY = {
  title: "Conversions API access tokens",
  intro: (advertiserId: string) =>
    `Your servers send conversion events to the Conversions API with an access token: POST /ads/v4/advertisers/${advertiserId}/events/ with the header Authorization: Bearer <token>. Events with the same event_id and event_name are counted once.`,
  makeTitle: "Make a token",
  nameLabel: "Name it after the server that uses it",
  make: "Make token",
  busy: "Working…",
  nameMissing: "Give the token a name.",
  made: (name: string) => `Token "${name}" made. Copy it now: it won't be shown again.`,
  secretLabel: "Your new access token",
  secretHint: "Only its fingerprint is kept: if you lose it, revoke it and make another.",
  listTitle: "Live tokens",
  none: "No live tokens yet.",
  columns: { name: "Name", created: "Made", lastUsed: "Last used" },
  never: "Never",
  revoke: "Revoke",
  revokeLabel: (name: string) => `Revoke token ${name}`,
  revoked: (name: string) => `Token "${name}" revoked: events sent with it are refused from now on.`,
  somethingWrong: "Something went wrong. Reload the page and try again.",
} as const;

/** Words of promoted Pins on the cards and the Pin page (ours; docs/decisions/039). */
export const PROMOTED_COPY = {
  /** Under a promoted card, and on its Pin page. */
  promotedBy: (business: string) => `Promoted by ${business}`,
  /** The Pin page's link to the ad's destination. */
  visitSite: "Visit site",
  /** The card's button, and its accessible name. */
  hide: "Hide",
  hideLabel: (business: string) => `Hide this ad by ${business}`,
  /** In the hidden card's place. */
  hidden: "Ad hidden. You won't see this Pin promoted again.",
  undo: "Undo",
  /** A hide or undo that failed (the card comes back as it was). */
  hideFailed: "Couldn't hide the ad. Try again.",
  undoFailed: "Couldn't undo. Try again.",
} as const;

/** Words of promoted Pins on the cards and the Pin page (ours; docs/decisions/039). */
export const PROMOTED_COPY = {
  /** Under a promoted card, and on its Pin page. */
  promotedBy: (business: string) => `Promoted by ${business}`,
  /** The Pin page's link to the ad's destination. */
  visitSite: "Visit site",
} as const;

/** Numbers of the creator card (business.md §2, §3, §5, §9), each with the spec section it comes from. */
/** business.md §5, §9 "Verified badge name length 70": the name beside the badge is cut to 70 characters. */
export const VERIFIED_BADGE_NAME_LENGTH = 70;
/** business.md §3 "Sponsorship status values: 0, 2 and 3 are states in which no partner name is shown". */
export const SPONSORSHIP_HIDDEN_STATUSES = [0, 2, 3] as const;

/** Numbers of the offsite link check (business.md §4, §7, §8; auth.md §2.5). */
/** ours: the longest link checked (as a Pin's link, common/saving/constants.ts PIN_LINK_MAX_LENGTH). */
export const OFFSITE_URL_MAX_LENGTH = 2048;

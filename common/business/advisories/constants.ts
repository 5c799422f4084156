/**
 * Numbers of the search advisories and their notices (business.md §2, §3), each with the spec
 * section it comes from.
 */
/** business.md §3 severity values. */
export const SEVERITY = { ABUSIVE: 0, SENSITIVE: 1, BRAND_UNSAFE: 2 } as const;
/** business.md §2 "style 2 renders as a large banner; other styles are not shown". */
export const BANNER_NOTICE_STYLE = 2;
/** business.md §3 textTags: the one tag type shown, a link over part of the text. */
export const LINK_TEXT_TAG = 5;

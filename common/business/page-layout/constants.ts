/**
 * Numbers of the page layout (business.md §2, §4, §9) and of the visitor prompts (business.md §2,
 * §6; auth.md §9 counters in local storage), each with the spec section it comes from.
 */
/** ours: a logged-out visitor sees 'You're almost there!' after opening this many Pins. */
export const VISITOR_PROMPT_AFTER_PINS = 5;
/** auth.md §9 "Login and upsell counters: kept in local storage": the key of the Pin counter. */
export const VISITOR_PINS_SEEN_KEY = "pinboard:pins_seen";

/** business.md §2, §9 page classes: NARROW under 870, MEDIUM 870 to 1275, WIDE above 1275. */
export const PAGE_CLASS_BREAKPOINTS = { medium: 870, wide: 1275 } as const;
/** business.md §9 layout widths. */
export const LAYOUT_WIDTHS = { pane: 508, max: 1016, others: [488, 992, 672, 1176, 740, 912], quickPromote: [472, 364] } as const;
/** business.md §9 "Header height 64; footer-related heights 44 and 100". */
export const HEADER_HEIGHT = 64;
export const FOOTER_HEIGHTS = { bar: 44, upsell: 100 } as const;
/**
 * business.md §4, §9 scroll-hiding header and footer: hide after scrolling down more than 20 px,
 * show after scrolling up more than 20 px or at or above 55 px from the top (0 inside a modal),
 * checked at most every 30 ms; the upsell footer shows after 500 px of scrolling down.
 */
export const SCROLL = { hideAfter: 20, showAfter: 20, showAtTop: 55, showAtTopInModal: 0, throttleMs: 30, upsellAfter: 500 } as const;
/** business.md §9 "Hover delay 32 ms; re-check delay 100 ms". */
export const HOVER = { delayMs: 32, recheckMs: 100 } as const;

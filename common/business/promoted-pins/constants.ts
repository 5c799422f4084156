/**
 * Numbers of promoted Pins' delivery, counting and spend. business.md §2 and §7 name campaigns,
 * budgets and insights but no delivery numbers: every value here is ours
 * (docs/decisions/039-promoted-pins-delivery.md), written once.
 */

/** The beacon's path (POST; common/business/promoted-pins/contracts.ts promotedEventsRoute). */
export const PROMOTED_EVENTS_PATH = "/v3/promoted/events/";

/** Hiding a promoted Pin (POST; contracts.ts hidePromotedRoute) and undoing it (DELETE …/{pinId}/). */
export const PROMOTED_HIDES_PATH = "/v3/promoted/hides/";

/** ours: a promoted Pin takes the 12th, 24th, … card of a feed or search page (one in every 12, never two in a row). */
export const PROMOTED_SLOT_EVERY = 12;
/** ours: an impression is counted when at least this share of the card is visible … */
export const IMPRESSION_VISIBLE_RATIO = 0.5;
/** … for at least this long (ms), continuously. */
export const IMPRESSION_VISIBLE_MS = 1000;
/** ours: the page sends its events at most this often (ms), and at once when it is hidden. */
export const BEACON_FLUSH_MS = 2000;
/** ours: the most events one beacon carries (a batch over it is refused, 400). */
export const BEACON_MAX_EVENTS = 50;
/** ours: the longest delivery token the beacon accepts (characters). */
export const PROMOTED_TOKEN_MAX = 400;
/** ours: a delivery token counts for this long after it was issued (a page left open overnight still counts, once). */
export const PROMOTED_TOKEN_SECONDS = 24 * 60 * 60;
/** ours: a campaign's counter writes its day's totals to D1 this long after the first uncounted event (ms). */
export const COUNTER_FLUSH_MS = 1000;
/** ours: the most campaigns a delivery considers (the least-spent first). */
export const DELIVERY_CANDIDATES_MAX = 50;
/** ours: the viewer's own Pins read to find their interests (newest first). */
export const VIEWER_INTEREST_PINS = 60;

export const PROMOTED_EVENT_TYPES = ["impression", "click"] as const;
export type PromotedEventType = (typeof PROMOTED_EVENT_TYPES)[number];

/**
 * ours: what one impression and one click cost, in micro-currency of the ad account's currency
 * (business.md §9 currencies). A thousand impressions cost about 2 US dollars (2.00 in USD, EUR,
 * GBP, CHF, AUD, CAD, NZD; 20 in SEK, NOK, DKK; 45 in CZK), a click a tenth of that thousand.
 * Each is one "cost unit": a day's spend never passes its daily budget (the counter refuses the
 * event that would).
 */
const COSTS_BY_CURRENCY: Record<string, { impression: number; click: number }> = {
  USD: { impression: 2_000, click: 200_000 },
  EUR: { impression: 2_000, click: 200_000 },
  GBP: { impression: 2_000, click: 200_000 },
  CHF: { impression: 2_000, click: 200_000 },
  AUD: { impression: 2_000, click: 200_000 },
  CAD: { impression: 2_000, click: 200_000 },
  NZD: { impression: 2_000, click: 200_000 },
  SEK: { impression: 20_000, click: 2_000_000 },
  NOK: { impression: 20_000, click: 2_000_000 },
  DKK: { impression: 20_000, click: 2_000_000 },
  CZK: { impression: 45_000, click: 4_500_000 },
};

/**
 * The price of one event in the ad account's currency (micro-currency).
 *
 * @example
 * promotedCost("USD", "impression") // 2000 ($2.00 per thousand)
 * promotedCost("CZK", "click") // 4500000
 */
export const promotedCost = (currency: string, type: PromotedEventType): number =>
  (COSTS_BY_CURRENCY[currency] ?? COSTS_BY_CURRENCY.USD!)[type];

/** ours: a day of delivery and spend is a UTC day (ad accounts have no time zone of their own). */
export const PROMOTED_TIME_ZONE = "UTC";

/**
 * ours: the words that put a Pin, or a viewer's saved Pins, in an interest (business.md §3 form
 * value "interests"). Matched on whole, case-folded words of titles and descriptions.
 */
export const INTEREST_WORDS: Record<string, readonly string[]> = {
  home_decor: ["decor", "interior", "interiors", "living", "bedroom", "sofa", "lamp", "rug", "home", "shelf", "kitchen"],
  food_and_drinks: [
    "recipe",
    "recipes",
    "food",
    "dinner",
    "lunch",
    "breakfast",
    "cake",
    "bread",
    "cocktail",
    "coffee",
    "drink",
    "soup",
    "baking",
  ],
  fashion: ["fashion", "outfit", "outfits", "dress", "shoes", "style", "jacket", "jeans", "wardrobe"],
  beauty: ["beauty", "makeup", "skincare", "hair", "nails", "lipstick", "perfume"],
  diy_and_crafts: ["diy", "craft", "crafts", "handmade", "knitting", "sewing", "crochet", "woodwork", "paper"],
  travel: ["travel", "trip", "beach", "hotel", "city", "mountains", "hiking", "island", "adventure"],
  gardening: ["garden", "gardening", "plants", "plant", "flowers", "flower", "succulent", "herbs", "seeds", "mushroom", "mushrooms"],
  kids_and_parenting: ["kids", "baby", "parenting", "nursery", "toddler", "toys", "family"],
};

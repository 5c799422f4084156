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
/**
 * ours: when a counter's write to D1 fails, it tries again this long after (ms), doubling each
 * attempt up to COUNTER_RETRY_MAX_MS, for as long as it takes: counted money must reach the books,
 * and the platform's own alarm retries stop after a few.
 */
export const COUNTER_RETRY_BASE_MS = 250;
export const COUNTER_RETRY_MAX_MS = 5_000;
/** ours: the counter's recent UTC days (the newest it counted and the ones before) compared with D1's rows on every alarm. */
export const COUNTER_RECONCILE_DAYS = 3;

/*
 * Invalid traffic (IAB/MRC invalid-traffic filtering): per campaign and UTC day, the events one
 * viewer, and one client address, may be charged for. Past a cap an event is recorded as invalid
 * (not charged), never dropped silently. A person sees a promoted Pin a few times a day on a few
 * pages and opens it once; an address is a household, an office or a phone network's NAT, so it
 * gets a few viewers' worth. "A handful, not 40" (docs/decisions/039).
 */
/** ours: impressions of one campaign charged per viewer and day (a feed, a search, a Pin page). */
export const VIEWER_DAILY_IMPRESSIONS_MAX = 3;
/** ours: clicks of one campaign charged per viewer and day. */
export const VIEWER_DAILY_CLICKS_MAX = 1;
/** ours: impressions of one campaign charged per client address and day (a few people behind one address). */
export const ADDRESS_DAILY_IMPRESSIONS_MAX = 10;
/** ours: clicks of one campaign charged per client address and day. */
export const ADDRESS_DAILY_CLICKS_MAX = 3;

/** Why an event was recorded as invalid (not charged); the counter keeps a count per reason and day. */
export const INVALID_REASONS = [
  "bot",
  "no_user_agent",
  "no_accept_language",
  "not_same_origin",
  "hosting_network",
  "no_impression",
  "viewer_cap",
  "address_cap",
] as const;
export type InvalidReason = (typeof INVALID_REASONS)[number];

/** ours: networks of well-known clouds and hosts (`request.cf.asOrganization`): people do not browse from them. */
export const HOSTING_NETWORKS =
  /amazon|aws|google cloud|microsoft|azure|digitalocean|ovh|hetzner|linode|akamai|vultr|oracle|alibaba|tencent|scaleway|contabo|leaseweb|choopa|m247|datacamp/i;

/** Where a promoted card was placed: the home feed, a search, a Pin page (a letter in its delivery token). */
export const PROMOTED_SURFACES = { home: "h", search: "s", pin: "p" } as const;
export type PromotedSurface = keyof typeof PROMOTED_SURFACES;

/** ours: the page tries a failed beacon again this many times, waiting BEACON_RETRY_MS, doubled each time. */
export const BEACON_RETRY_ATTEMPTS = 3;
export const BEACON_RETRY_MS = 1000;

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

/**
 * Numbers of the business area (business.md §9), each with the section it comes from; "ours"
 * marks a value the spec leaves open (docs/decisions/016-business-and-quick-promote.md).
 */
import { MAX_PIN_IMAGE_BYTES } from "../saving/constants";

/** §9 "Budget micro-currency multiplier 1,000,000": budget_in_micro_currency = budget × this. */
export const MICRO_CURRENCY_MULTIPLIER = 1_000_000;
/** §9 "Campaign name cut 64", §5 "truncated to under 64 characters (62 plus an ellipsis)". */
export const CAMPAIGN_NAME_CUT = 64;
/** §5: the characters kept before the ellipsis. */
export const CAMPAIGN_NAME_KEPT = 62;
export const CAMPAIGN_NAME_ELLIPSIS = "…";

/** §2, §9 "Widths used in quick promote: 472 and 364": the page's column on wide and narrow screens. */
export const QUICK_PROMOTE_WIDTHS = { wide: 472, narrow: 364 } as const;
/** §2, §9 page width classes: NARROW under 870, MEDIUM 870 to 1275, WIDE above 1275. */
export const PAGE_CLASS_BOUNDS = { medium: 870, wide: 1275 } as const;
export type PageClass = "NARROW" | "MEDIUM" | "WIDE";

/**
 * The page class of a viewport width (§2).
 *
 * @example
 * pageClass(869) // "NARROW"
 * pageClass(1275) // "MEDIUM"
 */
export const pageClass = (width: number): PageClass =>
  width < PAGE_CLASS_BOUNDS.medium ? "NARROW" : width <= PAGE_CLASS_BOUNDS.wide ? "MEDIUM" : "WIDE";

/** §3 "Ad objective types". */
export const OBJECTIVE_TYPES = ["CONSIDERATION", "WEB_CONVERSION", "CATALOG_SALES"] as const;
export type ObjectiveType = (typeof OBJECTIVE_TYPES)[number];
/** ours: the objective of a quick promote campaign without a conversion tag (§7 sends objective_type only with one). */
export const DEFAULT_OBJECTIVE: ObjectiveType = "CONSIDERATION";

/** §7 ads_client_type. */
export const ADS_CLIENT_TYPE = "quick_promote";

/** §9 "Ad targeting defaults for gender: female, male, unknown". */
export const GENDERS = ["female", "male", "unknown"] as const;
export type Gender = (typeof GENDERS)[number];
export const DEFAULT_GENDERS: readonly Gender[] = GENDERS;
/** ours: the age buckets a quick promote campaign may target (§3 form value "ages"); none chosen = all. */
export const AGE_BUCKETS = ["18-24", "25-34", "35-44", "45-49", "50-54", "55-64", "65+"] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];
/** ours: the interests a quick promote campaign may target (§3 form value "interests"), keys of BUSINESS_COPY.interests. */
export const INTERESTS = [
  "home_decor",
  "food_and_drinks",
  "fashion",
  "beauty",
  "diy_and_crafts",
  "travel",
  "gardening",
  "kids_and_parenting",
] as const;
export type Interest = (typeof INTERESTS)[number];
/** ours: §3 form value ad_type; a quick promote promotes the Pin as it is. */
export const AD_TYPES = ["standard"] as const;
/** ours: the conversion events a tag may optimise for (§3 selected_ocpm_tag conversionEvent). */
export const CONVERSION_EVENTS = ["CHECKOUT", "ADD_TO_CART", "SIGNUP", "LEAD", "PAGE_VISIT"] as const;
export type ConversionEvent = (typeof CONVERSION_EVENTS)[number];

/** ours: the duration choices of the form, in days (the per-country default of §9 is one of them). */
export const DURATION_CHOICES = ["1", "3", "5", "7", "10", "14", "21", "30"] as const;
/** ours: the longest duration and the largest daily budget the API accepts. */
export const MAX_DURATION_DAYS = 365;
export const MAX_DAILY_BUDGET = 1_000_000;
/** ours: a budget has at most this many decimals (one micro-unit). */
export const BUDGET_MAX_DECIMALS = 6;

/** ours: lengths the API accepts. */
export const BUSINESS_NAME_MAX = 100;
export const ADDRESS_FIELD_MAX = 200;
export const DESTINATION_URL_MAX = 2048;
export const IDEMPOTENCY_KEY_MAX = 255;

/** §2 closing the quick promote page: back 1 step, or 3 when a pin-builder page is in the history. */
export const CLOSE_BACK_STEPS = { normal: 1, afterPinBuilder: 3 } as const;
/** §2: with the close-window experiment on, a history this long or shorter closes the window. */
export const CLOSE_WINDOW_MAX_HISTORY = 1;

/** §9 "Pin builder limits: width 880"; other numbers of the row (meaning not shown) are not used. */
export const PIN_BUILDER_WIDTH = 880;
/** §3 "Pin builder aspect ratios per layout" as [width, height]. */
export const PIN_BUILDER_LAYOUTS = {
  single: [
    [2, 3],
    [3, 4],
    [1, 1],
  ],
  carousel: [
    [2, 3],
    [3, 4],
    [1, 1],
  ],
  story: [[9, 16]],
} as const satisfies Record<string, readonly (readonly [number, number])[]>;
export type PinBuilderLayout = keyof typeof PIN_BUILDER_LAYOUTS;
/**
 * ours: the largest image the pin builder uploads, in bytes: the limit of every Pin image
 * (common/saving/constants.ts MAX_PIN_IMAGE_BYTES, 10 MiB). §9 lists "maximum 0xc800000" (200 MiB)
 * among the pin builder's numbers without saying what it limits; a Worker holds a request body in
 * 128 MB of memory, so images stop well below it.
 */
export const PIN_BUILDER_UPLOAD_MAX_BYTES = MAX_PIN_IMAGE_BYTES;
/** The API path of pin-builder uploads, which takes image bytes instead of JSON. */
export const PIN_BUILDER_UPLOAD_PATH = "/v3/pin_builder/uploads/";
/** The image types the pin builder uploads (and their stored extensions). */
export const PIN_BUILDER_IMAGE_TYPES = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/gif": "gif" } as const;

/** §9 "Verified badge name length 70". */
export const VERIFIED_NAME_LENGTH = 70;
/** §9 "Header height 64". */
export const BUSINESS_HEADER_HEIGHT = 64;

/** ours: the business permissions of a business access profile (§3 "may contain OWNER"). */
export const BUSINESS_PERMISSIONS = ["OWNER", "ADMIN", "CAMPAIGN_MANAGER", "ANALYST"] as const;
export type BusinessPermission = (typeof BUSINESS_PERMISSIONS)[number];
/** ours: the permissions that let a person act for someone else's ad account (create boards, campaigns). */
export const ACTING_PERMISSIONS: readonly BusinessPermission[] = ["OWNER", "ADMIN", "CAMPAIGN_MANAGER"];

/** ours: a business profile has no merchant, scheduled Pins or shopping-link tool yet (§3 profile user fields). */
export const PROFILE_DEFAULTS = { merchantId: null, scheduledPinCount: 0, eligibleForStlTool: false } as const;

/** ours: the HTTP header of an idempotent create (§7 quick promote). */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** ours: a campaign's statuses (docs/decisions/052); ENDED and ARCHIVED are for good. */
export const CAMPAIGN_STATUSES = ["ACTIVE", "PAUSED", "ENDED", "ARCHIVED"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** ours: an ad group's and an ad's statuses. */
export const CHANGEABLE_STATUSES = ["ACTIVE", "PAUSED"] as const;

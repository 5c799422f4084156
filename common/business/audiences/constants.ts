/** Audiences' numbers (issue 37 item 2, docs/decisions/060). */
import { CONVERSION_EVENT_NAMES } from "../conversions";

export const AUDIENCE_KINDS = ["visitor", "customer_list", "engagement", "actalike"] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

/** Below this many people no size is shown and an audience targets no one (Pinterest's own minimum). */
export const AUDIENCE_SIZE_FLOOR = 100;
export const AUDIENCES_PER_ACCOUNT_MAX = 50;
export const AUDIENCE_NAME_MAX = 100;
/** How far back a visitor or engagement audience looks, in days (Pinterest keeps tag visitors 540 days). */
export const AUDIENCE_LOOKBACK_MIN = 1;
export const AUDIENCE_LOOKBACK_MAX = 540;
export const AUDIENCE_LOOKBACK_DEFAULT = 30;
/** The tag's events a visitor audience may name. */
export const VISITOR_EVENTS = CONVERSION_EVENT_NAMES;
export const ENGAGEMENT_ACTIONS = ["save", "click"] as const;
export type EngagementAction = (typeof ENGAGEMENT_ACTIONS)[number];
/** Hashes one customer-list request may carry, and a list's total. */
export const LIST_HASHES_PER_REQUEST_MAX = 10_000;
export const LIST_HASHES_TOTAL_MAX = 100_000;
/** A request of LIST_HASHES_PER_REQUEST_MAX hashes: 67 bytes each in JSON, and room for the rest. */
export const LIST_BODY_MAX_BYTES = LIST_HASHES_PER_REQUEST_MAX * 67 + 4_096;
/** An actalike: the seed's most-held interests it looks for, and how many recent Pins it reads to find people. */
export const ACTALIKE_TOP_INTERESTS = 3;
export const ACTALIKE_SCAN_PINS = 10_000;
/** Ad groups one audience's usage form may set at once. */
export const AUDIENCE_AD_GROUPS_MAX = 200;
/** The cron's work each minute: emails hashed for matching, audiences refreshed, and how old a refresh may get. */
export const EMAIL_HASHES_PER_RUN = 1_000;
export const AUDIENCE_REFRESHES_PER_RUN = 10;
export const AUDIENCE_REFRESH_SECONDS = 3_600;

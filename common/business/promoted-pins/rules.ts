/**
 * Why: who a promoted Pin may be shown to, and where on a page it goes, decided the same way on
 * every path (docs/decisions/039): pure functions of a campaign's targeting (business.md §7
 * targeting_spec, §3 form values ages, interests, genders) and of what is known of the viewer.
 * Country must match when the campaign names one; ages only where the viewer's age is known;
 * interests come from Pins' words (INTEREST_WORDS): the promoted Pin's own and the viewer's saved
 * Pins'. Auto targeting widens the interests: the Pin's own count as chosen, and a viewer whose
 * interests are unknown still matches.
 */
import type { AgeBucket, Gender, Interest } from "../constants";
import { HOSTING_NETWORKS, INTEREST_WORDS, PROMOTED_SLOT_EVERY, type InvalidReason } from "./constants";

export interface TargetingSpec {
  AGE_BUCKET: readonly AgeBucket[];
  GENDER: readonly Gender[];
  INTEREST: readonly Interest[];
  LOCATION: readonly string[];
}

/** What delivery knows of a viewer; null where it does not know (a visitor's age, gender, interests). */
export interface ViewerTraits {
  country: string | null;
  age: number | null;
  gender: string | null;
  interests: ReadonlySet<string> | null;
}

/** ours: nobody known to be under this age is shown promoted Pins. */
export const PROMOTED_MIN_AGE = 18;

/**
 * The §3 age bucket of an age, or null under 18.
 *
 * @example
 * ageBucket(30) // "25-34"
 * ageBucket(16) // null
 */
export function ageBucket(age: number): AgeBucket | null {
  if (age < 18) return null;
  if (age < 25) return "18-24";
  if (age < 35) return "25-34";
  if (age < 45) return "35-44";
  if (age < 50) return "45-49";
  if (age < 55) return "50-54";
  if (age < 65) return "55-64";
  return "65+";
}

/** Whole years between a birthday and a moment (both epoch ms). */
export function ageAt(birthdayMs: number, nowMs: number): number {
  const b = new Date(birthdayMs);
  const n = new Date(nowMs);
  let age = n.getUTCFullYear() - b.getUTCFullYear();
  if (n.getUTCMonth() < b.getUTCMonth() || (n.getUTCMonth() === b.getUTCMonth() && n.getUTCDate() < b.getUTCDate())) age -= 1;
  return age;
}

/** The targeting gender of a profile's gender: "female", "male", anything else (or none) "unknown". */
export const targetingGender = (gender: string | null): Gender => (gender === "female" || gender === "male" ? gender : "unknown");

/**
 * The interests whose words appear in a text (INTEREST_WORDS).
 *
 * @example
 * interestsOf("Wild mushroom soup recipe") // Set { "food_and_drinks", "gardening" }
 */
export function interestsOf(text: string): Set<Interest> {
  const words = new Set(
    text
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u),
  );
  const found = new Set<Interest>();
  for (const [interest, list] of Object.entries(INTEREST_WORDS)) {
    if (list.some((w) => words.has(w))) found.add(interest as Interest);
  }
  return found;
}

/**
 * Whether a campaign's targeting takes in this viewer.
 *
 * @example
 * matchesTargeting({ spec, autoTargeting: false, pinInterests: new Set(["travel"]) }, { country: "US", age: null, gender: null, interests: null })
 */
export function matchesTargeting(
  campaign: { spec: TargetingSpec; autoTargeting: boolean; pinInterests: ReadonlySet<string> },
  viewer: ViewerTraits,
): boolean {
  const { spec, autoTargeting } = campaign;
  if (viewer.age !== null && viewer.age < PROMOTED_MIN_AGE) return false;
  if (spec.LOCATION.length > 0 && (viewer.country === null || !spec.LOCATION.includes(viewer.country))) return false;
  if (spec.GENDER.length > 0 && !spec.GENDER.includes(targetingGender(viewer.gender))) return false;
  if (spec.AGE_BUCKET.length > 0 && viewer.age !== null) {
    const bucket = ageBucket(viewer.age);
    if (bucket === null || !spec.AGE_BUCKET.includes(bucket)) return false;
  }
  if (spec.INTEREST.length > 0 || autoTargeting) {
    const wanted = new Set<string>(spec.INTEREST);
    if (autoTargeting) {
      if (viewer.interests === null || viewer.interests.size === 0) return true;
      for (const i of campaign.pinInterests) wanted.add(i);
      if (wanted.size === 0) return true;
    }
    if (viewer.interests === null) return false;
    return [...viewer.interests].some((i) => wanted.has(i));
  }
  return true;
}

/**
 * How many promoted slots a page of `organic` cards has: one after every PROMOTED_SLOT_EVERY − 1
 * organic cards, each followed by at least one organic card (so none is last, and two never meet
 * across pages).
 *
 * @example
 * promotedSlotCount(25) // 2: the 12th and 24th cards
 * promotedSlotCount(11) // 0
 */
export const promotedSlotCount = (organic: number): number => Math.max(0, Math.floor((organic - 1) / (PROMOTED_SLOT_EVERY - 1)));

/**
 * A page's organic items with the promoted ones in their slots (the 12th, 24th, … card).
 *
 * @example
 * insertPromoted(pins25, [adA, adB]) // 27 items: adA 12th, adB 24th
 */
export function insertPromoted<T>(organic: readonly T[], promoted: readonly T[]): T[] {
  const out: T[] = [];
  let next = 0;
  organic.forEach((item, i) => {
    out.push(item);
    if (next < promoted.length && (out.length + 1) % PROMOTED_SLOT_EVERY === 0 && i < organic.length - 1) out.push(promoted[next++]!);
  });
  return out;
}

/**
 * The UTC day of a moment (delivery and spend days are UTC, PROMOTED_TIME_ZONE).
 *
 * @example
 * utcDay(Date.UTC(2026, 10, 28, 23, 59)) // "2026-11-28"
 */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * The first and last UTC day a campaign may deliver and spend on: from its start; to its
 * inclusive end date, or for a campaign that is neither ongoing nor dated, to the last of its
 * `duration` days (business.md §3 duration, is_ongoing, inclusive_end_date); ongoing: no last day.
 *
 * @example
 * campaignDays({ startMs: Date.UTC(2026, 10, 20), durationDays: 10, ongoing: false, endDate: null })
 * // { firstDay: "2026-11-20", lastDay: "2026-11-29" }
 */
export function campaignDays(c: { startMs: number; durationDays: number; ongoing: boolean; endDate: string | null }): {
  firstDay: string;
  lastDay: string | null;
} {
  const firstDay = utcDay(c.startMs);
  if (c.endDate) return { firstDay, lastDay: c.endDate };
  if (c.ongoing) return { firstDay, lastDay: null };
  return { firstDay, lastDay: utcDay(Date.parse(`${firstDay}T00:00:00Z`) + (c.durationDays - 1) * 86_400_000) };
}

/** What the beacon's request says of its sender (headers, and the edge's `request.cf` where there is one). */
export interface BeaconSender {
  userAgent: string | null;
  acceptLanguage: string | null;
  /** Fetch Metadata's Sec-Fetch-Site (every current browser sends it; old Safari did not: absent passes) */
  secFetchSite: string | null;
  /** `request.cf.asOrganization`: absent in tests and local runs */
  asOrganization: string | null;
  /** isbot's verdict on the User-Agent (isbot is the Worker's; this file stays dependency-free) */
  bot: boolean;
}

/**
 * Why an event from this sender is invalid traffic before any counting (IAB/MRC general invalid
 * traffic: known bots, non-browser clients, data centres), or null for a browser's. Robust checks
 * only: every browser sends a User-Agent and an Accept-Language naming languages, and a page's own beacon is
 * same-origin. sec-ch-ua is not required: Chrome omits it under a User-Agent override and on
 * plain-HTTP origins, so it would refuse real browsers (docs/decisions/039).
 *
 * @example
 * invalidSenderReason({ userAgent: "", acceptLanguage: null, secFetchSite: null, asOrganization: null, bot: false }) // "no_user_agent"
 */
export function invalidSenderReason(s: BeaconSender): InvalidReason | null {
  if (!s.userAgent?.trim()) return "no_user_agent";
  if (s.bot) return "bot";
  // "*" is what a script's fetch (undici, Node's) sends in its place; a browser names languages.
  const languages = s.acceptLanguage?.trim();
  if (!languages || languages === "*") return "no_accept_language";
  // The origin guard already refuses cross-site and same-site; "none" is no page's request.
  if (s.secFetchSite !== null && s.secFetchSite !== "same-origin") return "not_same_origin";
  if (s.asOrganization && HOSTING_NETWORKS.test(s.asOrganization)) return "hosting_network";
  return null;
}

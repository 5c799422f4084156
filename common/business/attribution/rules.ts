/**
 * Why: a view of a Pin in a paid partnership registers an attribution source (business.md §7:
 * source event id, destination list, expiry, priority, event type, advertiser id, campaign id, and
 * hostname for non-main hosts) with the browser's Attribution Reporting API. What is registered —
 * the JSON of the `Attribution-Reporting-Register-Source` header — and which destinations are
 * acceptable (https sites: scheme and host, as the API requires) are decided here, pure.
 */
import { ATTRIBUTION_EXPIRY_SECONDS, ATTRIBUTION_VIEW_PRIORITY } from "./constants";

/** The most destinations one source names (the Attribution Reporting API allows 3). */
export const MAX_DESTINATIONS = 3;

/**
 * The destination sites of a comma-separated list: each an https origin without a path, at most
 * three; null when any is not.
 *
 * @example
 * destinationSites("https://shop.example,https://www.shop.example"); // ["https://shop.example", "https://www.shop.example"]
 * destinationSites("http://shop.example"); // null
 */
export function destinationSites(list: string): string[] | null {
  const parts = list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > MAX_DESTINATIONS) return null;
  const out: string[] = [];
  for (const p of parts) {
    let url: URL;
    try {
      url = new URL(p);
    } catch {
      return null;
    }
    if (url.protocol !== "https:" || url.pathname !== "/" || url.search || url.hash || url.username || url.password) return null;
    out.push(url.origin);
  }
  return [...new Set(out)];
}

/**
 * The destination of a Pin's link: its https origin, or null (an http link cannot be one).
 *
 * @example
 * linkDestination("https://shop.example/lamps/7"); // "https://shop.example"
 */
export function linkDestination(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

export interface SourceRegistration {
  source_event_id: string;
  destination: string | string[];
  expiry: string;
  priority: string;
  filter_data: Record<string, string[]>;
}

/**
 * The registration header's JSON.
 *
 * @example
 * sourceRegistration({ source_event_id: "42", destinations: ["https://shop.example"], advertiser_id: "7", campaign_id: "3", event_type: "view" });
 */
export function sourceRegistration(q: {
  source_event_id: string;
  destinations: string[];
  expiry?: number;
  priority?: number;
  event_type: "view" | "click";
  advertiser_id: string;
  campaign_id: string;
  hostname?: string;
}): SourceRegistration {
  return {
    source_event_id: q.source_event_id,
    destination: q.destinations.length === 1 ? q.destinations[0]! : q.destinations,
    expiry: String(q.expiry ?? ATTRIBUTION_EXPIRY_SECONDS),
    priority: String(q.priority ?? ATTRIBUTION_VIEW_PRIORITY),
    filter_data: {
      advertiser_id: [q.advertiser_id],
      campaign_id: [q.campaign_id],
      event_type: [q.event_type],
      ...(q.hostname && { hostname: [q.hostname] }),
    },
  };
}

/** True when the browser's `Attribution-Reporting-Eligible` header allows registering a source. */
export const eligibleForSource = (header: string | null): boolean =>
  header !== null && /(^|,)\s*(event-source|navigation-source)\s*(,|$)/.test(header);

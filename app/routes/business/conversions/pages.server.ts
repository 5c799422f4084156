/**
 * Why: the console's conversions pages (business.md §2's eighteen `/conversions/…` paths, issue 37
 * item 1) read four API answers — the overview (events by name, health, deduplication), the event
 * history, the tags and the uploads — and each page shows its part in words and money, never
 * micro-units or raw channel bits. The access token page is tokens.server.ts.
 */
import { conversionTagsRoute } from "~common/business/contracts";
import {
  conversionHistoryRoute,
  conversionsOverviewRoute,
  conversionUploadsRoute,
  type ConversionRecord,
  type ConversionsOverview,
  type Upload,
} from "~common/business/conversions";
import type { ApiClient } from "../../../lib/api-client";
import { money } from "../campaign-insights";
import { CONVERSIONS_PAGE_COPY as T } from "./copy";

/** The conversions pages of the console's route table, by what each shows. */
const PAGES = {
  conversions: "overview",
  conversions_events_overview: "overview",
  conversions_event_history: "history",
  conversions_test_events: "test_events",
  conversions_health: "health",
  conversions_tag_health: "tag_health",
  conversions_deduplication: "deduplication",
  conversions_tag: "tag",
  conversions_tag_manual_setup: "tag_setup",
  conversions_api_manual_setup: "api_setup",
  conversions_setup_api: "api_setup",
  conversions_api_partner_setup: "partner_setup",
  conversions_pinterest_capi_connect: "partner_setup",
  conversions_payload_helper: "payload_helper",
  conversions_upload: "upload",
  conversions_pca_upload: "partner_upload",
  conversions_history: "uploads",
  conversions_pca_history: "partner_uploads",
} as const;
export type ConversionsPageName = (typeof PAGES)[keyof typeof PAGES];

export const isConversionsPage = (key: string): key is keyof typeof PAGES => Object.hasOwn(PAGES, key);

const when = (iso: string) =>
  new Date(iso).toLocaleString("en", {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    hour12: false,
  }) + " UTC";

export interface EventRow {
  id: string;
  name: string;
  eventId: string;
  time: string;
  received: string;
  from: string;
  copies: number;
  value: string | null;
  attribution: string | null;
}
export interface HealthRow {
  key: string;
  label: string;
  received: number;
  failed: number;
  rate: string;
  lastSeen: string;
  lastError: string | null;
  /** a tag never seen, or more than one event in twenty refused */
  warn: boolean;
}
export interface UploadRow {
  id: string;
  fileName: string;
  made: string;
  total: number;
  processed: number;
  failed: number;
  errors: { row: number; error: string }[];
}

export interface ConversionsView {
  page: ConversionsPageName;
  advertiserId: string;
  /** this site's origin: the tag's address and the API's */
  origin: string;
  /** the server's clock, Unix seconds (the payload helper's sample is an event of now) */
  now: number;
  overview: {
    days: number;
    windows: string;
    rows: { name: string; total: number; clicks: number; views: number; value: string }[];
    dedup: ConversionsOverview["deduplication"];
  } | null;
  health: HealthRow[];
  events: { items: EventRow[]; next: string | null } | null;
  tags: { id: string; name: string }[];
  uploads: UploadRow[];
}

const eventRow = (r: ConversionRecord): EventRow => ({
  id: r.id,
  name: T.eventNames[r.event_name as keyof typeof T.eventNames] ?? r.event_name,
  eventId: r.event_id,
  time: when(r.event_time),
  received: when(r.received_at),
  from: r.channels.map((c) => T.channels[c]).join(" + "),
  copies: r.copies,
  value: r.value_in_micro_currency !== null && r.currency ? money(r.value_in_micro_currency, r.currency) : null,
  attribution: r.attribution ? T.attributed(r.attribution.kind, r.attribution.campaign_name, when(r.attribution.touched_at)) : null,
});

const healthRows = (o: ConversionsOverview): HealthRow[] =>
  o.health.map((h) => ({
    key: `${h.channel}:${h.tag_id ?? ""}`,
    label: h.channel === "tag" ? T.tagLabel(h.tag_name ?? "", h.tag_id ?? "") : T.channels[h.channel],
    received: h.received,
    failed: h.failed,
    rate: `${(h.error_rate * 100).toFixed(1)}%`,
    lastSeen: h.last_seen_at ? when(h.last_seen_at) : T.neverSeen,
    lastError: h.last_error,
    warn: (h.channel === "tag" && h.last_seen_at === null) || h.error_rate > 0.05,
  }));

const uploadRow = (u: Upload): UploadRow => ({
  id: u.id,
  fileName: u.file_name,
  made: when(u.created_at),
  total: u.rows_total,
  processed: u.rows_processed,
  failed: u.rows_failed,
  errors: u.errors,
});

/**
 * @example
 * if (isConversionsPage(match.key)) page = { kind: "conversions", view: await loadConversionsPage(api, advertiserId, match.key, url) };
 */
export async function loadConversionsPage(
  api: ApiClient,
  advertiserId: string,
  key: keyof typeof PAGES,
  url: URL,
  currency: string,
): Promise<ConversionsView> {
  const page = PAGES[key];
  const view: ConversionsView = {
    page,
    advertiserId,
    origin: url.origin,
    now: Math.floor(Date.now() / 1000),
    overview: null,
    health: [],
    events: null,
    tags: [],
    uploads: [],
  };
  const params = { advertiserId };
  if (page === "overview" || page === "health" || page === "tag_health" || page === "deduplication") {
    const days = url.searchParams.get("days") === "30" ? "30" : "7";
    const r = await api.call(conversionsOverviewRoute, { params, query: { days } });
    if (r.ok) {
      const o = r.data;
      view.overview = {
        days: o.days,
        windows: T.windows(o.click_window_days, o.view_window_days),
        rows: o.events.map((e) => ({
          name: T.eventNames[e.event_name],
          total: e.total,
          clicks: e.attributed_clicks,
          views: e.attributed_views,
          value: money(e.value_in_micro_currency, currency),
        })),
        dedup: o.deduplication,
      };
      view.health = healthRows(o).filter((h) => page !== "tag_health" || h.key.startsWith("tag:"));
    }
  } else if (page === "history" || page === "test_events") {
    const bookmark = url.searchParams.get("bookmark");
    const r = await api.call(conversionHistoryRoute, {
      params,
      query: {
        test: page === "test_events" ? "true" : "false",
        bookmark: bookmark && /^[1-9][0-9]{0,15}$/.test(bookmark) ? bookmark : undefined,
      },
    });
    view.events = r.ok ? { items: r.data.items.map(eventRow), next: r.data.bookmark } : { items: [], next: null };
  } else if (page === "tag" || page === "tag_setup") {
    const r = await api.call(conversionTagsRoute, { params });
    view.tags = r.ok ? r.data.map((t) => ({ id: t.id, name: t.name })) : [];
  } else if (page === "upload" || page === "partner_upload" || page === "uploads" || page === "partner_uploads") {
    const r = await api.call(conversionUploadsRoute, { params });
    view.uploads = r.ok ? r.data.items.map(uploadRow) : [];
  }
  return view;
}

/**
 * Why: the console's audiences pages (issue 37 item 2) read the API's audiences, one audience
 * with the account's ad groups, and the debug verdicts of one test viewer; each page gets them in
 * words (kinds, sizes under the floor, rules, reasons), never as codes or raw ids.
 */
import { data } from "react-router";
import {
  AUDIENCE_SIZE_FLOOR,
  AUDIENCES_PER_ACCOUNT_MAX,
  audienceDebugRoute,
  audienceRoute,
  audiencesRoute,
  type Audience,
  type AudienceDebug,
  type AudienceDetail,
  type AudienceKind,
} from "~common/business/audiences";
import type { ApiClient } from "../../../lib/api-client";
import { AUDIENCES_COPY as T } from "./copy";

const ID = /^[1-9][0-9]{0,15}$/;

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const when = (iso: string) =>
  `${new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  })} UTC`;

export interface AudienceRow {
  id: string;
  name: string;
  kind: AudienceKind;
  kindName: string;
  size: string;
  tooSmall: boolean;
  madeOf: string;
  usedBy: string;
  refreshed: string;
}

export interface AudienceDetailView extends AudienceRow {
  lookbackDays: number | null;
  eventNames: string[];
  actions: string[];
  adGroups: { id: string; name: string; mode: "include" | "exclude" | "none" }[];
}

export interface AudiencesView {
  advertiserId: string;
  rows: AudienceRow[];
  /** The audiences an actalike may start from (not actalikes); too small ones say so. */
  seeds: { id: string; name: string; ready: boolean }[];
  full: boolean;
  detail: AudienceDetailView | null;
}

export interface DebugRow {
  id: string;
  name: string;
  kindName: string;
  member: boolean;
  why: string;
  catchingUp: boolean;
  tooSmall: boolean;
}

export interface AudienceDebugView {
  advertiserId: string;
  viewers: { value: string; label: string }[];
  username: string | null;
  viewerName: string | null;
  error: string | null;
  rows: DebugRow[] | null;
}

function madeOf(a: Audience): string {
  if (a.kind === "visitor") return T.madeOf.visitor(a.event_names ?? [], a.lookback_days ?? 0);
  if (a.kind === "engagement") return T.madeOf.engagement(a.actions ?? [], a.lookback_days ?? 0);
  if (a.kind === "customer_list") return T.madeOf.customerList(a.list_rows ?? 0);
  return T.madeOf.actalike(a.seed_audience?.name ?? T.madeOf.seedGone, a.interests ?? []);
}

const row = (a: Audience): AudienceRow => ({
  id: a.id,
  name: a.name,
  kind: a.kind,
  kindName: T.kinds[a.kind],
  size: T.size(a.size, AUDIENCE_SIZE_FLOOR),
  tooSmall: a.status === "TOO_SMALL",
  madeOf: madeOf(a),
  usedBy: T.usedBy(a.used_by),
  refreshed: a.refreshed_at ? when(a.refreshed_at) : T.notRefreshed,
});

const detailView = (a: AudienceDetail): AudienceDetailView => ({
  ...row(a),
  lookbackDays: a.lookback_days,
  eventNames: a.event_names ?? [],
  actions: a.actions ?? [],
  adGroups: a.ad_groups.map((g) => ({ id: g.id, name: T.adGroupName(g.campaign_name, g.name), mode: g.mode })),
});

/**
 * @example
 * if (match.key === "audiences") page = { kind: "audiences", view: await loadAudiences(api, advertiserId, url) };
 */
export async function loadAudiences(api: ApiClient, advertiserId: string, url: URL): Promise<AudiencesView> {
  const id = url.searchParams.get("id");
  if (id !== null && !ID.test(id)) throw data(null, { status: 404 });
  const [list, one] = await Promise.all([
    api.call(audiencesRoute, { params: { advertiserId } }),
    id ? api.call(audienceRoute, { params: { advertiserId, audienceId: id } }) : null,
  ]);
  if (one && !one.ok) throw data(null, { status: one.status });
  const items = list.ok ? list.data.items : [];
  return {
    advertiserId,
    rows: items.map(row),
    seeds: items.filter((a) => a.kind !== "actalike").map((a) => ({ id: a.id, name: a.name, ready: a.status === "READY" })),
    full: items.length >= AUDIENCES_PER_ACCOUNT_MAX,
    detail: one?.ok ? detailView(one.data) : null,
  };
}

function why(a: AudienceDebug["audiences"][number]): string {
  const at = a.at ? day(a.at) : null;
  const [first] = a.details;
  switch (a.reason) {
    case "VISITED":
      return T.reasons.VISITED(first, at);
    case "SAVED":
      return T.reasons.SAVED(first, at);
    case "CLICKED":
      return T.reasons.CLICKED(first, at);
    case "NOT_VISITED":
    case "NOT_ENGAGED":
    case "SHARES_INTERESTS":
    case "NO_SHARED_INTERESTS":
      return T.reasons[a.reason](a.details);
    default:
      return T.reasons[a.reason]();
  }
}

/**
 * @example
 * if (match.key === "audience_debug") page = { kind: "audience_debug", view: await loadAudienceDebug(api, advertiserId, url) };
 */
export async function loadAudienceDebug(api: ApiClient, advertiserId: string, url: URL): Promise<AudienceDebugView> {
  const asked = url.searchParams.get("username")?.trim().slice(0, 30) || null;
  const r = await api.call(audienceDebugRoute, { params: { advertiserId }, query: { username: asked ?? undefined } });
  // A name not among the test viewers: the list still shows, with the refusal under it.
  const listed = r.ok ? r : asked ? await api.call(audienceDebugRoute, { params: { advertiserId }, query: {} }) : r;
  const viewers = listed.ok ? listed.data.viewers.map((v) => ({ value: v.username, label: T.viewerName(v.name, v.username) })) : [];
  const viewer = r.ok ? r.data.viewer : null;
  return {
    advertiserId,
    viewers,
    username: asked,
    viewerName: viewer ? T.viewerName(viewer.name, viewer.username) : null,
    error: !r.ok ? (asked ? r.error.message : T.somethingWrong) : url.searchParams.has("username") && !asked ? T.viewerMissing : null,
    rows:
      r.ok && viewer
        ? r.data.audiences.map((a) => ({
            id: a.id,
            name: a.name,
            kindName: T.kinds[a.kind],
            member: a.member,
            why: why(a),
            catchingUp: a.member !== a.qualifies,
            tooSmall: a.status === "TOO_SMALL",
          }))
        : null,
  };
}

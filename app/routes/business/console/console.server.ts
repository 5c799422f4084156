/**
 * The advertiser console's loaders (business.md §2): every console path, with or without the
 * /advertiser/{advertiserId} prefix, is matched against the route table
 * (common/business/console/console-routes.ts). The pages the product links to read real data — the
 * console home (the ad account's campaigns with their last 7 days), billing (the billing profile,
 * the campaign of the billing link and the monthly invoices), campaign insights (the report of the
 * query's windows, and the campaign's settings, budget and duration; ../campaign-insights/) and the
 * ad group page — and every other path of the table renders the console shell, marked as not
 * available yet.
 * A path outside the table is a 404; an unprefixed path goes to the same page of the viewer's ad
 * account (their own, else the first shared with them; none → /business/convert).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { adGroupRoute, advertiserRoute, advertisersRoute, campaignRoute, campaignsRoute } from "~common/business/contracts";
import { matchConsolePath, type ConsoleMatch } from "~common/business/console/console-routes";
import type { AdGroup, Campaign } from "~common/business/schemas";
import { API_ERRORS } from "~common/errors";
import { apiClientFor } from "../../../lib/api.server";
import { requireUser } from "../../../lib/guards.server";
import { pageUrl } from "../../../lib/page-url.server";
import { money, type InsightsView, type Invoices, type Numbers } from "../campaign-insights";
import { lastSevenDays, loadInsights, monthlyInvoices } from "../campaign-insights/index.server";
import type { HistoryView } from "../campaign-control";
import { campaignControlAction, loadHistory } from "../campaign-control/index.server";
import type { AdsView } from "../ads-create";
import { ADS_CREATE_INTENTS, ADS_CREATE_KEYS, adsCreateAction, loadAdsPage } from "../ads-create/index.server";
import type { BulkEditorView } from "../bulk-editor";
import { bulkEditorAction, isBulkEditorPage, loadBulkEditor } from "../bulk-editor/index.server";
import type { ReportingView } from "../reporting";
import { isReportingPage, loadReporting, reportingAction } from "../reporting/index.server";
import { campaignDays } from "~common/business/promoted-pins";
import type { BillingEditView } from "../billing-profile";
import { billingEditView, billingProfileAction } from "../billing-profile/index.server";
import type { ReportCenterView } from "../report-center";
import type { AccessTokensView, ConversionsView } from "../conversions";
import type { AudienceDebugView, AudiencesView } from "../audiences";
import { audiencesAction, loadAudienceDebug, loadAudiences } from "../audiences/index.server";
import {
  conversionsAction,
  conversionsPageAction,
  isConversionsPage,
  loadAccessTokens,
  loadConversionsPage,
} from "../conversions/index.server";
import {
  isReportCenterPage,
  isReportUnsubscribePage,
  loadReportCenter,
  loadUnsubscribe,
  reportCenterAction,
  unsubscribeAction,
} from "../report-center/index.server";

type Context = Readonly<RouterContextProvider>;

export interface CampaignView {
  id: string;
  name: string;
  status: string;
  objective: string;
  budget: string;
  budgetMicro: number;
  lifetimeMicro: number | null;
  currency: string;
  duration: number;
  ongoing: boolean;
  endDate: string | null;
  started: string;
  pinId: string;
  pinTitle: string;
  pinImage: string | null;
  destination: string;
  adGroupId: string;
  adGroupName: string;
  autoTargeting: boolean;
  targeting: Campaign["targeting_spec"];
}

const view = (c: Campaign): CampaignView => ({
  id: c.id,
  name: c.name,
  status: c.status,
  objective: c.objective_type,
  budget: money(c.budget_in_micro_currency, c.currency),
  budgetMicro: c.budget_in_micro_currency,
  lifetimeMicro: c.lifetime_budget_in_micro_currency,
  currency: c.currency,
  duration: c.duration,
  ongoing: c.is_ongoing,
  // The last day it runs, whether named or from its duration (null: ongoing).
  endDate: campaignDays({
    startMs: Date.parse(c.start_time),
    durationDays: c.duration,
    ongoing: c.is_ongoing,
    endDate: c.inclusive_end_date,
  }).lastDay,
  started: c.start_time.slice(0, 10),
  pinId: c.pin_id,
  pinTitle: c.pin_title,
  pinImage: c.pin_image_url,
  destination: c.ad.destination_url,
  adGroupId: c.ad_group.id,
  adGroupName: c.ad_group.name,
  autoTargeting: c.auto_targeting_enabled,
  targeting: c.targeting_spec,
});

export type ConsolePage =
  | { kind: "home"; campaigns: CampaignView[]; bookmark: string | null; lastDays: Record<string, Numbers> }
  | {
      kind: "billing";
      profile: { contact: string; email: string; address: string; currency: string } | null;
      campaign: CampaignView | null;
      objectiveType: string | null;
      quickPromote: boolean;
      invoices: Invoices | null;
      edit: BillingEditView | null;
    }
  | {
      kind: "insights";
      campaign: CampaignView;
      insights: InsightsView;
    }
  | { kind: "adgroup"; group: AdGroup & { budget: string }; locked: boolean }
  | { kind: "history"; history: HistoryView }
  | { kind: "ads"; view: AdsView }
  | { kind: "bulk_editor"; bulk: BulkEditorView }
  | { kind: "reporting"; view: ReportingView }
  | { kind: "report_center"; view: ReportCenterView }
  | { kind: "conversion_tokens"; view: AccessTokensView }
  | { kind: "conversions"; view: ConversionsView }
  | { kind: "audiences"; view: AudiencesView }
  | { kind: "audience_debug"; view: AudienceDebugView }
  | { kind: "shell" };

/** The viewer's ad account for an unprefixed console path: their own, else the first shared with them. */
async function defaultAdvertiser(request: Request, context: Context, viewerId: string): Promise<string | null> {
  const list = await apiClientFor(request, context).call(advertisersRoute);
  if (!list.ok) return null;
  return (list.data.find((a) => a.owner_user_id === viewerId) ?? list.data[0])?.id ?? null;
}

/** /advertiser/ and every unprefixed console path: the same page of the viewer's ad account. */
export async function unprefixedConsoleLoader(request: Request, context: Context) {
  const url = pageUrl(request);
  const viewer = await requireUser({ request, context });
  const match = url.pathname === "/advertiser" || url.pathname === "/advertiser/" ? { key: "home" } : matchConsolePath(url.pathname);
  if (!match) throw data(null, { status: 404 });
  const id = await defaultAdvertiser(request, context, viewer.user.id);
  if (!id) throw redirect(`/business/convert?${new URLSearchParams({ next: `${url.pathname}${url.search}` })}`);
  const rest = url.pathname === "/advertiser" || url.pathname === "/advertiser/" ? "/" : url.pathname;
  throw redirect(`/advertiser/${id}${rest}${url.search}`);
}

export async function consoleLoader(request: Request, context: Context, advertiserId: string) {
  const url = pageUrl(request);
  const match: ConsoleMatch | null = matchConsolePath(url.pathname);
  // An emailed report's unsubscribe link works logged out: its token is the proof (docs/decisions/054).
  if (match && match.advertiserId === advertiserId && isReportUnsubscribePage(match.key))
    return loadUnsubscribe(request, context, advertiserId);
  await requireUser({ request, context });
  if (!match || match.advertiserId !== advertiserId) throw data(null, { status: 404 });
  const api = apiClientFor(request, context);
  const account = await api.call(advertiserRoute, { params: { advertiserId } });
  if (!account.ok) {
    if (account.error.api_error_code === API_ERRORS.ADVERTISER_ACCESS_DENIED.code) throw data({ forbidden: true }, { status: 403 });
    throw data(null, { status: 404 });
  }
  const a = account.data;
  const q = url.searchParams;
  let page: ConsolePage = { kind: "shell" };
  if (match.key === "home") {
    const [list, lastDays] = await Promise.all([
      api.call(campaignsRoute, { params: { advertiserId }, query: { bookmark: q.get("bookmark") ?? undefined } }),
      lastSevenDays(api, advertiserId),
    ]);
    page = { kind: "home", campaigns: list.ok ? list.data.items.map(view) : [], bookmark: list.ok ? list.data.bookmark : null, lastDays };
  } else if (match.key === "billing") {
    const campaignId = q.get("campaign_id");
    const [campaign, invoices] = await Promise.all([
      campaignId && /^[1-9][0-9]{0,14}$/.test(campaignId) ? api.call(campaignRoute, { params: { advertiserId, campaignId } }) : null,
      monthlyInvoices(api, advertiserId),
    ]);
    const b = a.billing_profile;
    page = {
      kind: "billing",
      profile: b
        ? {
            contact: b.contact_name,
            email: b.email,
            address: [b.address.line1, b.address.postal_code, b.address.city, b.address.country].join(", "),
            currency: b.currency,
          }
        : null,
      campaign: campaign?.ok ? view(campaign.data) : null,
      objectiveType: q.get("objective_type"),
      quickPromote: q.get("is_quick_promote") === "true",
      invoices,
      edit: billingEditView(a, q),
    };
  } else if (match.key === "campaign_insights") {
    const campaignId = match.params.campaignId!;
    const [campaign, insights] = await Promise.all([
      api.call(campaignRoute, { params: { advertiserId, campaignId } }),
      loadInsights(api, advertiserId, campaignId, q),
    ]);
    if (!campaign.ok) throw data(null, { status: 404 });
    page = { kind: "insights", campaign: view(campaign.data), insights };
  } else if (isReportingPage(match.key, q)) {
    page = { kind: "reporting", view: await loadReporting(api, advertiserId, match.key, q) };
  } else if (match.key === "reporting_adgroups") {
    const id = q.get("id");
    if (id && /^[1-9][0-9]{0,14}$/.test(id)) {
      const group = await api.call(adGroupRoute, { params: { advertiserId, adGroupId: id } });
      if (!group.ok) throw data(null, { status: 404 });
      page = {
        kind: "adgroup",
        group: { ...group.data, budget: money(group.data.budget_in_micro_currency, group.data.currency) },
        locked: group.data.campaign.status === "ENDED" || group.data.campaign.status === "ARCHIVED",
      };
    } else {
      // Without an id it is the ad groups report (isReportingPage, above): here only a malformed id.
      throw data(null, { status: 404 });
    }
  } else if (match.key === "history") {
    page = { kind: "history", history: await loadHistory(api, advertiserId, q) };
  } else if (ADS_CREATE_KEYS.has(match.key)) {
    const view = await loadAdsPage(api, advertiserId, match.key, q, a);
    if (!view) throw data(null, { status: 404 });
    page = { kind: "ads", view };
  } else if (isBulkEditorPage(match.key)) {
    page = { kind: "bulk_editor", bulk: await loadBulkEditor(api, advertiserId, match.key, q) };
  } else if (isReportCenterPage(match.key)) {
    page = { kind: "report_center", view: await loadReportCenter(api, advertiserId, match.key, q) };
  } else if (match.key === "conversions_access_token") {
    page = { kind: "conversion_tokens", view: await loadAccessTokens(api, advertiserId) };
  } else if (isConversionsPage(match.key)) {
    page = { kind: "conversions", view: await loadConversionsPage(api, advertiserId, match.key, url, a.currency) };
  } else if (match.key === "audiences") {
    page = { kind: "audiences", view: await loadAudiences(api, advertiserId, url) };
  } else if (match.key === "audience_debug") {
    page = { kind: "audience_debug", view: await loadAudienceDebug(api, advertiserId, url) };
  } else if (match.key === "pin_builder") {
    throw redirect(`/pin-builder/?${new URLSearchParams({ advertiser_id: advertiserId })}`);
  }
  return {
    account: { id: a.id, name: a.name, currency: a.currency },
    match: { key: match.key, section: match.section },
    path: url.pathname,
    page,
  };
}

/**
 * The console's writes: campaign create's (../ads-create/) and campaign control's (../campaign-control/), by their
 * intent, for the ad account of the path; the bulk editor's, reporting's, billing's and the report center's by
 * their page (the report center's unsubscribe link needs no log-in).
 *
 * @example
 * export const action = ({ request, context, params }: Route.ActionArgs) => consoleAction(request, context, params.advertiserId);
 */
export async function consoleAction(request: Request, context: Context, advertiserId: string) {
  const match = matchConsolePath(pageUrl(request).pathname);
  if (match && match.advertiserId === advertiserId && isReportUnsubscribePage(match.key)) return unsubscribeAction(request, context);
  await requireUser({ request, context });
  if (!match || match.advertiserId !== advertiserId) throw data(null, { status: 404 });
  if (isBulkEditorPage(match.key)) return bulkEditorAction(request, context, advertiserId);
  if (isReportCenterPage(match.key)) return reportCenterAction(request, context, advertiserId);
  if (match.key === "reporting_preferences") return reportingAction(request, context, advertiserId);
  if (match.key === "billing") return billingProfileAction(request, context, advertiserId);
  if (match.key === "conversions_access_token") return conversionsAction(request, context, advertiserId);
  if (isConversionsPage(match.key)) return conversionsPageAction(request, context, advertiserId);
  if (match.key === "audiences") return audiencesAction(request, context, advertiserId);
  // The create pages also hold campaign control's buttons (the edit page): their intent says whose it is.
  const intent = ADS_CREATE_KEYS.has(match.key) ? String((await request.clone().formData()).get("intent") ?? "") : "";
  if (ADS_CREATE_INTENTS.test(intent)) {
    const account = await apiClientFor(request, context).call(advertiserRoute, { params: { advertiserId } });
    if (!account.ok) throw data(null, { status: account.status });
    return adsCreateAction(request, context, advertiserId, account.data);
  }
  return campaignControlAction(request, context, advertiserId);
}

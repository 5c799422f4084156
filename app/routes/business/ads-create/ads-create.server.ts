/**
 * The console's campaign create pages (docs/decisions/057): the loaders of /ads/campaign_mode/,
 * /ads/create/, /automated/ads/create/, /ads/edit_draft/, /ads/edit/, /automated/ads/edit/ and
 * /ads/duplicate/, and the action behind their forms — one small handler per intent, each through
 * the typed client. The create form works without JavaScript: adding or removing an ad group saves
 * the draft and comes back to it; with JavaScript the form also saves itself as it is typed
 * (a fetcher, js=1, answered with data).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import {
  ADS_CREATE_COPY as T,
  AD_GROUPS_MAX,
  addAdGroupRoute,
  campaignStructureRoute,
  createCampaignRoute,
  createDraftRoute,
  deleteDraftRoute,
  draftRoute,
  draftsRoute,
  duplicateCampaignRoute,
  emptyForm,
  emptyGroup,
  planFromForm,
  saveDraftRoute,
  type AdGroupForm,
  type CampaignForm,
  type CampaignStructure,
  type DraftSummary,
  type PlanFacts,
} from "~common/business/ads-create";
import { campaignsRoute, conversionTagsRoute, promotablePinsRoute } from "~common/business/contracts";
import { consoleRoute, type ConsoleRouteKey } from "~common/business/console";
import { OBJECTIVE_TYPES } from "~common/business/constants";
import type { Campaign, ConversionTag, PromotablePin } from "~common/business/schemas";
import { ID_PATTERN } from "~common/saving/schemas";
import type { ApiClient } from "../../../lib/api-client";
import { apiClientFor } from "../../../lib/api.server";
import { pageUrl } from "../../../lib/page-url.server";
import { formFromData, formProblems, groupFrom, text, type Problem } from "./ads-form";

type Context = Readonly<RouterContextProvider>;

/** The console keys these pages answer. */
export const ADS_CREATE_KEYS = new Set<ConsoleRouteKey>([
  "ads_campaign_mode",
  "ads_create",
  "automated_ads_create",
  "ads_edit_draft",
  "ads_edit",
  "automated_ads_edit",
  "ads_duplicate",
]);
export const ADS_CREATE_INTENTS = /^(create|save_draft|add_group|remove_group\.\d{1,2}|add_group_to_campaign|duplicate|delete_draft)$/;

export type AdsView =
  | { mode: "campaign_mode"; drafts: DraftSummary[] }
  | {
      mode: "form";
      form: CampaignForm;
      draftId: string | null;
      version: number | null;
      pins: PromotablePin[];
      tags: ConversionTag[];
      facts: PlanFacts;
    }
  | { mode: "edit"; structure: CampaignStructure; pins: PromotablePin[]; facts: PlanFacts; group: AdGroupForm }
  | { mode: "choose"; campaigns: Campaign[]; next: "ads_edit" | "automated_ads_edit" | "ads_duplicate" }
  | { mode: "duplicate"; structure: CampaignStructure };

export interface AdsAnswer {
  ok: boolean;
  intent: string;
  message: string;
  problems?: Problem[];
  form?: CampaignForm;
  draftId?: string;
  version?: number;
  savedAt?: string;
}

const validId = (v: string | null) => (v && ID_PATTERN.test(v) ? v : null);
const today = () => new Date().toISOString().slice(0, 10);

async function pinsOf(api: ApiClient, advertiserId: string): Promise<PromotablePin[]> {
  const res = await api.call(promotablePinsRoute, { params: { advertiserId }, query: { page_size: 100 } });
  return res.ok ? res.data.items : [];
}

/**
 * The page a create path shows, for the ad account's country and currency.
 *
 * @example
 * const ads = await loadAdsPage(api, "7", "ads_create", url.searchParams, { country: "US", currency: "USD" });
 */
export async function loadAdsPage(
  api: ApiClient,
  advertiserId: string,
  key: ConsoleRouteKey,
  q: URLSearchParams,
  account: { country: string; currency: string },
): Promise<AdsView | null> {
  const facts: PlanFacts = { ...account, today: today() };
  if (key === "ads_campaign_mode") {
    const drafts = await api.call(draftsRoute, { params: { advertiserId } });
    return { mode: "campaign_mode", drafts: drafts.ok ? drafts.data.items : [] };
  }
  if (key === "ads_create" || key === "automated_ads_create" || key === "ads_edit_draft") {
    const draftId = key === "ads_edit_draft" ? validId(q.get("draft_id")) : null;
    const [draft, pins, tags] = await Promise.all([
      draftId ? api.call(draftRoute, { params: { advertiserId, draftId } }) : null,
      pinsOf(api, advertiserId),
      api.call(conversionTagsRoute, { params: { advertiserId } }),
    ]);
    if (key === "ads_edit_draft" && !draft?.ok) return null;
    const objective = OBJECTIVE_TYPES.find((o) => o === q.get("objective")) ?? undefined;
    const form = draft?.ok ? draft.data.form : emptyForm(facts, key === "automated_ads_create", objective);
    return {
      mode: "form",
      form,
      draftId: draft?.ok ? draft.data.id : null,
      version: draft?.ok ? draft.data.version : null,
      pins,
      tags: tags.ok ? tags.data : [],
      facts,
    };
  }
  const campaignId = validId(q.get("campaign_id"));
  if (!campaignId) {
    const list = await api.call(campaignsRoute, { params: { advertiserId }, query: { page_size: 100 } });
    const next = key === "ads_duplicate" ? "ads_duplicate" : key === "automated_ads_edit" ? "automated_ads_edit" : "ads_edit";
    return {
      mode: "choose",
      campaigns: list.ok ? list.data.items.filter((c) => c.status !== "ARCHIVED" || next === "ads_duplicate") : [],
      next,
    };
  }
  const [structure, pins] = await Promise.all([
    api.call(campaignStructureRoute, { params: { advertiserId, campaignId } }),
    pinsOf(api, advertiserId),
  ]);
  if (!structure.ok) return null;
  if (key === "ads_duplicate") return { mode: "duplicate", structure: structure.data };
  const n = structure.data.ad_groups.length + 1;
  return { mode: "edit", structure: structure.data, pins, facts, group: emptyGroup(`Ad group ${n}`, account.country) };
}

// --- The action ---

function answer(request: Request, js: boolean, a: AdsAnswer, status = 200, to?: string) {
  if (js || !a.ok) return data(a, { status: a.ok ? status : status === 200 ? 400 : status });
  const back = to ? new URL(to, pageUrl(request)) : pageUrl(request);
  back.searchParams.set("done", a.message);
  throw redirect(`${back.pathname}?${back.searchParams}`);
}

type ApiFailure = {
  ok: false;
  status: number;
  error: { message: string; message_detail?: string | null; data?: { field?: unknown } | null };
};
const failure = (intent: string, r: ApiFailure, form?: CampaignForm): AdsAnswer => ({
  ok: false,
  intent,
  message: r.error.message_detail ?? r.error.message,
  problems: [{ field: String(r.error.data?.field ?? ""), message: r.error.message_detail ?? r.error.message }],
  form,
});

async function saveDraft(api: ApiClient, advertiserId: string, form: CampaignForm, draftId: string | null, version: number | undefined) {
  return draftId
    ? api.call(saveDraftRoute, { params: { advertiserId, draftId }, json: { form, version } })
    : api.call(createDraftRoute, { params: { advertiserId }, json: { form } });
}

/**
 * @example
 * export const action = (args: Route.ActionArgs) => adsCreateAction(args.request, args.context, args.params.advertiserId, account);
 */
export async function adsCreateAction(
  request: Request,
  context: Context,
  advertiserId: string,
  account: { country: string; currency: string },
) {
  const f = await request.formData();
  const intent = text(f, "intent");
  const js = text(f, "js") === "1";
  const api = apiClientFor(request, context);
  const facts: PlanFacts = { ...account, today: today() };
  const draftId = validId(f.get("draft_id") as string | null);
  const version =
    Number.isInteger(Number(f.get("version"))) && f.get("version") !== "" && f.get("version") !== null
      ? Number(f.get("version"))
      : undefined;
  const editPath = (id: string) => consoleRoute("ads_edit", { advertiserId, query: { campaign_id: id } });

  if (intent === "delete_draft") {
    if (!draftId) return data<AdsAnswer>({ ok: false, intent, message: T.draftDeleted }, { status: 400 });
    const r = await api.call(deleteDraftRoute, { params: { advertiserId, draftId } });
    return r.ok ? answer(request, js, { ok: true, intent, message: T.draftDeleted }) : answer(request, js, failure(intent, r), r.status);
  }
  if (intent === "duplicate") {
    const campaignId = validId(f.get("campaign_id") as string | null);
    if (!campaignId) return data<AdsAnswer>({ ok: false, intent, message: T.chooseCampaign }, { status: 400 });
    const name = text(f, "name").trim();
    const r = await api.call(duplicateCampaignRoute, { params: { advertiserId, campaignId }, json: name ? { name } : {} });
    return r.ok
      ? answer(request, false, { ok: true, intent, message: T.duplicated }, 200, editPath(r.data.campaign.id))
      : answer(request, js, failure(intent, r), r.status);
  }
  if (intent === "add_group_to_campaign") {
    const campaignId = validId(f.get("campaign_id") as string | null);
    const group = groupFrom(f, 0);
    const form = { ...emptyForm(facts, f.get("automated") === "1"), ad_groups: [group] };
    const problems = formProblems(form, facts).filter((p) => p.field.startsWith("ad_groups.0."));
    if (!campaignId || problems.length)
      return data<AdsAnswer>({ ok: false, intent, message: T.fixProblems(problems.length || 1), problems }, { status: 400 });
    const plan = planFromForm(form).plan.ad_groups[0]!;
    const r = await api.call(addAdGroupRoute, { params: { advertiserId, campaignId }, json: plan });
    if (!r.ok)
      return answer(
        request,
        js,
        {
          ...failure(intent, r),
          problems: [{ field: `ad_groups.0.${String(r.error.data?.field ?? "")}`, message: r.error.message_detail ?? r.error.message }],
        },
        r.status,
      );
    return answer(request, false, { ok: true, intent, message: T.groupAdded }, 200, pageUrl(request).pathname + pageUrl(request).search);
  }

  let form = formFromData(f);
  if (!form) return data<AdsAnswer>({ ok: false, intent, message: T.fixProblems(1) }, { status: 400 });
  if (intent === "create") {
    const problems = formProblems(form, facts);
    if (problems.length)
      return data<AdsAnswer>({ ok: false, intent, message: T.fixProblems(problems.length), problems, form }, { status: 400 });
    const plan = planFromForm(form).plan;
    const r = await api.call(createCampaignRoute, { params: { advertiserId }, json: draftId ? { ...plan, draft_id: draftId } : plan });
    if (!r.ok) return data(failure(intent, r, form), { status: r.status });
    throw redirect(`${editPath(r.data.campaign.id)}&${new URLSearchParams({ done: T.created })}`);
  }
  if (intent === "add_group")
    form = {
      ...form,
      ad_groups: [...form.ad_groups, emptyGroup(`Ad group ${form.ad_groups.length + 1}`, account.country)].slice(0, AD_GROUPS_MAX),
    };
  const remove = /^remove_group\.(\d+)$/.exec(intent);
  if (remove && form.ad_groups.length > 1) form = { ...form, ad_groups: form.ad_groups.filter((_, i) => i !== Number(remove[1])) };
  if (intent !== "save_draft" && intent !== "add_group" && !remove)
    return data<AdsAnswer>({ ok: false, intent, message: T.fixProblems(1) }, { status: 400 });
  const saved = await saveDraft(api, advertiserId, form, draftId, version);
  if (!saved.ok) return answer(request, js, failure(intent, saved, form), saved.status);
  const draftPath = consoleRoute("ads_edit_draft", { advertiserId, query: { draft_id: saved.data.id } });
  if (js && intent === "save_draft")
    return data<AdsAnswer>({
      ok: true,
      intent,
      message: T.saved,
      draftId: saved.data.id,
      version: saved.data.version,
      savedAt: saved.data.updated_at,
    });
  throw redirect(`${draftPath}${intent === "save_draft" ? `&${new URLSearchParams({ done: T.saved })}` : ""}`);
}

/**
 * The console's campaign control (docs/decisions/052): the action behind the campaign page's
 * Pause / Resume / End / Archive buttons and its edit form, and the ad group page's buttons — one
 * small handler per intent, each through the typed client — and the history page's loader. A
 * fetcher (js=1) gets the answer as data; a plain form is redirected back to its page with the
 * answer's words in the query (`done`), so every control works without JavaScript too.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import {
  CAMPAIGN_CONTROL_COPY as T,
  CAMPAIGN_STATUSES,
  CHANGEABLE_STATUSES,
  HISTORY_ENTITIES,
  historyRoute,
  updateAdGroupRoute,
  updateAdRoute,
  updateCampaignRoute,
  type HistoryPage,
} from "~common/business/campaign-control";
import { parseKeywords } from "~common/business/ads-create";
import { BUSINESS_ERRORS } from "~common/business/errors";
import { BUSINESS_MESSAGES } from "~common/business/messages";
import { TargetingSpecSchema } from "~common/business/schemas";
import { campaignNameFits, toMicroCurrency } from "~common/business/quick-promote";
import { API_ERRORS } from "~common/errors";
import { ID_PATTERN } from "~common/saving/schemas";
import type { ApiClient } from "../../../lib/api-client";
import { apiClientFor } from "../../../lib/api.server";
import { pageUrl } from "../../../lib/page-url.server";

type Context = Readonly<RouterContextProvider>;

export interface ControlAnswer {
  ok: boolean;
  intent: string;
  message: string;
  /** The edit form's field the problem is about. */
  field?: string;
}

const id = z.string().regex(ID_PATTERN);
const js = z.string().optional();
const IntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("campaign_status"), campaign_id: id, status: z.enum(CAMPAIGN_STATUSES), js }),
  z.object({
    intent: z.literal("campaign_edit"),
    campaign_id: id,
    name: z.string().max(2000),
    budget: z.string().max(40).optional(),
    /** a lifetime campaign's form sends this instead of `budget` */
    lifetime_budget: z.string().max(40).optional(),
    end_date: z.string().max(10).optional(),
    no_end: z.string().optional(),
    js,
  }),
  z.object({ intent: z.literal("ad_group_status"), ad_group_id: id, status: z.enum(CHANGEABLE_STATUSES), js }),
  z.object({
    intent: z.literal("ad_group_edit"),
    ad_group_id: id,
    name: z.string().max(2000),
    bid: z.string().max(40),
    keywords: z.string().max(20_000),
    location: z.string().max(2),
    genders: z.array(z.string().max(20)).max(10),
    ages: z.array(z.string().max(20)).max(10),
    interests: z.array(z.string().max(40)).max(20),
    js,
  }),
  z.object({ intent: z.literal("ad_status"), ad_id: id, status: z.enum(CHANGEABLE_STATUSES), js }),
]);
type Intent = z.infer<typeof IntentSchema>;

const EDIT_FIELDS: Record<string, string> = {
  budget_in_micro_currency: "budget",
  lifetime_budget_in_micro_currency: "budget",
  inclusive_end_date: "end_date",
  name: "name",
  bid_in_micro_currency: "bid",
  keywords: "keywords",
  targeting_spec: "targeting",
};
/** The form fields that may come more than once (the ad group form's choices). */
const MANY = ["genders", "ages", "interests"] as const;

/** Answers a fetcher with data, a plain form with a redirect back (the words ride in `done`). */
function answer(request: Request, form: { js?: string }, a: ControlAnswer, status = 200) {
  if (form.js === "1") return data(a, { status });
  const back = pageUrl(request);
  back.searchParams.delete("confirm");
  back.searchParams.set("done", a.message);
  throw redirect(`${back.pathname}?${back.searchParams}`);
}

type Result =
  | { ok: true }
  | { ok: false; status: number; error: { message: string; message_detail?: string | null; data?: { field?: unknown } | null } };
const fromApi = (request: Request, form: Intent, result: Result, message: string) =>
  result.ok
    ? answer(request, form, { ok: true, intent: form.intent, message })
    : answer(
        request,
        form,
        {
          ok: false,
          intent: form.intent,
          message: result.error.message_detail ?? result.error.message,
          field: EDIT_FIELDS[String(result.error.data?.field ?? "")],
        },
        result.status,
      );

/**
 * @example
 * export const action = (args: Route.ActionArgs) => campaignControlAction(args.request, args.context, args.params.advertiserId);
 */
export async function campaignControlAction(request: Request, context: Context, advertiserId: string) {
  const body = await request.formData();
  const parsed = IntentSchema.safeParse({ ...Object.fromEntries(body), ...Object.fromEntries(MANY.map((k) => [k, body.getAll(k)])) });
  if (!parsed.success) return data<ControlAnswer>({ ok: false, intent: "unknown", message: T.somethingWrong }, { status: 400 });
  const form = parsed.data;
  const api = apiClientFor(request, context);
  switch (form.intent) {
    case "campaign_status": {
      const result = await api.call(updateCampaignRoute, {
        params: { advertiserId, campaignId: form.campaign_id },
        json: { status: form.status },
      });
      return fromApi(request, form, result, T.done[form.status]!);
    }
    case "campaign_edit": {
      // The page's own check first (the API checks the same again): a name, a budget as money.
      const name = form.name.trim();
      if (!campaignNameFits(name))
        return answer(
          request,
          form,
          { ok: false, intent: form.intent, message: BUSINESS_MESSAGES.campaignNameInvalid, field: "name" },
          400,
        );
      const lifetime = form.lifetime_budget !== undefined;
      const micro = toMicroCurrency((lifetime ? form.lifetime_budget : form.budget) ?? "");
      if (micro === null)
        return answer(request, form, { ok: false, intent: form.intent, message: BUSINESS_MESSAGES.budgetInvalid, field: "budget" }, 400);
      const end = form.no_end === "on" && !lifetime ? null : form.end_date || null;
      const budget = lifetime ? { lifetime_budget_in_micro_currency: micro } : { budget_in_micro_currency: micro };
      const result = await api.call(updateCampaignRoute, {
        params: { advertiserId, campaignId: form.campaign_id },
        json: { name, ...budget, inclusive_end_date: end },
      });
      // Saving the form unchanged is not a failure.
      if (!result.ok && result.error.api_error_code === API_ERRORS.NOTHING_TO_CHANGE.code)
        return answer(request, form, { ok: true, intent: form.intent, message: T.saved });
      return fromApi(request, form, result, T.saved);
    }
    case "ad_group_status": {
      const result = await api.call(updateAdGroupRoute, {
        params: { advertiserId, adGroupId: form.ad_group_id },
        json: { status: form.status },
      });
      return fromApi(request, form, result, T.adGroupDone[form.status]!);
    }
    case "ad_group_edit":
      return editAdGroup(request, api, advertiserId, form);
    case "ad_status": {
      const result = await api.call(updateAdRoute, { params: { advertiserId, adId: form.ad_id }, json: { status: form.status } });
      return fromApi(request, form, result, T.adDone[form.status]!);
    }
  }
}

/** The ad group form: the create's own reading of a bid and keywords first, then the API's rules. */
async function editAdGroup(request: Request, api: ApiClient, advertiserId: string, form: Extract<Intent, { intent: "ad_group_edit" }>) {
  const refuse = (field: string, message: string) => answer(request, form, { ok: false, intent: form.intent, message, field }, 400);
  const name = form.name.trim();
  if (!campaignNameFits(name)) return refuse("name", BUSINESS_MESSAGES.campaignNameInvalid);
  const bid = form.bid.trim() === "" ? null : toMicroCurrency(form.bid);
  if (form.bid.trim() !== "" && bid === null) return refuse("bid", BUSINESS_ERRORS.BID_INVALID.message);
  const keywords = parseKeywords(form.keywords);
  if (keywords === null) return refuse("keywords", BUSINESS_MESSAGES.keywordInvalid);
  const targeting = TargetingSpecSchema.safeParse({
    AGE_BUCKET: form.ages,
    GENDER: form.genders,
    INTEREST: form.interests,
    LOCATION: form.location ? [form.location] : [],
  });
  if (!targeting.success) return refuse("targeting", BUSINESS_ERRORS.TARGETING_INVALID.message);
  const result = await api.call(updateAdGroupRoute, {
    params: { advertiserId, adGroupId: form.ad_group_id },
    json: { name, bid_in_micro_currency: bid, keywords, targeting_spec: targeting.data },
  });
  if (!result.ok && result.error.api_error_code === API_ERRORS.NOTHING_TO_CHANGE.code)
    return answer(request, form, { ok: true, intent: form.intent, message: T.saved });
  return fromApi(request, form, result, T.saved);
}

export interface HistoryView {
  page: HistoryPage | null;
  entity: (typeof HISTORY_ENTITIES)[number] | null;
  campaignId: string | null;
  /** Who and when (issue 36 item 4): the form's values as asked. */
  actorId: string | null;
  start: string | null;
  end: string | null;
  /** The API's words when it refused the dates. */
  error: string | null;
}

/**
 * The history page's entries for the query's filters (`entity_type`, `campaign_id`, `bookmark`).
 *
 * @example
 * const history = await loadHistory(api, "7", url.searchParams);
 */
export async function loadHistory(api: ApiClient, advertiserId: string, q: URLSearchParams): Promise<HistoryView> {
  const entity = HISTORY_ENTITIES.find((e) => e === q.get("entity_type")) ?? null;
  const campaign = q.get("campaign_id");
  const campaignId = campaign && ID_PATTERN.test(campaign) ? campaign : null;
  const bookmark = q.get("bookmark") ?? undefined;
  const actor = q.get("actor_id");
  const actorId = actor && /^[0-9a-f-]{36}$/i.test(actor) ? actor : null;
  // A date field left empty is no bound; one that is not a date at all is said as the API says it.
  const day = (name: string) => q.get(name) || null;
  const start = day("start_date");
  const end = day("end_date");
  const res = await api.call(historyRoute, {
    params: { advertiserId },
    query: {
      entity_type: entity ?? undefined,
      campaign_id: campaignId ?? undefined,
      actor_id: actorId ?? undefined,
      start_date: start ?? undefined,
      end_date: end ?? undefined,
      bookmark,
    },
  });
  const error = res.ok ? null : res.status === 400 ? (BUSINESS_MESSAGES.historyDatesInvalid as string) : null;
  return { page: res.ok ? res.data : null, entity, campaignId, actorId, start, end, error };
}

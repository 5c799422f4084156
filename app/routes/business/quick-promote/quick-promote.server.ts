/**
 * Quick promote's loader and action (business.md §2, §4, §7, §8): the steps are decided on the
 * server, so the flow works as plain HTML forms and the same way with JavaScript.
 *
 * The loader picks the ad account (the path's, else the viewer's own, else the first shared with
 * them; none → /business/convert), then the step: the consent modal until it is answered, the pin
 * selection modal without a Pin, else the page with the form and the country's defaults (§9).
 *
 * The action takes one intent per form: `consent`, `promote` (the page), `business`, `billing`,
 * `open_tag` and `add_tag` (the tag modal). After the page, business and billing forms the next
 * step is common/business/quick-promote/rules.ts's advanceStep; at success the campaign is created
 * with the §7 body (quickPromoteBody) under the Idempotency-Key the page was made with, and its
 * data goes to the success modal. A failure (§8): message_detail or message; a 401 stays on the
 * page with the message in the Pin's area, anything else opens the error modal. The form's values
 * travel between steps in a hidden `draft` field (nothing in them is secret; the API checks all).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { type ExperimentGroups } from "~common/auth/schemas";
import { BUSINESS_NAME_MAX_LENGTH } from "~common/auth/constants";
import { AD_TYPES, CONVERSION_EVENTS, DEFAULT_GENDERS, type ConversionEvent } from "~common/business/constants";
import {
  adsConsentRoute,
  advertiserRoute,
  advertisersRoute,
  billingProfileRoute,
  businessInfoRoute,
  conversionTagsRoute,
  createConversionTagRoute,
  promotablePinsRoute,
  quickPromoteRoute,
} from "~common/business/contracts";
import { countryDefaults, type CountryDefaults } from "~common/business/countries";
import { consoleRoute } from "~common/business/console";
import {
  advanceStep,
  checkPromoteForm,
  fromMicroCurrency,
  quickPromoteBody,
  saveFailure,
  type QuickPromoteForm,
  type QuickPromoteStep,
} from "~common/business/quick-promote/rules";
import type { AdvertiserDetail, ConversionTag, PromotablePin, QuickPromotePayload } from "~common/business/schemas";
import { QUICK_PROMOTE_COPY as C, promoteFormMessages } from "~common/business/quick-promote/copy";
import { API_ERRORS, type ApiErrorBody } from "~common/errors";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { pinRoute } from "~common/saving/contracts";
import { ID_PATTERN } from "~common/saving/schemas";
import { apiClientFor } from "../../../lib/api.server";
import { experimentsFor } from "../../../lib/experiments.server";
import { formString } from "../../../lib/forms";
import { requireUser } from "../../../lib/guards.server";
import { pageUrl } from "../../../lib/page-url.server";

type Context = Readonly<RouterContextProvider>;
type Api = ReturnType<typeof apiClientFor>;

/** The form's values and the key that makes the create idempotent, carried between steps. */
export interface PromoteDraft extends QuickPromoteForm {
  idempotency_key: string;
}

export interface PromotePin {
  id: string;
  title: string;
  link: string | null;
  imageUrl: string | null;
  width: number;
  height: number;
  color: string;
}

export interface AdvertiserFacts {
  id: string;
  name: string;
  country: string;
  currency: string;
  consented: boolean;
  hasBusinessInfo: boolean;
  hasBusinessAddress: boolean;
  hasBilling: boolean;
  businessName: string;
  website: string;
}

export type PageField = "name" | "destination_url" | "budget" | "duration" | "inclusive_end_date";
export type BusinessField = "business_name" | "website" | "address_line1" | "city" | "postal_code";
export type BillingField = "contact_name" | "email" | "address_line1" | "city" | "postal_code";

export type PromoteAnswer =
  | { step: "page"; draft: PromoteDraft; fieldErrors: Partial<Record<PageField, string>>; pinError?: string }
  | { step: "business"; draft: PromoteDraft; fieldErrors: Partial<Record<BusinessField, string>>; typed?: Record<string, string> }
  | { step: "billing"; draft: PromoteDraft; fieldErrors: Partial<Record<BillingField, string>>; typed?: Record<string, string> }
  | { step: "tag"; draft: PromoteDraft; fieldError?: string }
  | {
      step: "success";
      campaign: { id: string; name: string; budget: string; days: number; ongoing: boolean; insightsHref: string; consoleHref: string };
    }
  | { step: "error"; draft: PromoteDraft; message: string };

/** §2 entry paths: /quick-promote/, /advertiser/quick-promote/, /advertiser/quick_promote, /advertiser/{id}/quick-promote/. */
const pinIdOf = (url: URL) => {
  const id = url.searchParams.get("pinId") ?? url.searchParams.get("pin_id");
  return id && ID_PATTERN.test(id) ? id : null;
};

const today = () => new Date().toISOString().slice(0, 10);

function facts(a: AdvertiserDetail): AdvertiserFacts {
  return {
    id: a.id,
    name: a.name,
    country: a.country,
    currency: a.currency,
    consented: a.gdpr_consent,
    hasBusinessInfo: a.business_info !== null && a.business_info.business_name !== "",
    hasBusinessAddress: a.business_info?.address !== null && a.business_info?.address !== undefined,
    hasBilling: a.billing_profile !== null,
    businessName: a.business_info?.business_name ?? a.name,
    website: a.business_info?.website ?? "",
  };
}

const advanceFacts = (f: AdvertiserFacts) => ({
  hasBusinessInfo: f.hasBusinessInfo,
  hasBusinessAddress: f.hasBusinessAddress,
  hasValidBillingProfile: f.hasBilling,
});

/** The ad account: the path's, else the viewer's own, else the first shared with them; null when there is none. */
async function pickAdvertiser(api: Api, viewerId: string, wanted: string | undefined): Promise<AdvertiserDetail | null | "denied"> {
  let id = wanted;
  if (!id) {
    const list = await api.call(advertisersRoute);
    if (!list.ok) return null;
    id = (list.data.find((a) => a.owner_user_id === viewerId) ?? list.data[0])?.id;
  }
  if (!id) return null;
  const detail = await api.call(advertiserRoute, { params: { advertiserId: id } });
  if (detail.ok) return detail.data;
  return detail.error.api_error_code === API_ERRORS.ADVERTISER_ACCESS_DENIED.code ? "denied" : null;
}

async function pinPreview(api: Api, pinId: string): Promise<PromotePin | null> {
  const result = await api.call(pinRoute, {
    params: { id: pinId },
    query: { fields: "pin.id,pin.title,pin.link,pin.images,pin.dominant_color" },
  });
  if (!result.ok) return null;
  const image = result.data.images?.["236x"];
  return {
    id: pinId,
    title: result.data.title ?? "",
    link: result.data.link ?? null,
    imageUrl: image?.url ?? null,
    width: image?.width ?? 236,
    height: image?.height ?? 236,
    color: result.data.dominant_color ?? "#efefef",
  };
}

/** The form as a new page starts it: the Pin's title and link, the country's budget and duration (§9), every gender (§9). */
function freshDraft(advertiserId: string, defaults: CountryDefaults, pin: PromotePin | null): PromoteDraft {
  return {
    name: pin?.title ? `${C.title}: ${pin.title}` : C.title,
    destination_url: pin?.link ?? "",
    budget: String(defaults.budget),
    duration: defaults.duration,
    inclusive_end_date: "",
    is_ongoing: false,
    advertiser_id: advertiserId,
    ages: [],
    interests: [],
    genders: [...DEFAULT_GENDERS],
    ad_type: AD_TYPES[0],
    selected_ocpm_tag: null,
    isAutoTargeting: true,
    idempotency_key: crypto.randomUUID(),
  };
}

export async function quickPromoteLoader(request: Request, context: Context, advertiserParam: string | undefined) {
  const url = pageUrl(request);
  const pinId = pinIdOf(url);
  const viewer = await requireUser({ request, context });
  // §2: a signed-in non-partner is sent to /business/convert?next=/advertiser/quick_promote?pinId={id}.
  const convert = `/business/convert?${new URLSearchParams({ next: pinId ? `/advertiser/quick_promote?pinId=${pinId}` : "/advertiser/quick_promote" })}`;
  if (!viewer.user.is_partner) throw redirect(convert);
  const api = apiClientFor(request, context);
  if (advertiserParam !== undefined && !ID_PATTERN.test(advertiserParam)) throw data(null, { status: 404 });
  const [advertiser, experiments] = await Promise.all([
    pickAdvertiser(api, viewer.user.id, advertiserParam),
    experimentsFor(request, context),
  ]);
  if (advertiser === "denied") throw data({ message: C.notYourAccount }, { status: 403 });
  if (!advertiser) {
    if (advertiserParam) throw data(null, { status: 404 });
    throw redirect(convert);
  }
  const f = facts(advertiser);
  const defaults = countryDefaults(f.country);
  const pin = pinId ? await pinPreview(api, pinId) : null;
  const promotable = pin !== null && pin.link !== null;
  let step: QuickPromoteStep = f.consented ? "pin_selection" : "consent";
  if (step === "pin_selection" && promotable) step = "page";
  const [pins, tags] = await Promise.all([
    step === "pin_selection"
      ? api.call(promotablePinsRoute, {
          params: { advertiserId: f.id },
          query: { bookmark: url.searchParams.get("bookmark") ?? undefined },
        })
      : null,
    api.call(conversionTagsRoute, { params: { advertiserId: f.id } }),
  ]);
  return {
    advertiser: f,
    defaults,
    step,
    pin: promotable ? pin : null,
    pinGone: pinId !== null && !promotable,
    pins: pins?.ok ? pins.data : null,
    tags: tags.ok ? tags.data : ([] as ConversionTag[]),
    draft: freshDraft(f.id, defaults, promotable ? pin : null),
    closeHref: promotable ? `/pin/${pin.id}` : "/",
    closeWindowExperiment: (experiments.groups as ExperimentGroups).quick_promote_close_window === "enabled",
    today: today(),
  };
}

export type QuickPromoteLoaderData = Awaited<ReturnType<typeof quickPromoteLoader>>;
export type { PromotablePin };

// ---- the action ----

const list = (form: FormData, name: string) => form.getAll(name).map(String);

/** The page form's values as typed (checkboxes: unchecked ones are absent). */
function readPageForm(form: FormData, advertiserId: string, key: string): PromoteDraft {
  const tagId = formString(form, "conversion_tag_id");
  const event = formString(form, "conversion_event") as ConversionEvent;
  return {
    name: formString(form, "name"),
    destination_url: formString(form, "destination_url"),
    budget: formString(form, "budget"),
    duration: formString(form, "duration"),
    inclusive_end_date: formString(form, "inclusive_end_date"),
    is_ongoing: formString(form, "is_ongoing") === "on",
    advertiser_id: advertiserId,
    ages: list(form, "ages"),
    interests: list(form, "interests"),
    genders: list(form, "genders"),
    ad_type: formString(form, "ad_type") || AD_TYPES[0],
    selected_ocpm_tag: tagId
      ? { conversionTagId: tagId, conversionEvent: (CONVERSION_EVENTS as readonly string[]).includes(event) ? event : CONVERSION_EVENTS[0] }
      : null,
    isAutoTargeting: formString(form, "auto_targeting") === "on",
    idempotency_key: key || crypto.randomUUID(),
  };
}

/** A draft handed back by a later step's hidden field; null when it is not one. */
function readDraft(form: FormData, advertiserId: string): PromoteDraft | null {
  try {
    const d = JSON.parse(formString(form, "draft")) as PromoteDraft;
    if (typeof d !== "object" || d === null || typeof d.name !== "string" || typeof d.idempotency_key !== "string") return null;
    return { ...d, advertiser_id: advertiserId };
  } catch {
    return null;
  }
}

/** `Intl` money: "$3.00", "3,00 kr.". */
export const money = (micro: number, currency: string) =>
  new Intl.NumberFormat("en", { style: "currency", currency, minimumFractionDigits: 2 }).format(Number(fromMicroCurrency(micro)));

export async function quickPromoteAction(request: Request, context: Context, advertiserParam: string | undefined) {
  const url = pageUrl(request);
  const form = await request.formData();
  const intent = formString(form, "intent");
  const api = apiClientFor(request, context);
  const advertiserId = advertiserParam ?? formString(form, "advertiser_id");
  const pinId = pinIdOf(url);
  const here = `${url.pathname}${url.search}`;
  if (!ID_PATTERN.test(advertiserId)) throw data(null, { status: 400 });

  const answer = (a: PromoteAnswer, status = 200) => data<PromoteAnswer>(a, { status });
  const detail = await api.call(advertiserRoute, { params: { advertiserId } });
  // §8 "Area is 'pin' when httpStatus is 401": the page stays, the message shows by the Pin.
  const pinArea = (draft: PromoteDraft, error: ApiErrorBody) =>
    answer({ step: "page", draft, fieldErrors: {}, pinError: saveFailure(401, error).message ?? PLATFORM_MESSAGES.somethingWrong }, 401);
  const draftFromForm = () => readDraft(form, advertiserId) ?? readPageForm(form, advertiserId, formString(form, "idempotency_key"));
  if (!detail.ok) {
    if (detail.status === 401) return pinArea(draftFromForm(), detail.error);
    throw data(null, { status: detail.status === 403 ? 403 : 404 });
  }
  const f = facts(detail.data);
  const defaults = countryDefaults(f.country);

  if (intent === "consent") {
    const consent = await api.call(adsConsentRoute, { params: { advertiserId }, json: { accepted: true } });
    if (!consent.ok && consent.status === 401) throw redirect(`/login?${new URLSearchParams({ next: here })}`);
    throw redirect(here);
  }

  /** Creates the campaign (success) or reports the failure (§8). */
  async function save(draft: PromoteDraft, from: QuickPromoteStep) {
    const body = pinId ? quickPromoteBody(draft, { pinId, country: f.country, productGroupId: null }) : null;
    // §5 "The save does nothing if there is no pin".
    if (!body) return answer({ step: "page", draft, fieldErrors: {} }, 400);
    const result = await api.call(quickPromoteRoute, {
      params: { advertiserId, pinId: pinId! },
      headers: { "idempotency-key": draft.idempotency_key },
      json: body as QuickPromotePayload,
    });
    if (result.ok) {
      const c = result.data;
      return answer({
        step: "success",
        campaign: {
          id: c.id,
          name: c.name,
          budget: money(c.budget_in_micro_currency, c.currency),
          days: c.duration,
          ongoing: c.is_ongoing,
          insightsHref: consoleRoute("campaign_insights", { advertiserId, params: { campaignId: c.id } }),
          consoleHref: consoleRoute("home", { advertiserId }),
        },
      });
    }
    const failure = saveFailure(result.status, result.error);
    if (failure.area === "pin") return pinArea(draft, result.error);
    const next = advanceStep(from, { serverError: { area: "modal" } });
    return answer(
      {
        step: next === "error" ? "error" : "page",
        draft,
        message: failure.message ?? PLATFORM_MESSAGES.somethingWrong,
        fieldErrors: {},
      } as PromoteAnswer,
      result.status,
    );
  }

  /** After a step: the next one by §4's rule, or the save. */
  async function advanceFrom(step: QuickPromoteStep, draft: PromoteDraft, now: AdvertiserFacts) {
    const next = advanceStep(step, advanceFacts(now));
    if (next === "success") return save(draft, step);
    if (next === "business") return answer({ step: "business", draft, fieldErrors: {} });
    if (next === "billing") return answer({ step: "billing", draft, fieldErrors: {} });
    return answer({ step: "page", draft, fieldErrors: {} });
  }

  if (intent === "promote" || intent === "open_tag") {
    const draft = readPageForm(form, advertiserId, formString(form, "idempotency_key"));
    if (intent === "open_tag") return answer({ step: "tag", draft });
    const messages = promoteFormMessages(defaults);
    const problems = checkPromoteForm(draft, f.country, today());
    if (problems.length > 0)
      return answer({ step: "page", draft, fieldErrors: Object.fromEntries(problems.map((p) => [p.field, messages[p.problem]])) }, 400);
    return advanceFrom("page", draft, f);
  }

  const draft = readDraft(form, advertiserId);
  if (!draft) return answer({ step: "page", draft: readPageForm(form, advertiserId, ""), fieldErrors: {} }, 400);

  if (intent === "add_tag") {
    const created = await api.call(createConversionTagRoute, { params: { advertiserId }, json: { name: formString(form, "tag_name") } });
    if (!created.ok) {
      if (created.status === 401) return pinArea(draft, created.error);
      return answer({ step: "tag", draft, fieldError: created.error.message }, created.status);
    }
    return answer({
      step: "page",
      draft: {
        ...draft,
        selected_ocpm_tag: {
          conversionTagId: created.data.id,
          conversionEvent: draft.selected_ocpm_tag?.conversionEvent ?? CONVERSION_EVENTS[0],
        },
      },
      fieldErrors: {},
    });
  }

  if (intent === "business") {
    const typed = {
      business_name: formString(form, "business_name"),
      website: formString(form, "website"),
      address_line1: formString(form, "address_line1"),
      city: formString(form, "city"),
      postal_code: formString(form, "postal_code"),
    };
    if ([...typed.business_name.trim()].length > BUSINESS_NAME_MAX_LENGTH) typed.business_name = typed.business_name.trim();
    const saved = await api.call(businessInfoRoute, { params: { advertiserId }, json: typed });
    if (!saved.ok) {
      if (saved.status === 401) return pinArea(draft, saved.error);
      const field = saved.error.data?.field as BusinessField | undefined;
      return answer({ step: "business", draft, typed, fieldErrors: field ? { [field]: saved.error.message } : {} }, saved.status);
    }
    return advanceFrom("business", draft, facts(saved.data));
  }

  if (intent === "billing") {
    const typed = {
      contact_name: formString(form, "contact_name"),
      email: formString(form, "email"),
      address_line1: formString(form, "address_line1"),
      city: formString(form, "city"),
      postal_code: formString(form, "postal_code"),
    };
    const saved = await api.call(billingProfileRoute, { params: { advertiserId }, json: typed });
    if (!saved.ok) {
      if (saved.status === 401) return pinArea(draft, saved.error);
      const field = saved.error.data?.field as BillingField | undefined;
      return answer({ step: "billing", draft, typed, fieldErrors: field ? { [field]: saved.error.message } : {} }, saved.status);
    }
    return advanceFrom("billing", draft, facts(saved.data));
  }

  // "retry" from the error modal: the same draft (and key) again.
  if (intent === "retry") return advanceFrom("page", draft, f);
  return answer({ step: "page", draft, fieldErrors: {} }, 400);
}

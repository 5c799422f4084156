/**
 * The create form's fields as a form posts them (names like `g0.name`, `g1.pins`) and its
 * problems in words by field — shared by the page, which checks before it sends, and its action,
 * which checks what arrives (common/business/ads-create holds the rules both run).
 */
import {
  ADS_CREATE_COPY as T,
  AD_GROUPS_MAX,
  checkCampaignPlan,
  planFromForm,
  type AdGroupForm,
  type CampaignForm,
  type PlanFacts,
} from "~common/business/ads-create";
import { CampaignFormSchema } from "~common/business/ads-create/schemas";
import { BUSINESS_ERRORS } from "~common/business/errors";

export interface Problem {
  field: string;
  message: string;
}

const messageOf = (name: string) => (BUSINESS_ERRORS as Record<string, { message: string }>)[name]?.message ?? name;

export const text = (f: FormData, name: string) => String(f.get(name) ?? "");
const on = (f: FormData, name: string) => f.get(name) === "on" || f.get(name) === "1";

export function groupFrom(f: FormData, i: number): AdGroupForm {
  const p = `g${i}.`;
  const pins = f.getAll(`${p}pins`).map(String).slice(0, 40);
  return {
    name: text(f, `${p}name`),
    genders: f.getAll(`${p}genders`).map(String).slice(0, 10),
    ages: f.getAll(`${p}ages`).map(String).slice(0, 10),
    interests: f.getAll(`${p}interests`).map(String).slice(0, 20),
    location: text(f, `${p}location`),
    auto_targeting: on(f, `${p}auto_targeting`),
    bid: text(f, `${p}bid`),
    keywords: text(f, `${p}keywords`),
    pins: [...new Set(pins)].map((pin_id) => ({ pin_id, destination_url: text(f, `${p}dest.${pin_id}`) })),
  };
}

/** The create form as posted, or null when it is not one (a form can send anything). */
export function formFromData(f: FormData): CampaignForm | null {
  const count = Number(text(f, "group_count"));
  if (!Number.isInteger(count) || count < 1 || count > AD_GROUPS_MAX) return null;
  const parsed = CampaignFormSchema.safeParse({
    name: text(f, "name"),
    objective_type: text(f, "objective_type"),
    automated: on(f, "automated"),
    budget_type: text(f, "budget_type"),
    budget: text(f, "budget"),
    start_date: text(f, "start_date"),
    end_date: text(f, "end_date"),
    start_paused: on(f, "start_paused"),
    conversion_tag_id: text(f, "conversion_tag_id"),
    conversion_event: text(f, "conversion_event"),
    ad_groups: Array.from({ length: count }, (_, i) => groupFrom(f, i)),
  });
  return parsed.success ? parsed.data : null;
}

/** Every problem of a form, in words, by field: the page shows the same before it sends. */
export function formProblems(form: CampaignForm, facts: PlanFacts): Problem[] {
  const { plan, problems } = planFromForm(form);
  const all = [...problems, ...checkCampaignPlan(plan, facts)];
  const seen = new Set<string>();
  return all
    .filter((p) => (seen.has(p.field) ? false : (seen.add(p.field), true)))
    .map((p) => ({ field: p.field, message: p.name === "AD_PINS_MISSING" ? T.pinsMissing : messageOf(p.name) }));
}

/**
 * Why: a copy (/ads/duplicate/) and a new ad group (/ads/edit/) are made by the same rules and
 * statements as a campaign from scratch (create.ts), so a copy can never hold what a create could
 * not: its Pins are checked again (one may have gone private since), and it starts paused, today.
 */
import {
  AD_GROUPS_MAX,
  campaignSpan,
  checkCampaignPlan,
  duplicateName,
  normalisedPlan,
  type AdGroupPlan,
  type CampaignPlan,
  type CampaignStructure,
} from "~common/business/ads-create";
import { ApiError } from "~common/errors";
import { shiftDay } from "~common/platform/calendar";
import { isConstraintError } from "../../saving/sql";
import type { AdvertiserRow } from "../permissions";
import { adGroupStatements, createCampaign, promotablePins } from "./create";

const field = (name: string) => ({ data: { field: name } });

/** The plan that makes a copy of `s`: its ad groups, Pins and budget, paused, from today for as many days as the original. */
export function copyPlan(s: CampaignStructure, today: string, name?: string): CampaignPlan {
  const c = s.campaign;
  const days = c.is_ongoing ? null : (campaignSpan(c.start_time.slice(0, 10), c.inclusive_end_date) ?? c.duration);
  return {
    name: name?.trim() || duplicateName(c.name),
    objective_type: c.objective_type,
    automated: c.automated,
    budget_type: c.lifetime_budget_in_micro_currency === null ? "DAILY" : "LIFETIME",
    budget_in_micro_currency: c.lifetime_budget_in_micro_currency ?? c.budget_in_micro_currency,
    start_date: today,
    end_date: days === null ? null : shiftDay(today, Math.max(0, days - 1)),
    start_paused: true,
    conversion_tag_id: c.conversion_tag_id,
    conversion_event: c.conversion_event,
    product_group_id: c.product_group_id,
    ad_groups: s.ad_groups.map((g) => ({
      name: g.name,
      targeting_spec: g.targeting_spec,
      auto_targeting_enabled: c.auto_targeting_enabled,
      bid_in_micro_currency: g.bid_in_micro_currency,
      keywords: g.keywords,
      ads: g.ads.map((a) => ({ pin_id: a.pin_id, destination_url: a.destination_url })),
    })),
  };
}

/** Copies a campaign; answers the copy's id. */
export const duplicateCampaign = (
  db: D1Database,
  input: { advertiser: AdvertiserRow; actor: string; source: CampaignStructure; name?: string; nowMs: number },
) =>
  createCampaign(db, {
    advertiser: input.advertiser,
    actor: input.actor,
    nowMs: input.nowMs,
    plan: copyPlan(input.source, new Date(input.nowMs).toISOString().slice(0, 10), input.name),
  });

/**
 * Adds an ad group with its ads to a campaign that may still run, in one batch guarded by the
 * campaign's version (a change meanwhile adds nothing: 409), with its history entry.
 */
export async function addAdGroup(
  db: D1Database,
  input: { advertiser: AdvertiserRow; actor: string; source: CampaignStructure; version: number; group: AdGroupPlan; nowMs: number },
): Promise<void> {
  const { advertiser, source, nowMs } = input;
  const c = source.campaign;
  if (c.status === "ARCHIVED") throw new ApiError("CAMPAIGN_ARCHIVED");
  if (c.status === "ENDED") throw new ApiError("CAMPAIGN_ENDED");
  if (source.ad_groups.length >= AD_GROUPS_MAX) throw new ApiError("AD_GROUPS_LIMITED", field("ad_groups"));
  const today = new Date(nowMs).toISOString().slice(0, 10);
  // The new group is checked as part of its campaign (its bid in the campaign's currency, its country).
  const plan = normalisedPlan(
    {
      ...copyPlan(source, today),
      name: c.name,
      start_date: today,
      end_date: null,
      budget_type: "DAILY",
      budget_in_micro_currency: c.budget_in_micro_currency,
      ad_groups: [input.group],
    },
    advertiser.country,
  );
  const problem = checkCampaignPlan(plan, { country: advertiser.country, currency: advertiser.currency, today }).find((p) =>
    p.field.startsWith("ad_groups."),
  );
  if (problem) throw new ApiError(problem.name, field(problem.field.replace(/^ad_groups\.0\./, "")));
  const group = plan.ad_groups[0]!;
  const links = await promotablePins(db, advertiser, [group], (_, k) => `ads.${k}.pin_id`);
  const now = Math.floor(nowMs / 1000);
  const guard = "SELECT id FROM campaigns WHERE id = ? AND version = ?";
  const statements = adGroupStatements(db, {
    advertiserId: advertiser.id,
    campaignSql: guard,
    campaignArgs: [Number(c.id), input.version],
    group,
    status: c.status === "ACTIVE" ? "ACTIVE" : "PAUSED",
    budgetMicro: c.budget_in_micro_currency,
    links,
    now,
  });
  statements.push(
    db
      .prepare(
        `INSERT INTO account_history (advertiser_id, actor_user_id, entity_type, entity_id, campaign_id, field, old_value, new_value, created_at)
         SELECT ?, ?, 'AD_GROUP', MAX(id), campaign_id, 'created', NULL, name, ? FROM ad_groups WHERE campaign_id = (${guard})`,
      )
      .bind(advertiser.id, input.actor, now, Number(c.id), input.version),
    db.prepare("UPDATE campaigns SET version = version + 1 WHERE id = ? AND version = ?").bind(Number(c.id), input.version),
  );
  try {
    await db.batch(statements);
  } catch (err) {
    // Changed meanwhile: the guard names no campaign, so the ad group's campaign_id is NULL and nothing is written.
    if (isConstraintError(err, "ad_groups.campaign_id")) throw new ApiError("CAMPAIGN_CHANGED_MEANWHILE");
    throw err;
  }
}

/**
 * Why: a campaign made from scratch (docs/decisions/057) is checked by the same rules as the create
 * form (common/business/ads-create checkCampaignPlan), then against what only the database knows —
 * that every Pin is the business's own on a public board with a link, the conversion tag, consent
 * and billing — and written in one D1 batch: the campaign, each ad group, each ad, the history's
 * "created" entry and the draft it came from. Nothing is half made.
 */
import {
  checkCampaignPlan,
  campaignSpan,
  lifetimeDailyCap,
  normalisedPlan,
  type CampaignPlan,
  type AdGroupPlan,
} from "~common/business/ads-create";
import { ApiError } from "~common/errors";
import { calendarDayMs } from "~common/platform/calendar";
import { findBilling } from "../console";
import type { AdvertiserRow } from "../permissions";

const field = (name: string) => ({ data: { field: name } });

/** The ads-create client type: how the campaign was made (quick promote's is "quick_promote"). */
export const ADS_CREATE_CLIENT_TYPE = "ads_manager";

interface PinFact {
  id: number;
  pinner_id: string;
  link: string | null;
  privacy: string;
}

/**
 * The plan's Pins as the business may promote them: each its owner's, on a public board, with a
 * link; answers their links (an ad without a destination goes to its Pin's).
 */
export async function promotablePins(
  db: D1Database,
  advertiser: AdvertiserRow,
  groups: readonly AdGroupPlan[],
  fieldOf = (i: number, k: number) => `ad_groups.${i}.ads.${k}.pin_id`,
) {
  const ids = [...new Set(groups.flatMap((g) => g.ads.map((a) => Number(a.pin_id))))];
  const { results } = await db
    .prepare(
      "SELECT p.id, p.pinner_id, p.link, b.privacy FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.id IN (SELECT value FROM json_each(?))",
    )
    .bind(JSON.stringify(ids))
    .all<PinFact>();
  const byId = new Map(results.map((p) => [p.id, p]));
  groups.forEach((g, i) =>
    g.ads.forEach((a, k) => {
      const pin = byId.get(Number(a.pin_id));
      if (!pin) throw new ApiError("PIN_NOT_FOUND", field(fieldOf(i, k)));
      if (pin.pinner_id !== advertiser.owner_user_id || pin.privacy !== "public" || !pin.link)
        throw new ApiError("PIN_NOT_PROMOTABLE", field(fieldOf(i, k)));
    }),
  );
  return new Map([...byId].map(([id, p]) => [id, p.link!]));
}

/** The statements that add one ad group and its ads to the campaign `campaignSql` names (a subquery or a bound id). */
export function adGroupStatements(
  db: D1Database,
  input: {
    advertiserId: number;
    campaignSql: string;
    campaignArgs: unknown[];
    group: AdGroupPlan;
    status: "ACTIVE" | "PAUSED";
    budgetMicro: number;
    links: Map<number, string>;
    now: number;
  },
): D1PreparedStatement[] {
  const { group: g, now } = input;
  const statements = [
    db
      .prepare(
        `INSERT INTO ad_groups (campaign_id, advertiser_id, name, status, budget_micro, targeting_spec, bid_micro, keywords, created_at)
         VALUES ((${input.campaignSql}), ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        ...input.campaignArgs,
        input.advertiserId,
        g.name.trim(),
        input.status,
        input.budgetMicro,
        JSON.stringify(g.targeting_spec),
        g.bid_in_micro_currency,
        JSON.stringify(g.keywords),
        now,
      ),
  ];
  // Each statement of a batch runs in order in one transaction: the newest ad group of the campaign is the one just made.
  for (const ad of g.ads)
    statements.push(
      db
        .prepare(
          `INSERT INTO ads (ad_group_id, campaign_id, pin_id, destination_url, status, created_at)
           SELECT MAX(id), campaign_id, ?, ?, ?, ? FROM ad_groups WHERE campaign_id = (${input.campaignSql})`,
        )
        .bind(Number(ad.pin_id), ad.destination_url ?? input.links.get(Number(ad.pin_id))!, input.status, now, ...input.campaignArgs),
    );
  return statements;
}

/**
 * Makes a campaign from a plan; answers its id. `today` is the UTC day of `nowMs`.
 *
 * @example
 * const id = await createCampaign(env.DB, { advertiser, actor: viewer.id, plan, nowMs: Date.now() });
 */
export async function createCampaign(
  db: D1Database,
  input: { advertiser: AdvertiserRow; actor: string; plan: CampaignPlan; nowMs: number; requestHash?: string | null },
): Promise<number> {
  const { advertiser, actor, nowMs } = input;
  const today = new Date(nowMs).toISOString().slice(0, 10);
  const plan = normalisedPlan(input.plan, advertiser.country);
  const problem = checkCampaignPlan(plan, { country: advertiser.country, currency: advertiser.currency, today })[0];
  if (problem) throw new ApiError(problem.name, field(problem.field));
  const [links, tag, billing, draft] = await Promise.all([
    promotablePins(db, advertiser, plan.ad_groups),
    plan.conversion_tag_id
      ? db
          .prepare("SELECT id FROM conversion_tags WHERE advertiser_id = ? AND id = ?")
          .bind(advertiser.id, Number(plan.conversion_tag_id))
          .first()
      : null,
    findBilling(db, advertiser.id),
    plan.draft_id
      ? db.prepare("SELECT id FROM campaign_drafts WHERE advertiser_id = ? AND id = ?").bind(advertiser.id, Number(plan.draft_id)).first()
      : null,
  ]);
  if (plan.conversion_tag_id && !tag) throw new ApiError("CONVERSION_TAG_NOT_FOUND", field("conversion_tag_id"));
  if (plan.draft_id && !draft) throw new ApiError("DRAFT_NOT_FOUND", field("draft_id"));
  if (advertiser.gdpr_consent_at === null) throw new ApiError("CONSENT_MISSING");
  if (!billing) throw new ApiError("BILLING_MISSING");

  const now = Math.floor(nowMs / 1000);
  const status = plan.start_paused ? "PAUSED" : "ACTIVE";
  const span = campaignSpan(plan.start_date, plan.end_date);
  const daily = plan.budget_type === "LIFETIME" ? lifetimeDailyCap(plan.budget_in_micro_currency, span!) : plan.budget_in_micro_currency;
  // Today's start is now (it runs at once); a later day's is its first second (UTC).
  const startAt = plan.start_date === today ? now : Math.floor(calendarDayMs(plan.start_date)! / 1000);
  const first = plan.ad_groups[0]!;
  // The campaign just made: the newest of this ad account (a batch is one transaction, and D1 runs them one at a time).
  const campaignSql = "SELECT MAX(id) FROM campaigns WHERE advertiser_id = ?";
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO campaigns (advertiser_id, created_by, name, status, objective_type, budget_micro, lifetime_budget_micro, automated, currency,
           duration_days, is_ongoing, inclusive_end_date, auto_targeting, targeting_spec, ads_client_type, pin_id, product_group_id,
           conversion_tag_id, conversion_event, request_hash, start_at, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22)`,
      )
      .bind(
        advertiser.id,
        actor,
        plan.name.trim(),
        status,
        plan.objective_type,
        daily,
        plan.budget_type === "LIFETIME" ? plan.budget_in_micro_currency : null,
        plan.automated ? 1 : 0,
        advertiser.currency,
        span ?? 1,
        plan.end_date === null ? 1 : 0,
        plan.end_date,
        first.auto_targeting_enabled ? 1 : 0,
        JSON.stringify(first.targeting_spec),
        ADS_CREATE_CLIENT_TYPE,
        Number(first.ads[0]!.pin_id),
        plan.product_group_id,
        plan.conversion_tag_id === null ? null : Number(plan.conversion_tag_id),
        plan.conversion_event,
        input.requestHash ?? null,
        startAt,
        now,
      ),
  ];
  for (const group of plan.ad_groups)
    statements.push(
      ...adGroupStatements(db, {
        advertiserId: advertiser.id,
        campaignSql,
        campaignArgs: [advertiser.id],
        group,
        status,
        budgetMicro: daily,
        links,
        now,
      }),
    );
  statements.push(
    db
      .prepare(
        `INSERT INTO account_history (advertiser_id, actor_user_id, entity_type, entity_id, campaign_id, field, old_value, new_value, created_at)
         SELECT ?1, ?2, 'CAMPAIGN', MAX(id), MAX(id), 'created', NULL, ?3, ?4 FROM campaigns WHERE advertiser_id = ?1`,
      )
      .bind(advertiser.id, actor, plan.name.trim(), now),
  );
  if (plan.draft_id)
    statements.push(
      db.prepare("DELETE FROM campaign_drafts WHERE advertiser_id = ? AND id = ?").bind(advertiser.id, Number(plan.draft_id)),
    );
  statements.push(db.prepare("SELECT MAX(id) AS id FROM campaigns WHERE advertiser_id = ?").bind(advertiser.id));
  const results = await db.batch(statements);
  return (results.at(-1)!.results[0] as { id: number }).id;
}

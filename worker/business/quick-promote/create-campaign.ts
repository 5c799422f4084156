/**
 * Why: POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/ (business.md §7) turns a
 * Pin into a paid campaign. The page has checked the form already; the API checks everything
 * again, because anyone can call it: who may act for the ad account, that the body names the
 * path's ad account and Pin, the campaign name, link, budget (at least the country's minimum, §9),
 * duration, end date (§5), targeting and the conversion tag, that the Pin can be promoted, and that
 * the consent and billing steps are done. Then the campaign, its ad group and its ad are written
 * in one D1 batch. An Idempotency-Key makes the create safe to retry: one campaign per key and ad
 * account, enforced by a unique index, so racing repeats also end with one.
 */
import { MAX_DURATION_DAYS, MICRO_CURRENCY_MULTIPLIER, DEFAULT_OBJECTIVE } from "~common/business/constants";
import { minimumBudget } from "~common/business/countries";
import { isWebUrl } from "~common/business/quick-promote/forms";
import { campaignNameFits } from "~common/business/quick-promote/rules";
import type { Campaign, QuickPromotePayload } from "~common/business/schemas";
import { MAX_DAILY_BUDGET } from "~common/business/constants";
import { BUSINESS_MESSAGES } from "~common/business/messages";
import { ApiError } from "~common/errors";
import { isCalendarDay } from "~common/platform/calendar";
import { VISIBLE_BOARD_SQL } from "../../saving/access";
import { isConstraintError } from "../../saving/sql";
import { findBilling } from "../console";
import type { AdvertiserRow } from "../permissions";
import { findCampaign, findCampaignByKey, toCampaign, type CampaignRow } from "../console";

export interface QuickPromoteInput {
  db: D1Database;
  viewerId: string;
  advertiser: AdvertiserRow;
  pinId: number;
  body: QuickPromotePayload;
  idempotencyKey: string | null;
  now?: Date;
}

const field = (name: string) => ({ data: { field: name } });

/** Everything about the body that needs no database (§5, §7, §9); throws the first problem. */
export function checkQuickPromoteBody(
  body: QuickPromotePayload,
  advertiser: Pick<AdvertiserRow, "id" | "country" | "currency">,
  pinId: number,
  today: string,
): void {
  if (body.advertiser_id !== String(advertiser.id)) throw new ApiError("BODY_MISMATCH", field("advertiser_id"));
  if (body.pin_id !== String(pinId)) throw new ApiError("BODY_MISMATCH", field("pin_id"));
  if (!campaignNameFits(body.campaign_name)) throw new ApiError("CAMPAIGN_NAME_INVALID", field("campaign_name"));
  if (!isWebUrl(body.destination_url)) throw new ApiError("DESTINATION_URL_INVALID", field("destination_url"));
  const micro = body.budget_in_micro_currency;
  if (micro <= 0 || micro > MAX_DAILY_BUDGET * MICRO_CURRENCY_MULTIPLIER)
    throw new ApiError("BUDGET_INVALID", field("budget_in_micro_currency"));
  const minimum = minimumBudget(advertiser.country);
  if (micro < minimum * MICRO_CURRENCY_MULTIPLIER) {
    throw new ApiError("BUDGET_TOO_LOW", {
      detail: BUSINESS_MESSAGES.budgetTooLow(minimum, advertiser.currency),
      data: { field: "budget_in_micro_currency", minimum_in_micro_currency: minimum * MICRO_CURRENCY_MULTIPLIER },
    });
  }
  if (body.duration < 1 || body.duration > MAX_DURATION_DAYS) throw new ApiError("DURATION_INVALID", field("duration"));
  if (body.inclusive_end_date !== undefined) {
    if (body.is_ongoing || !isCalendarDay(body.inclusive_end_date) || body.inclusive_end_date < today)
      throw new ApiError("END_DATE_INVALID", field("inclusive_end_date"));
  }
  const location = body.targeting_spec.LOCATION;
  if (location.length > 0 && location[0] !== advertiser.country) throw new ApiError("TARGETING_INVALID", field("targeting_spec.LOCATION"));
  const hasObjective = body.objective_type !== undefined;
  const hasTag = body.optimization_goal_metadata !== undefined;
  if (hasObjective !== hasTag || body.objective_type === DEFAULT_OBJECTIVE)
    throw new ApiError("OBJECTIVE_NEEDS_TAG", field(hasTag ? "objective_type" : "optimization_goal_metadata"));
}

/** A stable text of the request, to tell a retry from a different request reusing its key. */
async function requestHash(pinId: number, body: QuickPromotePayload): Promise<string> {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, canonical(x)]),
          )
        : v;
  const bytes = new TextEncoder().encode(JSON.stringify([pinId, canonical(body)]));
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The campaign an earlier call with this key made, or 409 when that call sent something else. */
function replay(row: CampaignRow, hash: string): Campaign {
  if (row.request_hash !== hash) throw new ApiError("IDEMPOTENCY_KEY_REUSED", { data: { field: "Idempotency-Key" } });
  return toCampaign(row);
}

/**
 * @example
 * const campaign = await createQuickPromote({ db: env.DB, viewerId, advertiser, pinId: 42, body, idempotencyKey: "qp-1" });
 */
export async function createQuickPromote(input: QuickPromoteInput): Promise<Campaign> {
  const { db, advertiser, pinId, body, idempotencyKey, viewerId } = input;
  const now = input.now ?? new Date();
  checkQuickPromoteBody(body, advertiser, pinId, now.toISOString().slice(0, 10));
  const hash = await requestHash(pinId, body);
  if (idempotencyKey) {
    const earlier = await findCampaignByKey(db, advertiser.id, idempotencyKey);
    if (earlier) return replay(earlier, hash);
  }

  const tag = body.optimization_goal_metadata?.conversion_tag_v3_goal_metadata;
  const [pin, tagRow, billing] = await Promise.all([
    db
      .prepare(
        `SELECT p.id, p.pinner_id, p.link, b.privacy FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.id = ?1 AND ${VISIBLE_BOARD_SQL("b", "?2")}`,
      )
      .bind(pinId, viewerId)
      .first<{ id: number; pinner_id: string; link: string | null; privacy: string }>(),
    tag
      ? db
          .prepare("SELECT id FROM conversion_tags WHERE advertiser_id = ? AND id = ?")
          .bind(advertiser.id, Number(tag.conversion_tag_id))
          .first<{ id: number }>()
      : null,
    findBilling(db, advertiser.id),
  ]);
  if (!pin) throw new ApiError("PIN_NOT_FOUND", field("pin_id"));
  // Only the business's own Pins, on public boards, with a website to send people to.
  if (pin.pinner_id !== advertiser.owner_user_id || pin.privacy !== "public" || !pin.link)
    throw new ApiError("PIN_NOT_PROMOTABLE", field("pin_id"));
  if (tag && !tagRow) throw new ApiError("CONVERSION_TAG_NOT_FOUND", field("optimization_goal_metadata"));
  if (advertiser.gdpr_consent_at === null) throw new ApiError("CONSENT_MISSING");
  if (!billing) throw new ApiError("BILLING_MISSING");

  const seconds = Math.floor(now.getTime() / 1000);
  const status = body.start_now ? "ACTIVE" : "PAUSED";
  const targeting = JSON.stringify(body.targeting_spec);
  try {
    const [created] = await db.batch([
      db
        .prepare(
          `INSERT INTO campaigns (advertiser_id, created_by, name, status, objective_type, budget_micro, currency, duration_days, is_ongoing,
             inclusive_end_date, auto_targeting, targeting_spec, ads_client_type, pin_id, product_group_id, conversion_tag_id, conversion_event,
             idempotency_key, request_hash, start_at, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?20)
           RETURNING id`,
        )
        .bind(
          advertiser.id,
          viewerId,
          body.campaign_name.trim(),
          status,
          body.objective_type ?? DEFAULT_OBJECTIVE,
          body.budget_in_micro_currency,
          advertiser.currency,
          body.duration,
          body.is_ongoing ? 1 : 0,
          body.inclusive_end_date ?? null,
          body.auto_targeting_enabled ? 1 : 0,
          targeting,
          body.ads_client_type,
          pinId,
          body.product_group_id,
          tag ? Number(tag.conversion_tag_id) : null,
          tag?.conversion_event ?? null,
          idempotencyKey,
          hash,
          seconds,
        ),
      // Each statement of a batch runs in order in one transaction: last_insert_rowid() is the row just made.
      db
        .prepare(
          `INSERT INTO ad_groups (campaign_id, advertiser_id, name, status, budget_micro, targeting_spec, created_at)
           VALUES (last_insert_rowid(), ?1, ?2, ?3, ?4, ?5, ?6)`,
        )
        .bind(advertiser.id, body.campaign_name.trim(), status, body.budget_in_micro_currency, targeting, seconds),
      db
        .prepare(
          `INSERT INTO ads (ad_group_id, campaign_id, pin_id, destination_url, status, created_at)
           VALUES (last_insert_rowid(), (SELECT campaign_id FROM ad_groups WHERE id = last_insert_rowid()), ?1, ?2, ?3, ?4)`,
        )
        .bind(pinId, body.destination_url.trim(), status, seconds),
      // The account history's first entry (docs/decisions/052); last_insert_rowid() is the ad now.
      db
        .prepare(
          `INSERT INTO account_history (advertiser_id, actor_user_id, entity_type, entity_id, campaign_id, field, old_value, new_value, created_at)
           SELECT ?1, ?2, 'CAMPAIGN', campaign_id, campaign_id, 'created', NULL, ?3, ?4 FROM ads WHERE id = last_insert_rowid()`,
        )
        .bind(advertiser.id, viewerId, body.campaign_name.trim(), seconds),
    ]);
    const id = (created!.results as { id: number }[])[0]!.id;
    return toCampaign((await findCampaign(db, advertiser.id, id))!);
  } catch (err) {
    // A repeat with the same key won the race: answer its campaign.
    if (idempotencyKey && isConstraintError(err, "campaigns.advertiser_id, campaigns.idempotency_key")) {
      const earlier = await findCampaignByKey(db, advertiser.id, idempotencyKey);
      if (earlier) return replay(earlier, hash);
    }
    throw err;
  }
}

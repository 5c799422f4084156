/**
 * Why: the writes of quick promote's steps before the campaign (business.md §2, §4): the consent
 * (GDPR) answer, the business info and the billing profile of an ad account, each checked with
 * the same rules the page uses (common/business/quick-promote/forms.ts) and answered with the ad account
 * as the steps see it; and the lists the steps read (promotable Pins, conversion tags).
 */
import { checkBilling, checkBusinessInfo } from "~common/business/quick-promote/forms";
import type { AdvertiserDetail, ConversionTag, PromotablePin } from "~common/business/schemas";
import { ApiError } from "~common/errors";
import { sizeSpec } from "../../saving/images";
import { isoNow, keyset, page } from "../../saving/sql";
import type { AdvertiserAccess } from "../permissions";
import { findBilling, toAdvertiserDetail } from "../console";

const nowSeconds = () => Math.floor(Date.now() / 1000);
const trimmedOrNull = (v: string | undefined) => (v === undefined || v.trim() === "" ? null : v.trim());

/** The ad account as the steps see it, read fresh. */
export async function advertiserDetail(db: D1Database, access: AdvertiserAccess): Promise<AdvertiserDetail> {
  const [row, billing] = await Promise.all([
    db.prepare("SELECT * FROM advertisers WHERE id = ?").bind(access.advertiser.id).first<AdvertiserAccess["advertiser"]>(),
    findBilling(db, access.advertiser.id),
  ]);
  return toAdvertiserDetail(row ?? access.advertiser, access.permissions, billing);
}

export async function recordConsent(db: D1Database, access: AdvertiserAccess): Promise<AdvertiserDetail> {
  const now = nowSeconds();
  await db
    .prepare("UPDATE advertisers SET gdpr_consent_at = ifnull(gdpr_consent_at, ?2), updated_at = ?2 WHERE id = ?1")
    .bind(access.advertiser.id, now)
    .run();
  return advertiserDetail(db, access);
}

export async function saveBusinessInfo(
  db: D1Database,
  access: AdvertiserAccess,
  body: { business_name: string; website?: string; address_line1?: string; city?: string; postal_code?: string },
): Promise<AdvertiserDetail> {
  const problem = checkBusinessInfo(body);
  if (problem) throw new ApiError(problem.error, { data: { field: problem.field } });
  await db
    .prepare(
      `UPDATE advertisers SET business_name = ?2, website = ?3, address_line1 = ?4, address_city = ?5, address_postal_code = ?6, updated_at = ?7 WHERE id = ?1`,
    )
    .bind(
      access.advertiser.id,
      body.business_name.trim(),
      trimmedOrNull(body.website),
      trimmedOrNull(body.address_line1),
      trimmedOrNull(body.city),
      trimmedOrNull(body.postal_code),
      nowSeconds(),
    )
    .run();
  return advertiserDetail(db, access);
}

export async function saveBilling(
  db: D1Database,
  access: AdvertiserAccess,
  body: { contact_name: string; email: string; address_line1: string; city: string; postal_code: string },
): Promise<AdvertiserDetail> {
  const problem = checkBilling(body);
  if (problem) throw new ApiError(problem.error, { data: { field: problem.field } });
  await db
    .prepare(
      `INSERT INTO billing_profiles (advertiser_id, contact_name, email, address_line1, address_city, address_postal_code, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (advertiser_id) DO UPDATE SET contact_name = excluded.contact_name, email = excluded.email, address_line1 = excluded.address_line1,
         address_city = excluded.address_city, address_postal_code = excluded.address_postal_code, updated_at = excluded.updated_at`,
    )
    .bind(
      access.advertiser.id,
      body.contact_name.trim(),
      body.email.trim().toLowerCase(),
      body.address_line1.trim(),
      body.city.trim(),
      body.postal_code.trim(),
      nowSeconds(),
    )
    .run();
  return advertiserDetail(db, access);
}

/** The business's own Pins on public boards with a website link, newest first (§2 pin selection). */
export async function promotablePins(db: D1Database, access: AdvertiserAccess, query: { bookmark?: string; page_size: number }) {
  const scope = `promotable:${access.advertiser.id}`;
  const ks = keyset(scope, [{ sql: "p.id", desc: true, type: "number" }], query.bookmark);
  const { results } = await db
    .prepare(
      `SELECT p.id, p.title, p.link, b.name AS board_name, i.key, i.original_ext, i.width, i.height, i.sized, i.dominant_color
       FROM pins p JOIN boards b ON b.id = p.board_id JOIN images i ON i.id = p.image_id
       WHERE p.pinner_id = ? AND b.privacy = 'public' AND p.link IS NOT NULL AND ${ks.where}
       ORDER BY ${ks.orderBy} LIMIT ?`,
    )
    .bind(access.advertiser.owner_user_id, ...ks.params, query.page_size + 1)
    .all<{
      id: number;
      title: string;
      link: string;
      board_name: string;
      key: string;
      original_ext: string;
      width: number;
      height: number;
      sized: number;
      dominant_color: string;
    }>();
  const { items, bookmark } = page(results, query.page_size, scope, (r) => [r.id]);
  return {
    items: items.map((r): PromotablePin => ({
      id: String(r.id),
      title: r.title,
      link: r.link,
      board_name: r.board_name,
      image_url: sizeSpec(r, "236x").url,
      dominant_color: r.dominant_color,
    })),
    bookmark,
  };
}

export async function conversionTags(db: D1Database, access: AdvertiserAccess): Promise<ConversionTag[]> {
  const { results } = await db
    .prepare("SELECT id, name, created_at FROM conversion_tags WHERE advertiser_id = ? ORDER BY id")
    .bind(access.advertiser.id)
    .all<{ id: number; name: string; created_at: number }>();
  return results.map((t) => ({ id: String(t.id), name: t.name, created_at: isoNow(t.created_at) }));
}

export async function createConversionTag(db: D1Database, access: AdvertiserAccess, name: string): Promise<ConversionTag> {
  if (name.trim() === "") throw new ApiError("TAG_NAME_MISSING", { data: { field: "name" } });
  const now = nowSeconds();
  const row = await db
    .prepare("INSERT INTO conversion_tags (advertiser_id, name, created_at) VALUES (?, ?, ?) RETURNING id")
    .bind(access.advertiser.id, name.trim(), now)
    .first<{ id: number }>();
  return { id: String(row!.id), name: name.trim(), created_at: isoNow(now) };
}

/**
 * Why: a campaign takes a while to set up, so the create form saves itself as the advertiser goes
 * (/ads/create/ → /ads/edit_draft/). A draft keeps the form as typed, unchecked but bounded (32 KB,
 * 50 an ad account, counted in the insert itself so a burst cannot pass it), and a save names the
 * version it started from, so two tabs cannot overwrite each other unseen.
 */
import { DRAFT_BYTES_MAX, DRAFTS_MAX, type CampaignForm, type Draft, type DraftSummary } from "~common/business/ads-create";
import { ADS_CREATE_COPY } from "~common/business/ads-create";
import { ApiError } from "~common/errors";
import { isoNow } from "../../saving/sql";

interface DraftRow {
  id: number;
  name: string;
  plan: string;
  version: number;
  created_at: number;
  updated_at: number;
}

const toSummary = (r: Omit<DraftRow, "plan">): DraftSummary => ({
  id: String(r.id),
  name: r.name,
  version: r.version,
  created_at: isoNow(r.created_at),
  updated_at: isoNow(r.updated_at),
});
const toDraft = (r: DraftRow): Draft => ({ ...toSummary(r), form: JSON.parse(r.plan) as CampaignForm });

/** The form as stored, or 413 when it is over DRAFT_BYTES_MAX. */
function stored(form: CampaignForm): { json: string; name: string } {
  const json = JSON.stringify(form);
  if (new TextEncoder().encode(json).length > DRAFT_BYTES_MAX) throw new ApiError("PAYLOAD_TOO_LARGE", { data: { field: "form" } });
  return { json, name: form.name.trim() || ADS_CREATE_COPY.untitled };
}

export async function listDrafts(db: D1Database, advertiserId: number): Promise<{ items: DraftSummary[] }> {
  const { results } = await db
    .prepare(
      "SELECT id, name, version, created_at, updated_at FROM campaign_drafts WHERE advertiser_id = ? ORDER BY updated_at DESC, id DESC LIMIT ?",
    )
    .bind(advertiserId, DRAFTS_MAX)
    .all<Omit<DraftRow, "plan">>();
  return { items: results.map(toSummary) };
}

export async function findDraft(db: D1Database, advertiserId: number, id: number): Promise<Draft> {
  const row = await db.prepare("SELECT * FROM campaign_drafts WHERE advertiser_id = ? AND id = ?").bind(advertiserId, id).first<DraftRow>();
  if (!row) throw new ApiError("DRAFT_NOT_FOUND", { data: { field: "draftId" } });
  return toDraft(row);
}

export async function createDraft(
  db: D1Database,
  input: { advertiserId: number; actor: string; form: CampaignForm; nowMs: number },
): Promise<Draft> {
  const { json, name } = stored(input.form);
  const now = Math.floor(input.nowMs / 1000);
  const row = await db
    .prepare(
      `INSERT INTO campaign_drafts (advertiser_id, created_by, name, plan, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?5 WHERE (SELECT COUNT(*) FROM campaign_drafts WHERE advertiser_id = ?1) < ?6 RETURNING *`,
    )
    .bind(input.advertiserId, input.actor, name, json, now, DRAFTS_MAX)
    .first<DraftRow>();
  if (!row) throw new ApiError("DRAFTS_LIMITED");
  return toDraft(row);
}

export async function saveDraft(
  db: D1Database,
  input: { advertiserId: number; id: number; form: CampaignForm; version?: number; nowMs: number },
): Promise<Draft> {
  const { json, name } = stored(input.form);
  const row = await db
    .prepare(
      `UPDATE campaign_drafts SET name = ?1, plan = ?2, version = version + 1, updated_at = ?3
       WHERE advertiser_id = ?4 AND id = ?5 AND (?6 IS NULL OR version = ?6) RETURNING *`,
    )
    .bind(name, json, Math.floor(input.nowMs / 1000), input.advertiserId, input.id, input.version ?? null)
    .first<DraftRow>();
  if (row) return toDraft(row);
  await findDraft(db, input.advertiserId, input.id);
  throw new ApiError("DRAFT_CHANGED_MEANWHILE");
}

export async function deleteDraft(db: D1Database, advertiserId: number, id: number) {
  const done = await db.prepare("DELETE FROM campaign_drafts WHERE advertiser_id = ? AND id = ?").bind(advertiserId, id).run();
  if (done.meta.changes === 0) throw new ApiError("DRAFT_NOT_FOUND", { data: { field: "draftId" } });
  return listDrafts(db, advertiserId);
}

/**
 * D1 access for data archives (migrations/0056 data_exports; docs/decisions/042). Asking is one
 * conditional INSERT, so two requests at the same moment cannot both pass the once-a-day rule.
 */
import { DATA_EXPORT_INTERVAL_SECONDS, type DataExport } from "~common/auth/data-export";

export interface DataExportRow {
  id: string;
  user_id: string;
  state: "preparing" | "ready" | "failed" | "too_large";
  requested_at: number;
  ready_at: number | null;
  expires_at: number | null;
  r2_key: string | null;
  bytes: number | null;
}

export const downloadPath = (id: string) => `/v3/users/me/data_exports/${id}/download/`;

/** The API's view of a row at `now`: past expires_at it is expired and has no link. */
export function toDataExport(row: DataExportRow, now: number): DataExport {
  const expired = row.expires_at !== null && row.expires_at <= now;
  const downloadable = !expired && (row.state === "ready" || row.state === "too_large");
  return {
    id: row.id,
    state: expired ? "expired" : row.state,
    requested_at: row.requested_at,
    ready_at: row.ready_at,
    expires_at: row.expires_at,
    bytes: row.bytes,
    download_path: downloadable ? downloadPath(row.id) : null,
  };
}

export const latestExport = (db: D1Database, userId: string) =>
  db
    .prepare("SELECT * FROM data_exports WHERE user_id = ? ORDER BY requested_at DESC, rowid DESC LIMIT 1")
    .bind(userId)
    .first<DataExportRow>();

export const findExport = (db: D1Database, userId: string, id: string) =>
  db.prepare("SELECT * FROM data_exports WHERE id = ? AND user_id = ?").bind(id, userId).first<DataExportRow>();

/** Inserts a new archive unless one was asked for within the interval; false when refused. */
export async function insertExport(db: D1Database, id: string, userId: string, now: number): Promise<boolean> {
  const { meta } = await db
    .prepare(
      `INSERT INTO data_exports (id, user_id, state, requested_at)
       SELECT ?1, ?2, 'preparing', ?3
        WHERE NOT EXISTS (SELECT 1 FROM data_exports WHERE user_id = ?2 AND requested_at > ?3 - ?4)`,
    )
    .bind(id, userId, now, DATA_EXPORT_INTERVAL_SECONDS)
    .run();
  return meta.changes > 0;
}

export async function markBuilt(
  db: D1Database,
  id: string,
  m: { state: "ready" | "too_large"; key: string; bytes: number; now: number; expiresAt: number },
) {
  await db
    .prepare("UPDATE data_exports SET state = ?2, r2_key = ?3, bytes = ?4, ready_at = ?5, expires_at = ?6 WHERE id = ?1")
    .bind(id, m.state, m.key, m.bytes, m.now, m.expiresAt)
    .run();
}

export const markFailed = (db: D1Database, id: string) =>
  db.prepare("UPDATE data_exports SET state = 'failed' WHERE id = ? AND state = 'preparing'").bind(id).run();

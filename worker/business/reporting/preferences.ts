/**
 * Why: a person's chosen columns per report level are remembered per ad account
 * (report_preferences; business.md §2 /reporting/preferences/), so each table opens as they left
 * it. A level never chosen shows all its columns.
 */
import { LEVEL_COLUMNS, REPORT_LEVELS, type ReportColumn, type ReportLevel, type ReportPreferences } from "~common/business/reporting";
import { ApiError } from "~common/errors";

/** The viewer's columns of every level (each level's own only, in the catalogue's order). */
export async function readPreferences(db: D1Database, userId: string, advertiserId: number): Promise<ReportPreferences> {
  const { results } = await db
    .prepare(`SELECT level, columns FROM report_preferences WHERE user_id = ? AND advertiser_id = ?`)
    .bind(userId, advertiserId)
    .all<{ level: string; columns: string }>();
  const chosen = new Map(results.map((r) => [r.level, JSON.parse(r.columns) as string[]]));
  const levels = {} as Record<ReportLevel, ReportColumn[]>;
  for (const level of REPORT_LEVELS) {
    const picked = chosen.get(level);
    levels[level] = picked ? LEVEL_COLUMNS[level].filter((c) => picked.includes(c)) : [...LEVEL_COLUMNS[level]];
  }
  return { levels };
}

/** Saves one level's columns (400 REPORT_COLUMNS_INVALID for a column the level does not have). */
export async function savePreferences(
  db: D1Database,
  userId: string,
  advertiserId: number,
  level: ReportLevel,
  columns: readonly ReportColumn[],
  nowMs: number,
): Promise<ReportPreferences> {
  const wrong = columns.find((c) => !LEVEL_COLUMNS[level].includes(c));
  if (wrong) throw new ApiError("REPORT_COLUMNS_INVALID", { data: { field: "columns" }, detail: `${level} has no column ${wrong}` });
  await db
    .prepare(
      `INSERT INTO report_preferences (user_id, advertiser_id, level, columns, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id, advertiser_id, level) DO UPDATE SET columns = excluded.columns, updated_at = excluded.updated_at`,
    )
    .bind(userId, advertiserId, level, JSON.stringify([...new Set(columns)]), Math.floor(nowMs / 1000))
    .run();
  return readPreferences(db, userId, advertiserId);
}

/**
 * Why: offline conversions (a shop's till, a call centre) arrive as a CSV; each row is judged as
 * the Conversions API's event (events.ts), its email and phone hashed here and never kept in the
 * clear. The upload's row and all its events are one D1 batch, so an upload is there whole or not
 * at all, and a retried one adds no event twice (the events' unique key).
 */
import { EVENTS_PER_REQUEST_MAX, emailHash, phoneHash, readUpload, type ConversionEvent, type Upload } from "~common/business/conversions";
import { ApiError } from "~common/errors";
import { dayCount, receipt } from "./events";

const ERRORS_KEPT = 20;
const iso = (s: number) => new Date(s * 1000).toISOString();

interface UploadRowDb {
  id: number;
  file_name: string;
  rows_total: number;
  rows_processed: number;
  rows_failed: number;
  errors: string;
  created_at: number;
}
const view = (r: UploadRowDb): Upload => ({
  id: String(r.id),
  file_name: r.file_name,
  rows_total: r.rows_total,
  rows_processed: r.rows_processed,
  rows_failed: r.rows_failed,
  errors: (JSON.parse(r.errors) as [number, string][]).map(([row, error]) => ({ row, error })),
  created_at: iso(r.created_at),
});

export async function uploadConversions(
  db: D1Database,
  input: { advertiserId: number; fileName: string; csv: string; actor: string; now: number },
): Promise<Upload> {
  const read = readUpload(input.csv);
  if (!read.ok) throw new ApiError("CONVERSION_UPLOAD_INVALID", { detail: read.detail, data: { field: "csv" } });
  const events: ConversionEvent[] = [];
  const lines: number[] = [];
  const errors: [number, string][] = [];
  for (const r of read.rows) {
    if (!r.ok) {
      errors.push([r.line, r.error]);
      continue;
    }
    const [em, ph] = await Promise.all([r.email ? emailHash(r.email) : null, r.phone ? phoneHash(r.phone) : null]);
    events.push({ ...r.event, user_data: { ...r.event.user_data, ...(em ? { em: [em] } : {}), ...(ph ? { ph: [ph] } : {}) } });
    lines.push(r.line);
  }
  const nonce = crypto.randomUUID();
  const chunks = [];
  for (let i = 0; i < events.length; i += EVENTS_PER_REQUEST_MAX) {
    chunks.push(
      receipt(db, {
        advertiserId: input.advertiserId,
        events: events.slice(i, i + EVENTS_PER_REQUEST_MAX),
        test: false,
        channel: "upload",
        now: input.now,
        uploadNonce: nonce,
      }),
    );
  }
  // Each chunk's rows are judged before the batch: what failed is known now, with its line.
  const judged = chunks.map((c) => c.answer([]));
  let at = 0;
  for (const answer of judged)
    for (const e of answer.events) {
      if (e.status === "failed") errors.push([lines[at]!, e.error_message ?? ""]);
      at++;
    }
  errors.sort((a, b) => a[0] - b[0]);
  const failed = errors.length;
  const insert = db
    .prepare(
      `INSERT INTO conversion_uploads (advertiser_id, file_name, rows_total, rows_processed, rows_failed, errors, created_by, created_at, nonce)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
       RETURNING id, file_name, rows_total, rows_processed, rows_failed, errors, created_at`,
    )
    .bind(
      input.advertiserId,
      input.fileName,
      read.rows.length,
      read.rows.length - failed,
      failed,
      JSON.stringify(errors.slice(0, ERRORS_KEPT)),
      input.actor,
      input.now,
      nonce,
    );
  // Rows refused before they were events (no time, nobody to match) count in the upload channel's health too.
  const unread = read.rows.filter((r) => !r.ok);
  const counts =
    unread.length > 0
      ? [
          dayCount(
            db,
            { ...input, channel: "upload" },
            { received: unread.length, failed: unread.length, error: unread[0]!.ok ? null : unread[0]!.error },
          ),
        ]
      : [];
  const [made] = await db.batch([insert, ...chunks.flatMap((c) => c.statements), ...counts]);
  return view((made!.results as UploadRowDb[])[0]!);
}

export async function listUploads(db: D1Database, advertiserId: number): Promise<Upload[]> {
  const { results } = await db
    .prepare(
      `SELECT id, file_name, rows_total, rows_processed, rows_failed, errors, created_at
       FROM conversion_uploads WHERE advertiser_id = ? ORDER BY id DESC LIMIT 100`,
    )
    .bind(advertiserId)
    .all<UploadRowDb>();
  return results.map(view);
}

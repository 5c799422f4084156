/**
 * Why: a bulk upload is read bounded (bytes, then rows while parsing), checked row by row with
 * campaign control's rules, and applied in ONE D1 batch or not at all (docs/decisions/055): the
 * upload's own row goes first with the count of campaigns whose version moved since the checks,
 * and a count other than 0 fails its CHECK, rolling the whole batch back; every other statement
 * is campaign control's own (campaignStatements, childStatements), guarded by the same version.
 */
import {
  BULK_HISTORY_ERRORS,
  BULK_MAX_BYTES,
  BULK_MAX_ROWS,
  changedCount,
  planUpload,
  tooManyChanges,
  type BulkPlan,
  type BulkResult,
  type BulkRowError,
} from "~common/business/bulk-editor";
import { utcDay } from "~common/business/promoted-pins";
import { ApiError } from "~common/errors";
import { parseCsv } from "~common/platform/csv";
import { primaryOf } from "../../platform/d1-sessions";
import { bumpVersion, campaignStatements, childStatements, spentSoFar } from "../campaign-control";
import { loadSheet } from "./sheet-repo";

const tooLarge = () => new ApiError("PAYLOAD_TOO_LARGE", { detail: `A bulk sheet may be at most ${BULK_MAX_BYTES} bytes.` });

/**
 * The sheet's text and file name from a text/csv body or a multipart one's `file`.
 *
 * @example
 * const { text, fileName } = await readSheet(c.req, "autumn.csv"); // Hono's request: its body is read once and kept
 */
export async function readSheet(
  request: { header(name: string): string | undefined; arrayBuffer(): Promise<ArrayBuffer> },
  named: string | undefined,
): Promise<{ text: string; fileName: string }> {
  const contentType = request.header("content-type") ?? "";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  let bytes: ArrayBuffer;
  let fileName = named ?? "";
  if (type === "multipart/form-data") {
    // From the kept bytes: the idempotency middleware has read the body already.
    const form = await new Response(await request.arrayBuffer(), { headers: { "content-type": contentType } }).formData().catch(() => null);
    const file = form?.get("file");
    if (!file || typeof file === "string")
      throw new ApiError("BULK_FILE_INVALID", { detail: "The form has no file named file.", data: { field: "file" } });
    if (file.size > BULK_MAX_BYTES) throw tooLarge();
    bytes = await file.arrayBuffer();
    fileName ||= file.name;
  } else if (["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel"].includes(type)) {
    bytes = await request.arrayBuffer();
    if (bytes.byteLength > BULK_MAX_BYTES) throw tooLarge();
  } else throw new ApiError("UNSUPPORTED_MEDIA_TYPE", { detail: "Send the sheet as text/csv or multipart/form-data." });
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError("BULK_FILE_INVALID", { detail: "The file isn't UTF-8 text: save it as CSV UTF-8.", data: { field: "file" } });
  }
  return { text, fileName: (fileName || "sheet.csv").slice(0, 200) };
}

interface UploadInput {
  advertiser: { id: number; country: string; currency: string };
  actor: string;
  text: string;
  fileName: string;
  dryRun: boolean;
  nowMs: number;
}

/** Parses and checks the sheet: the plan, or the error that refuses it (no rows touched yet). */
async function plan(env: Env, input: UploadInput) {
  const parsed = parseCsv(input.text, { maxRows: BULK_MAX_ROWS + 1 }); // and the header
  if (!parsed.ok) {
    if (parsed.problem === "TOO_MANY_ROWS") throw new ApiError("BULK_TOO_MANY_ROWS", { data: { field: "file", line: parsed.line } });
    const what = parsed.problem === "UNTERMINATED_QUOTE" ? "a quote that is never closed" : "a quote inside a cell that isn't quoted";
    throw new ApiError("BULK_FILE_INVALID", { detail: `Line ${parsed.line} has ${what}.`, data: { field: "file", line: parsed.line } });
  }
  if (parsed.rows.length < 2)
    throw new ApiError("BULK_FILE_INVALID", { detail: "The sheet has no rows under its header.", data: { field: "file" } });
  const db = primaryOf(env.DB);
  const { sheet, rows } = await loadSheet(db, input.advertiser);
  const today = utcDay(input.nowMs);
  const facts = { country: input.advertiser.country, today, spent: {} as Record<string, number>, spentTotal: {} as Record<string, number> };
  let result = planUpload(parsed.rows, parsed.lines, sheet, facts);
  if ("header" in result) throw new ApiError("BULK_FILE_INVALID", { detail: result.header, data: { field: "file", line: 1 } });
  // What was spent only for the budgets that change, and the lifetime campaigns whose days do
  // (the counter has it exact), then the checks again.
  const budgets = result.campaigns
    .filter(
      (c) =>
        c.change.budget_in_micro_currency !== undefined ||
        (rows.get(c.id)!.lifetime_budget_micro !== null && c.change.inclusive_end_date !== undefined),
    )
    .map((c) => c.id);
  if (budgets.length > 0 && !tooManyChanges(result)) {
    const spent = await Promise.all(budgets.map((id) => spentSoFar(env, Number(id), today)));
    budgets.forEach((id, i) => {
      facts.spent[id] = spent[i]!.today;
      facts.spentTotal[id] = spent[i]!.total;
    });
    result = planUpload(parsed.rows, parsed.lines, sheet, facts) as BulkPlan;
  }
  return { plan: result, rows, sheet, facts };
}

/** Keeps a refused upload in the history with its first problems. */
async function recordFailure(env: Env, input: UploadInput, rows: number, errors: BulkRowError[]) {
  await env.DB.prepare(
    `INSERT INTO bulk_uploads (advertiser_id, token, actor_user_id, file_name, rows, changed, state, errors, created_at)
     VALUES (?, ?, ?, ?, ?, 0, 'FAILED', ?, ?)`,
  )
    .bind(
      input.advertiser.id,
      crypto.randomUUID(),
      input.actor,
      input.fileName,
      rows,
      JSON.stringify(errors.slice(0, BULK_HISTORY_ERRORS)),
      Math.floor(input.nowMs / 1000),
    )
    .run();
}

/**
 * Checks a sheet and, unless a dry run, applies every change in it at once.
 *
 * @example
 * await uploadSheet(env, { advertiser, actor: viewer.id, text, fileName: "autumn.csv", dryRun: true, nowMs: Date.now() });
 */
export async function uploadSheet(env: Env, input: UploadInput): Promise<BulkResult> {
  let checked: Awaited<ReturnType<typeof plan>>;
  try {
    checked = await plan(env, input);
  } catch (err) {
    if (!input.dryRun && err instanceof ApiError) {
      const line = typeof err.data?.line === "number" ? err.data.line : null;
      await recordFailure(env, input, 0, [{ line: line ?? 1, column: null, message: err.detail ?? err.message }]);
    }
    throw err;
  }
  const { plan: p, rows } = checked;
  if (p.error_count > 0) {
    if (!input.dryRun) await recordFailure(env, input, p.rows, p.errors);
    throw new ApiError("BULK_ROWS_INVALID", { data: { errors: p.errors, error_count: p.error_count } });
  }
  if (tooManyChanges(p)) {
    if (!input.dryRun)
      await recordFailure(env, input, p.rows, [{ line: 1, column: null, message: new ApiError("BULK_TOO_MANY_CHANGES").message }]);
    throw new ApiError("BULK_TOO_MANY_CHANGES", { data: { field: "file", changed: changedCount(p) } });
  }
  const base = {
    dry_run: input.dryRun,
    rows: p.rows,
    changed: changedCount(p),
    skipped: p.skipped,
    changes: p.changes,
    currency: input.advertiser.currency,
  };
  if (input.dryRun || changedCount(p) === 0) return { ...base, upload_id: null, state: input.dryRun ? "PREVIEW" : "APPLIED" };

  const db = env.DB;
  const token = crypto.randomUUID();
  const ctx = { advertiserId: input.advertiser.id, actor: input.actor, nowMs: input.nowMs, bulkToken: token };
  // Every campaign the upload touches, at the version its checks read.
  const touched = new Map<string, number>();
  for (const id of [...p.campaigns.map((c) => c.id), ...p.adGroups.map((g) => g.campaign_id), ...p.ads.map((a) => a.campaign_id)])
    touched.set(id, rows.get(id)!.version);
  const versions = JSON.stringify([...touched].map(([id, v]) => [Number(id), v]));
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO bulk_uploads (advertiser_id, token, actor_user_id, file_name, rows, changed, state, created_at, stale_campaigns)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'APPLIED', ?7, (SELECT COUNT(*) FROM json_each(?8) j WHERE NOT EXISTS
           (SELECT 1 FROM campaigns c WHERE c.id = json_extract(j.value, '$[0]') AND c.version = json_extract(j.value, '$[1]'))))`,
      )
      .bind(input.advertiser.id, token, input.actor, input.fileName, p.rows, changedCount(p), Math.floor(input.nowMs / 1000), versions),
  ];
  for (const c of p.campaigns) {
    const spent = {
      today: checked.facts.today,
      spentToday: checked.facts.spent[c.id] ?? 0,
      spentTotal: checked.facts.spentTotal[c.id] ?? 0,
    };
    statements.push(...campaignStatements(db, { ...ctx, row: rows.get(c.id)!, change: c.change, spent }));
  }
  const at = (campaignId: string) => ({ campaign_id: Number(campaignId), version: touched.get(campaignId)! });
  const groups = new Map(checked.sheet.adGroups.map((g) => [g.id, g]));
  const ads = new Map(checked.sheet.ads.map((a) => [a.id, a]));
  for (const g of p.adGroups) {
    const now = groups.get(g.id)!;
    statements.push(
      ...childStatements(db, "ad_groups", { id: Number(g.id), ...at(g.campaign_id), status: now.status, name: now.name }, g.change, ctx),
    );
  }
  for (const a of p.ads) {
    const now = ads.get(a.id)!;
    statements.push(
      ...childStatements(
        db,
        "ads",
        { id: Number(a.id), ...at(a.campaign_id), status: now.status, name: now.pin_title },
        { status: a.status },
        ctx,
      ),
    );
  }
  // One bump per campaign, after all of its statements: each of them is guarded by the old version.
  for (const [id, version] of touched) statements.push(bumpVersion(db, Number(id), version));
  try {
    await db.batch(statements);
  } catch (err) {
    if (String(err).includes("CHECK constraint failed")) {
      await recordFailure(env, input, p.rows, [{ line: 1, column: null, message: new ApiError("CAMPAIGN_CHANGED_MEANWHILE").message }]);
      throw new ApiError("CAMPAIGN_CHANGED_MEANWHILE");
    }
    throw err;
  }
  const id = await db.prepare("SELECT id FROM bulk_uploads WHERE token = ?").bind(token).first<number>("id");
  return { ...base, upload_id: String(id), state: "APPLIED" };
}

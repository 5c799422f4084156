/**
 * Why: the replica stand-in (./lagging-replica.ts) lags on command, and a lagging replica shows the
 * database as it was when the lag began. D1 has no ATTACH nor VACUUM INTO, so the snapshot is a
 * copy through two batches: every table of the primary read in one batch (one transaction: a
 * consistent point), then written to the replica in one batch (one transaction: never half a copy).
 * The replica's triggers are dropped first: the copy already holds what they would derive (counts,
 * the search index), and nothing else ever writes the replica. Developer tools only.
 */
import { ApiError } from "~common/errors";

interface TableRow {
  name: string;
  sql: string | null;
}

/** Largest JSON text one insert binds: well inside D1's limit on a bound value (2 MB). */
const CHUNK_CHARS = 512 * 1024;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The tables a copy carries: the schema's own and the full-text index (fts5) itself, not SQLite's,
 * D1's, the migrations' record, nor a virtual table's shadow tables or other virtual tables.
 */
function copiedTables(tables: TableRow[]): { name: string; fts: boolean }[] {
  const virtual = tables.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? ""));
  return tables
    .filter((t) => !/^(?:sqlite_|_cf_)/.test(t.name) && t.name !== "d1_migrations")
    .filter((t) => !virtual.some((v) => t.name.startsWith(`${v.name}_`)))
    .map((t) => ({ name: t.name, fts: /USING\s+fts5\s*\(/i.test(t.sql ?? ""), virtual: virtual.includes(t) }))
    .filter((t) => !t.virtual || t.fts)
    .map(({ name, fts }) => ({ name, fts }));
}

/** The rows as JSON arrays (of their columns' values), in chunks of at most CHUNK_CHARS. */
function chunks(table: string, rows: Record<string, unknown>[], columns: string[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const row of rows) {
    const values = columns.map((c) => row[c] ?? null);
    // D1 hands a BLOB back as an array of bytes: JSON would write it back as text.
    if (values.some((v) => Array.isArray(v) || v instanceof ArrayBuffer))
      throw new ApiError("INTERNAL", { detail: `replica snapshot: ${table} holds a BLOB` });
    const text = JSON.stringify(values);
    if (size + text.length > CHUNK_CHARS && current.length > 0) {
      out.push(`[${current.join(",")}]`);
      [current, size] = [[], 0];
    }
    current.push(text);
    size += text.length + 1;
  }
  if (current.length > 0) out.push(`[${current.join(",")}]`);
  return out;
}

/**
 * Makes `replica` a copy of `primary` as it is now; the number of rows copied.
 *
 * @example
 * const rows = await copyPrimaryToReplica(env.DB, replica);
 */
export async function copyPrimaryToReplica(primary: D1Database, replica: D1Database): Promise<number> {
  const schema = "SELECT name, sql FROM sqlite_master WHERE type = ?";
  const [{ results: tables }, { results: triggers }] = await Promise.all([
    primary.prepare(schema).bind("table").all<TableRow>(),
    replica.prepare(schema).bind("trigger").all<TableRow>(),
  ]);
  const copied = copiedTables(tables);
  const read = await primary.batch<Record<string, unknown>>(
    copied.map((t) => primary.prepare(`SELECT ${t.fts ? "rowid, " : ""}* FROM ${quoted(t.name)}`)),
  );
  const writes = [
    ...triggers.map((t) => replica.prepare(`DROP TRIGGER IF EXISTS ${quoted(t.name)}`)),
    // The rows arrive table by table, not parents first: foreign keys are checked at the commit.
    replica.prepare("PRAGMA defer_foreign_keys = ON"),
    ...copied.map((t) => replica.prepare(`DELETE FROM ${quoted(t.name)}`)),
  ];
  let rows = 0;
  copied.forEach((t, i) => {
    const results = read[i]!.results;
    if (results.length === 0) return;
    rows += results.length;
    const columns = Object.keys(results[0]!);
    const insert = `INSERT INTO ${quoted(t.name)} (${columns.map(quoted).join(", ")})
      SELECT ${columns.map((_, j) => `json_extract(value, '$[${j}]')`).join(", ")} FROM json_each(?)`;
    for (const chunk of chunks(t.name, results, columns)) writes.push(replica.prepare(insert).bind(chunk));
  });
  await replica.batch(writes);
  return rows;
}

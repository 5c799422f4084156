/** Audiences' pure rules (issue 37 item 2), shared by the Worker, delivery and the console's pages. */
import { parseCsv } from "../../platform/csv";
import { AUDIENCE_SIZE_FLOOR, LIST_HASHES_TOTAL_MAX } from "./constants";

/**
 * The size an advertiser sees: none under the floor, else rounded down to two significant figures,
 * so that adding one email to a list rarely shows whether that person is here.
 *
 * @example
 * shownSize(99) // null
 * shownSize(1_234) // 1_200
 */
export function shownSize(people: number): number | null {
  if (people < AUDIENCE_SIZE_FLOOR) return null;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(people)) - 1);
  return Math.floor(people / step) * step;
}

export const audienceStatus = (people: number): "READY" | "TOO_SMALL" => (people >= AUDIENCE_SIZE_FLOOR ? "READY" : "TOO_SMALL");

/** An ad group's use of audiences, as delivery reads it. */
export interface AudienceUse {
  id: number;
  mode: "include" | "exclude";
  ready: boolean;
}

/**
 * Whether an ad group's audiences let this viewer see it: in at least one READY targeted audience
 * (when it targets any), and in none it excludes.
 *
 * @example
 * matchesAudiences([{ id: 4, mode: "include", ready: true }], new Set([4])) // true
 * matchesAudiences([{ id: 4, mode: "include", ready: false }], new Set([4])) // false: too small to target
 */
export function matchesAudiences(uses: readonly AudienceUse[], memberOf: ReadonlySet<number>): boolean {
  if (uses.some((u) => u.mode === "exclude" && memberOf.has(u.id))) return false;
  const included = uses.filter((u) => u.mode === "include");
  return included.length === 0 || included.some((u) => u.ready && memberOf.has(u.id));
}

const EMAIL = /^[^\s@,;"']+@[^\s@,;"']+\.[^\s@,;"']+$/;

/**
 * The emails of a customer-list file (one a line, or a CSV with an `email` column), lower-cased and
 * trimmed as they are hashed, each once; what is not an email is counted, not kept.
 *
 * @example
 * listEmails("email\nAna@Example.com\nnot one\nana@example.com") // { emails: ["ana@example.com"], skipped: 1 }
 */
export function listEmails(text: string): { emails: string[]; skipped: number } | { error: "TOO_MANY" | "UNREADABLE" } {
  const parsed = parseCsv(text, { maxRows: LIST_HASHES_TOTAL_MAX + 1 });
  if (!parsed.ok) return { error: parsed.problem === "TOO_MANY_ROWS" ? "TOO_MANY" : "UNREADABLE" };
  const column = (parsed.rows[0] ?? []).map((h) => h.trim().toLowerCase()).indexOf("email");
  const seen = new Set<string>();
  let skipped = 0;
  for (const [i, row] of parsed.rows.entries()) {
    if (column >= 0 && i === 0) continue;
    const cell = (row[column >= 0 ? column : 0] ?? "").trim().toLowerCase();
    if (cell === "") continue;
    if (EMAIL.test(cell)) seen.add(cell);
    else skipped++;
  }
  if (seen.size > LIST_HASHES_TOTAL_MAX) return { error: "TOO_MANY" };
  return { emails: [...seen], skipped };
}

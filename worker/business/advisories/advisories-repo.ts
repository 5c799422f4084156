/**
 * Why: a search for a sensitive query — and a single Pin read about a sensitive topic (saving.md §2
 * save modal notice) — carries its advisory and notices (business.md §3), stored
 * in search_advisories (migration 0022) and edited by the local admin command (scripts/discovery.ts).
 * The look-up is one statement, meant for the search's own D1 batch: the advisories whose phrase
 * appears in the query (its folded words, common/business/search/search-query.ts), for the
 * viewer's country or everywhere, the most severe first, then a country's own over everywhere's,
 * then the longest phrase. Notices are checked against the contract when read, so a bad row
 * written by hand shows no notice rather than breaking search.
 */
import { normalizeQuery } from "~common/business/search";
import { NoticeSchema, type Sensitivity } from "~common/business/advisories/schemas";
import { z } from "@hono/zod-openapi";

export interface AdvisoryRow {
  phrase: string;
  advisory: string;
  severity: 0 | 1 | 2;
  advisory_type: "first_party" | "third_party";
  resource_country: string | null;
  advisory_details: string;
  notices: string;
}

/**
 * The statement reading the advisory of `query` for `country` (at most one row).
 *
 * @example
 * const [advisory] = await db.batch([advisoryStatement(db, "self harm quotes", "US"), …]);
 */
export const advisoryStatement = (db: D1Database, query: string, country: string | null): D1PreparedStatement =>
  advisoryForWords(db, normalizeQuery(query), country);

/**
 * The statement reading the advisory of a Pin about a sensitive topic (saving.md §2 save modal
 * notice): its title's and description's words are read as a search query is, each on its own,
 * so a phrase never spans the two.
 *
 * @example
 * const row = await pinAdvisoryStatement(db, pin.title, pin.description, "US").first<AdvisoryRow>();
 */
export const pinAdvisoryStatement = (db: D1Database, title: string, description: string, country: string | null): D1PreparedStatement =>
  // "|" is no phrase's word (phrases are stored folded to letters and digits).
  advisoryForWords(db, `${normalizeQuery(title)} | ${normalizeQuery(description)}`, country);

function advisoryForWords(db: D1Database, words: string, country: string | null): D1PreparedStatement {
  return db
    .prepare(
      `SELECT phrase, advisory, severity, advisory_type, resource_country, advisory_details, notices
       FROM search_advisories
       WHERE instr(' ' || ?1 || ' ', ' ' || phrase || ' ') > 0 AND (resource_country IS NULL OR resource_country = ?2)
       ORDER BY severity ASC, resource_country IS NULL, length(phrase) DESC, id
       LIMIT 1`,
    )
    .bind(words, country);
}

const NoticesSchema = z.array(NoticeSchema);

/** The API's Sensitivity for the row read by advisoryStatement, or null when there is none. */
export function toSensitivity(rows: AdvisoryRow[]): Sensitivity | null {
  const row = rows[0];
  if (!row) return null;
  let notices: Sensitivity["notices"] = [];
  try {
    const parsed = NoticesSchema.safeParse(JSON.parse(row.notices));
    if (parsed.success) notices = parsed.data;
    else console.error("search advisory with invalid notices", row.phrase, parsed.error.message);
  } catch {
    console.error("search advisory with notices that are not JSON", row.phrase);
  }
  return {
    advisory: row.advisory,
    severity: row.severity,
    advisory_type: row.advisory_type,
    resource_country: row.resource_country,
    advisory_details: row.advisory_details,
    notices,
  };
}

/**
 * The advisory of the sensitive topic a Pin is about, for the request's country, or null.
 *
 * @example
 * pin.sensitivity = await pinSensitivity(env.DB, pin, requestCountry(request));
 */
export async function pinSensitivity(
  db: D1Database,
  pin: { title: string; description: string },
  country: string | null,
): Promise<Sensitivity | null> {
  const row = await pinAdvisoryStatement(db, pin.title, pin.description, country).first<AdvisoryRow>();
  return toSensitivity(row ? [row] : []);
}

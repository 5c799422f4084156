/**
 * Why: GET /v3/offsite/ (business.md §4, §7): whether a Pin's link may be opened. The rules are
 * common/business/offsite/rules.ts; this reads what they need in one D1 batch — the domain list's
 * rows for the link's host and its parent domains, and, with pin_id, the Pin (as the viewer may
 * see it) whose link it should be. The link itself is never fetched.
 */
import { hostCandidates, offsiteStatus, parseLink } from "~common/business/offsite/rules";
import type { OffsiteCheck, RedirectStatus } from "~common/business/offsite/schemas";
import { ApiError } from "~common/errors";
import { VISIBLE_BOARD_SQL } from "../../saving/access";

/**
 * The check's answer for `url` (and the Pin it belongs to, when given).
 *
 * @example
 * const { redirect_status, url } = await checkOffsite(env.DB, viewerId, { url: "https://shop.example/x", pin_id: "42" });
 */
export async function checkOffsite(db: D1Database, viewerId: string | null, q: { url: string; pin_id?: string }): Promise<OffsiteCheck> {
  const link = parseLink(q.url);
  if (!link) throw new ApiError("OFFSITE_URL_INVALID", { data: { field: "url" } });
  const names = hostCandidates(link.host);
  const statements: D1PreparedStatement[] = [
    db
      .prepare(`SELECT domain, redirect_status FROM offsite_domains WHERE domain IN (${names.map(() => "?").join(", ") || "NULL"})`)
      .bind(...names),
  ];
  if (q.pin_id !== undefined) {
    statements.push(
      db
        .prepare(`SELECT p.link FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.id = ? AND ${VISIBLE_BOARD_SQL("b")}`)
        .bind(Number(q.pin_id), viewerId),
    );
  }
  const [listedRows, pinRows] = await db.batch(statements);
  let pinLink: string | null | undefined;
  if (q.pin_id !== undefined) {
    const pin = pinRows?.results[0] as { link: string | null } | undefined;
    if (!pin) throw new ApiError("PIN_NOT_FOUND", { data: { field: "pin_id" } });
    pinLink = pin.link;
  }
  // The most specific listed name decides (a subdomain's own entry over its parent's).
  const listed = (listedRows?.results ?? []) as { domain: string; redirect_status: RedirectStatus }[];
  const closest = names.map((n) => listed.find((r) => r.domain === n)).find(Boolean);
  return { redirect_status: offsiteStatus(link, { listed: closest?.redirect_status ?? null, pinLink }), url: link.url };
}

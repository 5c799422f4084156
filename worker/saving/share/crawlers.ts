/**
 * Why: search engines find the public boards and Pins through /robots.txt and a sitemap (issue 34
 * §3; the sitemaps protocol, sitemaps.org). Not JSON APIs, so not Hono routes with contracts: the
 * entry answers them before the pages, as it answers /i/ images. The index lists one file per
 * SITEMAP_PAGE_SIZE ids of each table (`/sitemaps/boards-{n}.xml`, `/sitemaps/pins-{n}.xml`); a
 * file is one range read of the primary key, so it costs the same however deep the page, and never
 * holds more than SITEMAP_PAGE_SIZE URLs. Only public boards of active accounts, and Pins on them
 * by active accounts: secret and protected boards, their Pins, and people who deactivated (or are
 * suspended) never appear.
 */
import { SITEMAP_MAX_FILES, SITEMAP_PAGE_SIZE } from "~common/saving/share";

const ROBOTS_PATH = "/robots.txt";
const INDEX_PATH = "/sitemap.xml";
const PAGE_PATTERN = /^\/sitemaps\/(boards|pins)-([1-9][0-9]{0,4})\.xml$/;

/** True for the paths `serveCrawlerFile` answers. */
export const isCrawlerPath = (pathname: string): boolean =>
  pathname === ROBOTS_PATH || pathname === INDEX_PATH || pathname.startsWith("/sitemaps/");

const xmlEscape = (text: string) =>
  text.replace(/[&<>'"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", "'": "&apos;", '"': "&quot;" })[c]!);

const answer = (status: number, body: string, type: string, maxAge = 3600) =>
  new Response(body, {
    status,
    headers: { "Content-Type": type, "Cache-Control": status === 200 ? `public, max-age=${maxAge}` : "no-store" },
  });
const XML = "application/xml; charset=utf-8";
const notFound = () => answer(404, "Not found.", "text/plain; charset=utf-8");

/** Paths crawlers have no business in: the API, settings, developer pages, flows that need a session. */
const DISALLOWED = [
  "/v3/",
  "/vx/",
  "/ads/",
  "/advertiser/",
  "/settings/",
  "/_dev/",
  "/resources/",
  "/pin-builder/",
  "/pin/create/",
  "/business/",
  "/oauth/",
];

/**
 * /robots.txt: everything public may be crawled and the sitemap is named; staging (a copy of the
 * site on its own host) asks every robot to stay out, so it is never listed in place of production.
 */
export function robotsTxt(origin: string, environment: string | undefined): string {
  if (environment === "staging") return "User-agent: *\nDisallow: /\n";
  return ["User-agent: *", ...DISALLOWED.map((p) => `Disallow: ${p}`), "Allow: /", "", `Sitemap: ${origin}${INDEX_PATH}`, ""].join("\n");
}

/** An account whose pages may be listed: active, not deactivated or closed, not hidden from search engines (/settings/privacy/). */
const LISTED = (u: string) => `${u}.account_state = 'active' AND ${u}.hidden_at IS NULL AND ${u}.hide_from_search = 0`;
const BOARDS_SQL = `SELECT b.id, u.username, b.slug FROM boards b JOIN users u ON u.id = b.owner_id
  WHERE b.id > ? AND b.id <= ? AND b.privacy = 'public' AND ${LISTED("u")} ORDER BY b.id`;
const PINS_SQL = `SELECT p.id, p.created_at FROM pins p JOIN boards b ON b.id = p.board_id
  JOIN users o ON o.id = b.owner_id JOIN users u ON u.id = p.pinner_id
  WHERE p.id > ? AND p.id <= ? AND b.privacy = 'public' AND ${LISTED("o")} AND ${LISTED("u")} ORDER BY p.id`;

/** How many files of each kind the index lists: one per SITEMAP_PAGE_SIZE ids up to the highest. */
async function fileCounts(db: D1Database): Promise<{ boards: number; pins: number }> {
  const row = await db
    .prepare("SELECT (SELECT ifnull(max(id), 0) FROM boards) AS boards, (SELECT ifnull(max(id), 0) FROM pins) AS pins")
    .first<{ boards: number; pins: number }>();
  const files = (maxId: number) => Math.min(SITEMAP_MAX_FILES, Math.max(1, Math.ceil(maxId / SITEMAP_PAGE_SIZE)));
  return { boards: files(row?.boards ?? 0), pins: files(row?.pins ?? 0) };
}

async function sitemapIndex(db: D1Database, origin: string): Promise<string> {
  const counts = await fileCounts(db);
  const entries = (["boards", "pins"] as const).flatMap((kind) =>
    Array.from({ length: counts[kind] }, (_, i) => `<sitemap><loc>${xmlEscape(`${origin}/sitemaps/${kind}-${i + 1}.xml`)}</loc></sitemap>`),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

async function sitemapPage(db: D1Database, origin: string, kind: "boards" | "pins", page: number): Promise<string | null> {
  const counts = await fileCounts(db);
  if (page > counts[kind]) return null;
  const range = [(page - 1) * SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE];
  const urls =
    kind === "boards"
      ? (
          await db
            .prepare(BOARDS_SQL)
            .bind(...range)
            .all<{ username: string; slug: string }>()
        ).results.map(
          (b) => `<url><loc>${xmlEscape(`${origin}/${encodeURIComponent(b.username)}/${encodeURIComponent(b.slug)}/`)}</loc></url>`,
        )
      : (
          await db
            .prepare(PINS_SQL)
            .bind(...range)
            .all<{ id: number; created_at: number }>()
        ).results.map(
          (p) =>
            `<url><loc>${xmlEscape(`${origin}/pin/${p.id}/`)}</loc><lastmod>${new Date(p.created_at * 1000).toISOString().slice(0, 10)}</lastmod></url>`,
        );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * The answer for /robots.txt, /sitemap.xml and /sitemaps/…: GET and HEAD only.
 *
 * @example
 * if (isCrawlerPath(pathname)) return serveCrawlerFile(request, env);
 */
export async function serveCrawlerFile(request: Request, env: Pick<Env, "DB" | "ENVIRONMENT">): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD") {
    const refused = answer(405, "Method not allowed.", "text/plain; charset=utf-8");
    refused.headers.set("Allow", "GET, HEAD");
    return refused;
  }
  const url = new URL(request.url);
  const { origin, pathname } = url;
  const respond = (res: Response) => (method === "HEAD" ? new Response(null, { status: res.status, headers: res.headers }) : res);
  if (pathname === ROBOTS_PATH) return respond(answer(200, robotsTxt(origin, env.ENVIRONMENT), "text/plain; charset=utf-8", 86400));
  if (pathname === INDEX_PATH) return respond(answer(200, await sitemapIndex(env.DB, origin), XML));
  const match = PAGE_PATTERN.exec(pathname);
  if (!match) return respond(notFound());
  const body = await sitemapPage(env.DB, origin, match[1] as "boards" | "pins", Number(match[2]));
  return respond(body === null ? notFound() : answer(200, body, XML));
}

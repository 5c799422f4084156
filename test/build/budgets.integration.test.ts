/**
 * Size budgets of the build (`react-router build` output in build/; docs/decisions/008-worker-weight.md):
 * - first-load client JS of every page: the framework chunk (React, React DOM, React Router, made
 *   a chunk of its own by vite.config.ts) plus at most 22 KiB gzip of ours (21 until issue 36's campaign create errors joined
 *   the API error catalogue every page carries, 0.6 KiB; 19 until issue 34's merged header links, arrival notices and the settings
 *   and reopen forms took the auth and settings pages to 20.4 KiB; 18 until its Share button on Pin and board pages and the image variants' srcset, the sheet itself loaded lazily; 15 until the header took search, the account menu and the business header, 16 until federated sign-in's popup, one-tap, bot protection and Facebook banner reached the auth forms: decision 008, amended; 17 until every Pin grid's cards could be promoted ones, with their impression, click and Hide: decision 039);
 * - the Worker: all JS under build/server at most 780 KiB gzip (760 until issue 37's audiences — eight routes,
 *   their refresh and debug, and four console pages with in-browser hashing — about 18 KiB; 750 until issue 37's conversion tag, attribution,
 *   offline uploads and the conversions pages, about 5 KiB; 730 until issue 36's later edits of ad groups
 *   and lifetime budgets and issue 37's Conversions API — its routes, event checks and access token page —
 *   about 8 KiB together; 710 until issue 36's report center — its
 *   routes, workflow, cron job and four console pages with their builder — about 20 KiB: decision 054;
 *   665 until issue 36's campaigns from scratch,
 *   drafts and copies, about 13 KiB (decision 057), its bulk editor — its CSV reader and writer, sheet
 *   checks, routes and console pages — about 10 KiB (decision 055), and its reporting tables, about 10 KiB
 *   (decision 053), and the billing profile's edit with the console's names and thumbnails, about 4 KiB
 *   (decision 056); 650 until issue 35's outbox, its
 *   primary reads and fault switch, and issue 36's campaign control, about 12 KiB: decisions 048,
 *   050–052; 645 until issue 35's recoverable
 *   steps — new backup codes and their page form, the reset's pending lockout clears, the R2
 *   sweeper — about 3 KiB: decision 049; 400 until the three specs' features
 *   were all in: decision 008, second amendment; 480 until passkeys' WebAuthn library, 79 KiB gzip
 *   in a chunk of its own that only passkey requests load: decision 038; 560 until promoted Pins'
 *   delivery and counting and the campaign insights pages, about 20 KiB: decision 039; 580 until
 *   issue 32's invalid-traffic filtering, passkey proofs, the deployment checks and the error reports, about 12 KiB:
 *   decision 040; 590 until issue 34's six capabilities, about 58 KiB: Pin edits and their purge
 *   workflow (046), comments (043), board and section edits, image variants and sharing (044,
 *   045), settings, and closing and export with fflate's zip (042); issue 39 moves the
 *   developer-only code out, which gives some back).
 * - per page, its first-load JS (framework included) at most what first-load-js.json records for
 *   it plus 512 bytes: a regression of any page fails here, a page missing from the table too.
 *   After a change that really needs more (or gives some back), rewrite the table with
 *   `UPDATE_JS_BUDGETS=1 npx vitest run --project integration test/build/budgets` and commit it.
 * Sizes are gzip -9 of each file as built, so they are deterministic for a given build. In the
 * integration project because `npm test` (scripts/test.mjs) builds before any non-unit project.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";

const BUILD = resolve(import.meta.dirname, "../../build");
const CLIENT = join(BUILD, "client");
const SERVER = join(BUILD, "server");
const KIB = 1024;
const OURS_FIRST_LOAD_BUDGET = 22 * KIB;
const SERVER_JS_BUDGET = 780 * KIB;
const PER_PAGE_FILE = resolve(import.meta.dirname, "first-load-js.json");
/** What a page may grow by before it counts as a regression (hashes and small edits move a few bytes). */
const PER_PAGE_SLACK = 512;

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface ManifestRoute extends ManifestEntry {
  id: string;
  parentId?: string;
  hasDefaultExport: boolean;
}
interface RouterManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestRoute>;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/** React Router's browser manifest (build/client/assets/manifest-<hash>.js, `window.__reactRouterManifest=…;`). */
function routerManifest(): RouterManifest {
  const assets = join(CLIENT, "assets");
  const name = existsSync(assets) ? readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f)) : undefined;
  if (!name) throw new Error(`No React Router manifest in ${assets}: run \`npx react-router build\` first (npm test builds before this project)`);
  const source = readFileSync(join(assets, name), "utf8");
  return JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as RouterManifest;
}

/** Every JS file a first visit to `routeId` loads: the entry, then each route from root down, with their imports. */
function firstLoad(manifest: RouterManifest, routeId: string): string[] {
  const chain: ManifestRoute[] = [];
  for (let r: ManifestRoute | undefined = manifest.routes[routeId]; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) chain.unshift(r);
  const urls = [manifest.entry, ...chain].flatMap((m) => [m.module, ...(m.imports ?? [])]);
  return [...new Set(urls)].map((url) => join(CLIENT, url));
}

test("first-load client JS of every page is the framework chunk plus at most 22 KiB gzip of ours", () => {
  const manifest = routerManifest();
  const pages = Object.values(manifest.routes).filter((r) => r.hasDefaultExport && r.id !== "root");
  expect(pages.length).toBeGreaterThan(0);
  const rows: string[] = [];
  for (const page of pages) {
    const load = firstLoad(manifest, page.id);
    const framework = load.filter((f) => basename(f).startsWith("framework-"));
    // The chunk exists only if vite.config.ts's codeSplitting group still catches React and React Router.
    expect(framework, `${page.id}: no framework-*.js chunk among ${load.map((f) => basename(f)).join(", ")}`).toHaveLength(1);
    const frameworkGzip = gzipSize(framework[0]!);
    const oursGzip = load.filter((f) => !framework.includes(f)).reduce((sum, f) => sum + gzipSize(f), 0);
    rows.push(
      `${page.id.padEnd(22)} ${kib(frameworkGzip + oursGzip).padStart(10)} = framework ${kib(frameworkGzip)} + ours ${kib(oursGzip)} (${load.length} files)`,
    );
    expect(oursGzip, `${page.id}: our first-load JS is ${kib(oursGzip)} gzip`).toBeLessThanOrEqual(OURS_FIRST_LOAD_BUDGET);
  }
  console.log(`first-load client JS, gzip -9 (budget: framework + ${kib(OURS_FIRST_LOAD_BUDGET)} of ours)\n${rows.join("\n")}`);
});

test("no page's first-load JS grows past its recorded size (test/build/first-load-js.json)", () => {
  const manifest = routerManifest();
  const pages = Object.values(manifest.routes).filter((r) => r.hasDefaultExport && r.id !== "root");
  const measured = Object.fromEntries(
    pages.map((page) => [page.id, firstLoad(manifest, page.id).reduce((sum, f) => sum + gzipSize(f), 0)] as const).sort(([a], [b]) => a.localeCompare(b)),
  );
  if (process.env.UPDATE_JS_BUDGETS === "1") writeFileSync(PER_PAGE_FILE, `${JSON.stringify(measured, null, 2)}\n`);
  const recorded = JSON.parse(readFileSync(PER_PAGE_FILE, "utf8")) as Record<string, number>;
  const over = Object.entries(measured)
    .filter(([id, bytes]) => recorded[id] === undefined || bytes > recorded[id]! + PER_PAGE_SLACK)
    .map(([id, bytes]) => `${id}: ${kib(bytes)} against ${recorded[id] === undefined ? "no recorded size" : kib(recorded[id]!)}`);
  const gone = Object.keys(recorded).filter((id) => !(id in measured));
  expect(over, "pages whose first-load JS grew (or that the table lacks)").toEqual([]);
  expect(gone, "pages the table names that the build no longer has").toEqual([]);
});

test(`the Worker's JS (all of build/server) is at most ${SERVER_JS_BUDGET / KIB} KiB gzip`, () => {
  if (!existsSync(SERVER)) throw new Error(`No ${SERVER}: run \`npx react-router build\` first (npm test builds before this project)`);
  const all = files(SERVER);
  const js = all.filter((f) => f.endsWith(".js"));
  expect(js.length).toBeGreaterThan(0);
  const rows = js.map((f) => ({ file: f.slice(SERVER.length + 1), raw: readFileSync(f).length, gzip: gzipSize(f) }));
  const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), { raw: 0, gzip: 0 });
  const wasm = all.filter((f) => f.endsWith(".wasm")).map((f) => `${basename(f)} ${kib(readFileSync(f).length)} raw, ${kib(gzipSize(f))} gzip`);
  console.log(
    [
      `Worker JS, gzip -9 (budget ${kib(SERVER_JS_BUDGET)}): ${kib(total.gzip)} (${kib(total.raw)} raw)`,
      ...rows.sort((a, b) => b.gzip - a.gzip).map((r) => `  ${r.file.padEnd(40)} ${kib(r.raw).padStart(10)} raw ${kib(r.gzip).padStart(10)} gzip`),
      ...(wasm.length ? [`  plus WebAssembly (not JS, not in the budget): ${wasm.join("; ")}`] : []),
    ].join("\n"),
  );
  expect(total.gzip).toBeLessThanOrEqual(SERVER_JS_BUDGET);
});

#!/usr/bin/env node
/**
 * Load benchmark of the built Worker under `wrangler dev` (workerd on loopback).
 *
 *   npm run bench [-- --no-build --duration 10 --connections 10 --warmup 1 --targets healthz,login-page]
 *
 * 1. Builds (`react-router build`) unless --no-build.
 * 2. Starts from a fresh state folder (.wrangler/bench-state), applies the D1 migrations there and
 *    starts `wrangler dev` on a free port with per-IP rate limits raised out of the way.
 * 3. Seeds one user through POST /v3/register/ for the log-in target. When a saving target is
 *    selected, stops wrangler, loads the saving data of scripts/bench-seed.mjs into the bench state
 *    with `wrangler d1 execute --file` (1,000 boards for that user, 100,000 Pins in D1 in all) and
 *    starts it again.
 * 4. Drives each target with autocannon (after a short warm-up) and prints requests/s, p50 and p99
 *    latency, and each target's requests/s and p50 as ratios to /healthz's from the same run. Any
 *    answer but a 2xx in a target fails the run (its figures would mix refusals with the work).
 *    The save target (POST /v3/pins/, the write rate of the one primary) repins a new (board, Pin)
 *    pair each time: 100 of the bench user's public boards × 100 Pins of the home feed.
 *    `--pins N` seeds N Pins instead of 100,000 (the scale check of docs/decisions/033).
 *    save-keyed: the same with a fresh Idempotency-Key each (docs/decisions/047: the claim, the
 *    marker in the save's batch, the sealed answer); save-replay: one key retried (the replays).
 *    beacon: one campaign's counter under the developer tool's synthetic viewers (the beacon's own
 *    path), events/s, then D1's row checked equal to the counter's totals after the flush.
 *    The log-in target rotates over 2 × connections accounts: one account refuses a third log-in
 *    in flight (auth.md §9's limit, which counts attempts until they succeed). The saving
 *    targets: the board picker of the user with 1,000 boards (logged in, for a Pin), the home
 *    feed's first page and the Pin-heavy user's boards (GET /v3/users/{username}/boards/); the
 *    discovery targets on the same Pins: a search (GET /v3/search/pins/, a word ~2,500 Pins hold,
 *    over the FTS5 index the triggers of migration 0021 fill as the Pins are loaded) and the
 *    header box's suggestions (GET /v3/search/autocomplete/).
 *    reporting-campaigns: the campaigns report (docs/decisions/053) of the bench user's own ad
 *    account of 1,000 PAUSED campaigns with 30 days of numbers each (reportingSeedSql), by spend.
 *    The home feed with promoted Pins' delivery (docs/decisions/039): the saving data holds
 *    PROMOTED_CAMPAIGNS running campaigns of a business that is loaded suspended, so no campaign
 *    may deliver ("off") while every other target runs, the feed's for a visitor and for the
 *    logged-in bench user among them; then PUT /v3/dev/account_state/ makes it active and the
 *    delivery-on targets run the same requests, each page getting its two promoted slots
 *    (candidates, targeting, the viewer's facts when logged in, signed tokens). Then the workerd
 *    CPU of one feed request, off and on alternately (`--feed-rounds` rounds of
 *    `--feed-samples` sequential requests each; CPU time is steadier than wall time on a shared
 *    machine, and alternating spreads drift over both sides). A table sets each on row beside its
 *    off row with the ratios (the goal: on within 1.2× of off). Feed requests carry a browser's
 *    User-Agent (delivery skips bots).
 *    Also the D1 work of one request of each API target: wrangler runs with DEV_TOOLS "true" and
 *    one extra request per target carries `X-D1-Count: 1`, whose answer counts the D1 calls
 *    (round trips: a batch is one) and statements (worker/platform/middleware/d1-count.ts). The
 *    loaded requests do not carry it, so they run exactly as in production.
 *    With reporting-campaigns selected, the report center's runs (docs/decisions/054) of that same
 *    account: a saved report of its campaigns over the last 30 days, in TOTAL and by DAY, run
 *    `--report-samples` times each (default 3, one at a time) from the POST to the run's "ready"
 *    (the ReportRun workflow's CSV in R2), with the CSV's lines; DAY beside TOTAL as a ratio.
 * 5. Hash cost: sends a few requests one at a time and reads the CPU time workerd spent on them
 *    (utime+stime of its processes in /proc, steadier than wall time on a shared machine): /healthz,
 *    a log-in for an unknown account (same route, stops before the password hash) and a successful
 *    log-in. The difference of the last two is the cost of one password hash (the figure in
 *    docs/decisions/004-password-hashing.md); CPU per request is also shown as a ratio to /healthz.
 *    Linux only (skipped where /proc is missing).
 *    Then the passkey log-in (docs/decisions/038): the seeded account adds a passkey of a software
 *    authenticator (test/support/passkeys.ts); the CPU of `samples` log-in options alone, and of
 *    as many options each followed by a signed log-in, gives one passkey log-in's CPU (the
 *    signature check, the counter, the session), beside the password log-in's above.
 *    The sign-up target (POST /v3/register/, a fresh email each time) includes the breached-password
 *    check (docs/decisions/036) against the local range stand-in of scripts/local-pwned-passwords.ts,
 *    which the bench starts and points the Worker at (PWNED_PASSWORDS_URL), as `npm start` does.
 * 6. Forgot-password timing (auth.md §7 POST /v3/users/forgot_password/ must not tell whether an
 *    account exists, worker/auth/recovery/forgot-password.ts): `--forgot-samples` (30) requests for
 *    the seeded account and as many for an address no account uses, alternating, one at a time with
 *    a pause for the after-the-answer work; prints each side's wall time (median, mean, p90) and the
 *    difference. Per-account limits are raised out of the way, as the per-IP ones are.
 * 7. Breach-check latency: `--breach-samples` (30) pairs of sign-ups one at a time, one with the
 *    range stand-in up (the check asks it: SHA-1, one loopback round trip, the range's ~900 lines
 *    parsed) and one with it down (connection refused: the check fails open at once), alternating;
 *    prints each side's wall time and the difference, the check's added latency on a sign-up
 *    (it overlaps the email look-up, worker/auth/signup/register-user.ts). `--breach-delay-ms N`
 *    makes the stand-in answer N ms late, as a remote API would.
 * Results are also written to .tmp/bench-results.json.
 * wrangler is stopped at the end, on error and on Ctrl-C.
 *
 * Run through npm (or npx) so that Node 24 from node_modules/.bin is used for wrangler.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { cpus } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import {
  ADVERTISER,
  PICKER_BOARDS,
  PINNER,
  PROMOTED_CAMPAIGNS,
  promotedSeedSql,
  REPORTING_ADVERTISER_ID,
  REPORTING_CAMPAIGNS,
  REPORTING_DAYS,
  reportingSeedSql,
  savingSeedSql,
  TOTAL_PINS,
} from "./bench-seed.mjs";
import { freePort } from "./free-port.mjs";
import { tsImport } from "tsx/esm/api";

/** The breach check's range stand-in (TypeScript, shared with `npm start` and the tests). */
const { startLocalPwnedPasswords } = await tsImport("./local-pwned-passwords.ts", import.meta.url);
const { SoftAuthenticator } = await tsImport("../test/support/passkeys.ts", import.meta.url);

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const STATE_DIR = resolve(ROOT, ".wrangler/bench-state");
const RESULTS_FILE = resolve(ROOT, ".tmp/bench-results.json");
const SEED_SQL_FILE = resolve(ROOT, ".tmp/bench-seed.sql");
/** A browser's User-Agent for the feed targets: promoted Pins are never delivered to bots (isbot). */
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const HOST = "127.0.0.1";

const { values: opts } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    warmup: { type: "string", default: "1" },
    "hash-samples": { type: "string", default: "30" },
    "forgot-samples": { type: "string", default: "30" },
    "report-samples": { type: "string", default: "3" },
    "breach-samples": { type: "string", default: "30" },
    "breach-delay-ms": { type: "string", default: "0" },
    "feed-samples": { type: "string", default: "200" },
    "feed-rounds": { type: "string", default: "3" },
    targets: { type: "string" },
    pins: { type: "string", default: String(TOTAL_PINS) },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (opts.help) {
  console.log(`usage: npm run bench -- [--no-build] [--duration s] [--connections n] [--warmup s] [--hash-samples n] [--forgot-samples n] [--targets a,b]
targets: healthz, exists, login, signup, login-page, picker, home-feed, home-feed-user, home-feed-promoted, home-feed-promoted-user, user-boards, save, save-keyed, save-replay, beacon, search, autocomplete (default: all); --pins N (default 100000) Pins in D1; --hash-samples 0 skips the hash cost, --forgot-samples 0 the forgot-password timing, --report-samples N (3, at most 10) report center runs per breakdown with reporting-campaigns, --breach-samples 0 the breach-check latency (--breach-delay-ms N: the range stand-in answers N ms late); --feed-samples N (default 200) sequential requests of each home feed target for its workerd CPU (0 skips), --feed-rounds N (3) times, delivery off and on alternately`);
  process.exit(0);
}

const duration = Number(opts.duration);
const connections = Number(opts.connections);
const warmup = Number(opts.warmup);
const hashSamples = Number(opts["hash-samples"]);
const forgotSamples = Number(opts["forgot-samples"]);
/** Runs of a saved report per breakdown (with reporting-campaigns; 0 skips). */
const reportSamples = Number(opts["report-samples"]);
const breachSamples = Number(opts["breach-samples"]);
const breachDelayMs = Number(opts["breach-delay-ms"]);
/** Sequential requests of each home feed target whose workerd CPU is measured (delivery off against on). */
const feedSamples = Number(opts["feed-samples"]);
const feedRounds = Number(opts["feed-rounds"]);
/** Pins in D1 for the saving and discovery targets (`--pins 1000000`: the scale check of docs/decisions/033). */
const totalPins = Number(opts.pins);
if (!Number.isInteger(totalPins) || totalPins < PICKER_BOARDS)
  throw new Error(`--pins must be a whole number of at least ${PICKER_BOARDS}`);
if (
  !(duration > 0) ||
  !(connections > 0) ||
  !(warmup >= 0) ||
  !(hashSamples >= 0) ||
  !(forgotSamples >= 0) ||
  !(reportSamples >= 0 && reportSamples <= 10) ||
  !(breachSamples >= 0) ||
  !(breachDelayMs >= 0) ||
  !(feedSamples >= 0) ||
  !(feedRounds >= 1)
)
  throw new Error(
    "--duration, --connections, --warmup, --hash-samples, --forgot-samples, --breach-samples and --breach-delay-ms must be positive numbers",
  );

const ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const SEED = { email: "bench.user@example.com", password: "bench password 42" };
/** The search targets' query and term (words of the seeded Pins' titles, scripts/bench-seed.mjs). */
const SEARCH_QUERY = "spicy";
const AUTOCOMPLETE_TERM = "spicy so";

/** Per-IP limits raised so the benchmark measures the Worker, not its 429s. */
const VARS = {
  RATE_LIMIT_LOGIN_MAX: "1000000",
  RATE_LIMIT_SIGNUP_MAX: "1000000",
  RATE_LIMIT_LOOKUP_MAX: "1000000",
  LOGIN_LOCKOUT_THRESHOLD: "1000000",
  RATE_LIMIT_RECOVERY_MAX: "1000000",
  RATE_LIMIT_OAUTH_MAX: "1000000",
  RATE_LIMIT_BEACON_MAX: "1000000",
  RATE_LIMIT_DELIVERY_MAX: "1000000",
  RATE_LIMIT_REPORTING_MAX: "1000000",
  RATE_LIMIT_ACCOUNT_MAX: "1000000",
  RATE_LIMIT_CONVERSIONS_MAX: "1000000",
  RATE_LIMIT_DRAFTS_MAX: "1000000",
  RATE_LIMIT_ERRORS_MAX: "1000000",
  RESET_EMAILS_PER_ACCOUNT_MAX: "1000000",
  // For the X-D1-Count probe of each target (the developer routes it also opens are not loaded).
  DEV_TOOLS: "true",
  // The bench talks to http://127.0.0.1: the passkey cost's relying party is that host (docs/decisions/038).
  PASSKEY_RP_ID: "127.0.0.1",
  PASSKEY_ORIGINS: "http://127.0.0.1:*",
};

/** Synthetic viewers per beacon request: each sends an impression (every tenth twice), 2% a click. */
const BEACON_VIEWERS = 100;
const BEACON_EVENTS_PER_REQUEST = BEACON_VIEWERS + BEACON_VIEWERS / 10 + BEACON_VIEWERS * 0.02;

const TARGETS = [
  { name: "healthz", title: "GET /healthz", method: "GET", path: "/healthz" },
  {
    name: "exists",
    title: "GET /v3/register/exists/",
    method: "GET",
    path: `/v3/register/exists/?${new URLSearchParams({ email: SEED.email })}`,
  },
  {
    name: "login",
    title: "POST /v3/sessions/ (password hash)",
    method: "POST",
    path: "/v3/sessions/",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username_or_email: SEED.email, password: SEED.password }),
    // One account refuses a third log-in in flight at once (its LoginLockout counts attempts until
    // they succeed: the bot check's limit, auth.md §9), so the load rotates over LOGIN_ACCOUNTS.
    rotateLogins: true,
  },
  {
    name: "signup",
    title: "POST /v3/register/ (sign-up: breach check against the range stand-in, password hash)",
    method: "POST",
    path: "/v3/register/",
    headers: { "content-type": "application/json" },
    // A fresh email per request (a taken one is refused before the hash): see signupBody.
    body: () => signupBody(),
    rotateSignups: true,
  },
  { name: "login-page", title: "GET /login (SSR)", method: "GET", path: "/login", headers: { accept: "text/html" } },
  // Saving (scripts/bench-seed.mjs): `path` and `headers` come from the seeded state (`ctx`).
  {
    name: "picker",
    title: `GET /v3/board_picker/boards/ (${PICKER_BOARDS.toLocaleString("en")} boards)`,
    method: "GET",
    saving: true,
    path: (ctx) => `/v3/board_picker/boards/?pin_id=${ctx.pinId}&shortlist_suggestions=2`,
    headers: (ctx) => ({ cookie: ctx.sessionCookie }),
  },
  {
    name: "home-feed",
    title: `GET /v3/feeds/home/ (${totalPins.toLocaleString("en")} Pins)`,
    method: "GET",
    saving: true,
    path: "/v3/feeds/home/",
    headers: { "user-agent": BROWSER_UA },
    promotedCards: 0,
  },
  {
    name: "home-feed-user",
    title: "GET /v3/feeds/home/ logged in",
    method: "GET",
    saving: true,
    path: "/v3/feeds/home/",
    headers: (ctx) => ({ cookie: ctx.sessionCookie, "user-agent": BROWSER_UA }),
    promotedCards: 0,
  },
  // The same two with promoted Pins' delivery on: run after PROMOTED_CAMPAIGNS campaigns are loaded.
  {
    name: "home-feed-promoted",
    title: `GET /v3/feeds/home/ delivery on (${PROMOTED_CAMPAIGNS} campaigns)`,
    method: "GET",
    saving: true,
    promoted: true,
    deliveryOff: "home-feed",
    path: "/v3/feeds/home/",
    headers: { "user-agent": BROWSER_UA },
    promotedCards: 2,
  },
  {
    name: "home-feed-promoted-user",
    title: `GET /v3/feeds/home/ logged in, delivery on (${PROMOTED_CAMPAIGNS} campaigns)`,
    method: "GET",
    saving: true,
    promoted: true,
    deliveryOff: "home-feed-user",
    path: "/v3/feeds/home/",
    headers: (ctx) => ({ cookie: ctx.sessionCookie, "user-agent": BROWSER_UA }),
    promotedCards: 2,
  },
  {
    name: "user-boards",
    title: `GET /v3/users/${PINNER.username}/boards/ (${totalPins.toLocaleString("en")} Pins)`,
    method: "GET",
    saving: true,
    path: `/v3/users/${PINNER.username}/boards/`,
  },
  // The write rate of one primary: saving a Pin (a repin) to one of the bench user's boards, a new
  // (board, Pin) pair each time, logged in (saving.md §7 POST /v3/pins/).
  {
    name: "save",
    title: "POST /v3/pins/ (save a Pin: one row, counters, cover)",
    method: "POST",
    saving: true,
    path: "/v3/pins/",
    headers: (ctx) => ({ cookie: ctx.sessionCookie, origin: ctx.origin, "content-type": "application/json" }),
    // The check before the run (and the D1 count after it) save to a secret board, which the run's
    // rotation never uses, so no pair repeats.
    body: (ctx) => JSON.stringify({ board_id: ctx.secretBoardId, pin_id: ctx.pinId }),
    rotateSaves: true,
  },
  // The same save under an Idempotency-Key (docs/decisions/047): a fresh key each request (the
  // claim, the commit marker in the save's batch, the sealed answer), then one key retried (replays).
  {
    name: "save-keyed",
    title: "POST /v3/pins/ with a fresh Idempotency-Key each",
    method: "POST",
    saving: true,
    path: "/v3/pins/",
    headers: (ctx) => ({ cookie: ctx.sessionCookie, origin: ctx.origin, "content-type": "application/json" }),
    body: (ctx) => JSON.stringify({ board_id: ctx.secretBoardId, pin_id: ctx.pinIds[1] }),
    rotateSaves: true,
    keyed: true,
  },
  {
    name: "save-replay",
    title: "POST /v3/pins/ retried under one Idempotency-Key (replays)",
    method: "POST",
    saving: true,
    path: "/v3/pins/",
    headers: (ctx) => ({
      cookie: ctx.sessionCookie,
      origin: ctx.origin,
      "content-type": "application/json",
      "idempotency-key": ctx.replayKey,
    }),
    body: (ctx) => JSON.stringify({ board_id: ctx.secretBoardId, pin_id: ctx.pinIds[2] }),
  },
  // One campaign's counter under load (docs/decisions/039): the developer tool's synthetic viewers
  // (POST /v3/dev/promoted/traffic/, the beacon's own path: tokens, dedupe, budget, the flush) for
  // the newest active campaign, BEACON_VIEWERS viewers a request; afterwards D1 must equal the counter.
  {
    name: "beacon",
    title: `POST /v3/dev/promoted/traffic/ (${BEACON_VIEWERS} viewers: one campaign's counter)`,
    method: "POST",
    promoted: true,
    saving: true,
    path: "/v3/dev/promoted/traffic/",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ days: 1, viewers: BEACON_VIEWERS, click_rate: 0.02 }),
  },
  // Discovery (business.md §7) over the same 100,000 Pins: a one-word query that about 2,500 of
  // them match (every Pin is ranked before the first page), and the header box's suggestions for
  // the start of a word.
  {
    name: "search",
    title: `GET /v3/search/pins/?query=${SEARCH_QUERY} (${totalPins.toLocaleString("en")} Pins)`,
    method: "GET",
    saving: true,
    path: `/v3/search/pins/?${new URLSearchParams({ query: SEARCH_QUERY })}`,
  },
  // The reporting tables (docs/decisions/053): the campaigns report of an ad account with 1,000
  // campaigns and 30 days of numbers each, its whole window summed per campaign, sorted by spend,
  // the totals over all of them and the first page (the bench user's own ad account).
  {
    name: "reporting-campaigns",
    title: `GET …/reports/campaigns/ (${REPORTING_CAMPAIGNS.toLocaleString("en")} campaigns × ${REPORTING_DAYS} days)`,
    method: "GET",
    saving: true,
    path: () =>
      `/ads/v4/advertisers/${REPORTING_ADVERTISER_ID}/reports/campaigns/?${new URLSearchParams({
        start_date: new Date(Date.now() - REPORTING_DAYS * 86_400_000).toISOString().slice(0, 10),
        end_date: new Date().toISOString().slice(0, 10),
        sort: "spend",
        direction: "desc",
        page_size: "25",
      })}`,
    headers: (ctx) => ({ cookie: ctx.sessionCookie }),
  },
  {
    name: "autocomplete",
    title: `GET /v3/search/autocomplete/?term=${AUTOCOMPLETE_TERM} (${totalPins.toLocaleString("en")} Pins)`,
    method: "GET",
    saving: true,
    path: `/v3/search/autocomplete/?${new URLSearchParams({ term: AUTOCOMPLETE_TERM })}`,
  },
];

const selected = opts.targets ? opts.targets.split(",").map((s) => s.trim()) : TARGETS.map((t) => t.name);
for (const name of selected) if (!TARGETS.some((t) => t.name === name)) throw new Error(`unknown target ${name}`);
// The ratio column needs /healthz from the same run.
let targets = TARGETS.filter((t) => t.name === "healthz" || selected.includes(t.name));
const needsSavingData = targets.some((t) => t.saving);

/** A target's path and headers once the state is seeded (`ctx`: pinId, sessionCookie). */
const resolveTarget = (t, ctx) => ({
  ...t,
  ctx,
  path: typeof t.path === "function" ? t.path(ctx) : t.path,
  headers: typeof t.headers === "function" ? t.headers(ctx) : t.headers,
  body: typeof t.body === "function" ? t.body(ctx) : t.body,
});

// ---------------------------------------------------------------------------------------------

const children = new Set();
let stopping = false;

/** Runs `npx <args>` to completion; rejects on a non-zero exit. */
function run(args, { quiet = false } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn("npx", args, { cwd: ROOT, env: ENV, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolvePromise(output) : reject(new Error(`npx ${args.join(" ")} exited with ${code}\n${output}`)),
    );
  });
}

/** Starts `wrangler dev` in its own process group so the whole tree (npx, node, workerd) can be stopped. */
function startWrangler(port, inspectorPort) {
  const args = [
    "wrangler",
    "dev",
    // The build this run made (wrangler.toml's [build] would build again and seed .wrangler/state).
    "--config",
    "build/server/wrangler.json",
    "--ip",
    HOST,
    "--port",
    String(port),
    "--inspector-port",
    String(inspectorPort),
    "--persist-to",
    STATE_DIR,
    "--log-level",
    "warn",
    "--show-interactive-dev-session=false",
    ...Object.entries(VARS).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
  ];
  const child = spawn("npx", args, { cwd: ROOT, env: ENV, stdio: ["ignore", "pipe", "pipe"], detached: true });
  children.add(child);
  let log = "";
  const keep = (d) => {
    log = (log + d).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolvePromise) =>
    child.on("exit", (code, signal) => {
      children.delete(child);
      resolvePromise({ code, signal });
    }),
  );
  return { child, exited, log: () => log };
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    let timer;
    const done = () => {
      clearTimeout(timer);
      resolvePromise();
    };
    child.once("exit", done);
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return done();
    }
    timer = setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        /* already gone */
      }
    }, 5_000);
  });
}

async function stopAll() {
  stopping = true;
  await Promise.all([...children].map(stopChild));
  await stopBreachStandIn();
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    console.error(`\n${signal}: stopping wrangler…`);
    await stopAll();
    process.exit(130);
  });
}

async function waitForHealth(base, wrangler, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  wrangler.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`wrangler dev exited before /healthz answered:\n${wrangler.log()}`);
    try {
      const res = await fetch(new URL("/healthz", base), { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`/healthz did not answer within ${timeoutMs / 1000}s:\n${wrangler.log()}`);
}

let signups = 0;
/** A sign-up of a new account (the bench's password passes every field rule and is in no breach). */
const signupBody = () =>
  JSON.stringify({
    type: "email",
    email: `bench.signup.${process.pid}.${signups++}@example.com`,
    password: SEED.password,
    birthday: Date.UTC(1990, 0, 15) / 1000,
  });

/** The accounts the log-in target rotates over: more than the connections, so none has two log-ins in flight. */
const LOGIN_ACCOUNTS = Array.from({ length: 2 * Number(opts.connections) }, (_, i) => `bench.login${i}@example.com`);

async function seedLoginAccounts(base) {
  for (const email of LOGIN_ACCOUNTS) {
    const res = await fetch(new URL("/v3/register/", base), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "email", email, password: SEED.password, birthday: Date.UTC(1990, 0, 15) / 1000 }),
    });
    if (!res.ok) throw new Error(`seeding ${email} failed: ${res.status} ${await res.text()}`);
  }
}

async function seedUser(base) {
  const res = await fetch(new URL("/v3/register/", base), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type: "email", email: SEED.email, password: SEED.password, birthday: Date.UTC(1990, 0, 15) / 1000 }),
  });
  if (!res.ok) throw new Error(`seeding the bench user failed: ${res.status} ${await res.text()}`);
}

/** The saving data of scripts/bench-seed.mjs, into the bench state (wrangler must be stopped). */
async function seedSavingData() {
  mkdirSync(dirname(SEED_SQL_FILE), { recursive: true });
  writeFileSync(SEED_SQL_FILE, savingSeedSql(SEED.email, { totalPins }) + promotedSeedSql() + reportingSeedSql(SEED.email));
  const t0 = performance.now();
  await run(["wrangler", "d1", "execute", "DB", "--local", "--persist-to", STATE_DIR, "--file", SEED_SQL_FILE, "--yes"], { quiet: true });
  return (performance.now() - t0) / 1000;
}

/** The values the saving targets need: a session of the bench user, and the newest Pin of the home feed. */
async function savingContext(base) {
  const login = await fetch(new URL("/v3/sessions/", base), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username_or_email: SEED.email, password: SEED.password }),
  });
  const session = login.headers.getSetCookie().find((c) => /^(__Host-)?pin_sess=/.test(c));
  if (!login.ok || !session) throw new Error(`logging in as the bench user failed: ${login.status}`);
  const sessionCookie = session.split(";")[0];
  const feed = await (await fetch(new URL("/v3/feeds/home/?page_size=100", base))).json();
  const pinIds = feed.resource_response.data.items.map((p) => p.id);
  if (pinIds.length === 0) throw new Error("the home feed is empty: the saving data was not seeded");
  // The save target's boards: the bench user's public ones (a hundred of them).
  const picker = await (await fetch(new URL("/v3/board_picker/boards/", base), { headers: { cookie: sessionCookie } })).json();
  const boards = picker.resource_response.data.all_boards;
  const boardIds = boards
    .filter((b) => b.privacy === "public")
    .slice(0, 100)
    .map((b) => b.id);
  const secretBoardId = boards.find((b) => b.privacy === "secret").id;
  return { sessionCookie, pinId: pinIds[0], pinIds, boardIds, secretBoardId, origin: base, replayKey: `bench-${randomUUID()}` };
}

/** Every target answers 2xx once before measuring; a feed target holds as many promoted cards as it should. */
async function checkTargets(base, list) {
  for (const t of list) {
    const r = await fetch(new URL(t.path, base), { method: t.method, headers: t.headers, body: t.rotateSignups ? signupBody() : t.body });
    if (!r.ok) throw new Error(`${t.title} answered ${r.status} before the run: ${(await r.text()).slice(0, 300)}`);
    if (t.promotedCards === undefined) {
      await r.arrayBuffer();
      continue;
    }
    const promoted = (await r.json()).resource_response.data.items.filter((p) => p.promotion).length;
    if (promoted !== t.promotedCards) throw new Error(`${t.title}: ${promoted} promoted cards on the page, expected ${t.promotedCards}`);
  }
}

/** Promoted Pins' delivery on or off: the bench's campaigns' business active or suspended (scripts/bench-seed.mjs). */
async function setDelivery(base, on) {
  const res = await fetch(new URL("/v3/dev/account_state/", base), {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADVERTISER.email, state: on ? "active" : "suspended" }),
  });
  if (!res.ok) throw new Error(`turning delivery ${on ? "on" : "off"} failed: ${res.status} ${await res.text()}`);
}

/** Waits until each feed target's page holds its promoted cards (the candidates are kept a few seconds per isolate). */
async function waitForCards(base, list) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      return await checkTargets(base, list);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/**
 * The workerd CPU time (ms) of one request of `target`: `samples` sent one at a time after one
 * unmeasured request (CPU time, unlike wall time, hardly moves with what else the machine runs).
 * Null where /proc is missing.
 */
async function requestCpu(base, wrangler, target, samples) {
  if (samples === 0 || !existsSync("/proc/self/stat")) return null;
  const pids = workerdPids(wrangler.child.pid);
  if (pids.length === 0) return null;
  const send = async () => {
    const r = await fetch(new URL(target.path, base), { method: target.method, headers: target.headers });
    await r.arrayBuffer();
    if (!r.ok) throw new Error(`${target.title} answered ${r.status} while its CPU was measured`);
  };
  await send();
  const before = cpuMs(pids);
  for (let i = 0; i < samples; i++) await send();
  return (cpuMs(pids) - before) / samples;
}

/** Each delivery-on row beside its delivery-off row of the same run: the cost of promoted Pins' delivery. */
function deliveryComparison(rows) {
  return rows
    .filter((on) => on.deliveryOff)
    .map((on) => ({ on, off: rows.find((r) => r.name === on.deliveryOff) }))
    .filter(({ off }) => off)
    .map(({ on, off }) => ({
      off: off.name,
      on: on.name,
      offRequestsPerSec: off.requestsPerSec,
      onRequestsPerSec: on.requestsPerSec,
      offP50Ms: off.latencyMs.p50,
      onP50Ms: on.latencyMs.p50,
      offP99Ms: off.latencyMs.p99,
      onP99Ms: on.latencyMs.p99,
      /** off req/s ÷ on req/s: how many times slower delivery makes the feed (goal ≤ 1.2) */
      slowdown: on.requestsPerSec > 0 ? off.requestsPerSec / on.requestsPerSec : null,
      p50Ratio: off.latencyMs.p50 > 0 ? on.latencyMs.p50 / off.latencyMs.p50 : null,
      offCpuMs: off.cpuMsPerRequest ?? null,
      onCpuMs: on.cpuMsPerRequest ?? null,
      cpuRatio: off.cpuMsPerRequest > 0 && Number.isFinite(on.cpuMsPerRequest) ? on.cpuMsPerRequest / off.cpuMsPerRequest : null,
      d1Off: off.d1,
      d1On: on.d1,
    }));
}

function printDeliveryComparison(pairs) {
  if (pairs.length === 0) return;
  console.log(
    `\npromoted Pins' delivery: the home feed with ${PROMOTED_CAMPAIGNS} running campaigns against none, same run (goal: within 1.2×); CPU: workerd's per request, median of ${feedRounds} rounds of ${feedSamples} sequential requests, off and on alternately`,
  );
  const header = [
    "viewer",
    "req/s off",
    "req/s on",
    "off ÷ on req/s",
    "p50 off",
    "p50 on",
    "p99 off",
    "p99 on",
    "CPU ms off",
    "CPU ms on",
    "CPU on ÷ off",
    "D1 calls off/on",
  ];
  const body = pairs.map((p) => [
    p.off === "home-feed" ? "visitor" : "logged in",
    fmt(p.offRequestsPerSec, 1),
    fmt(p.onRequestsPerSec, 1),
    `${fmt(p.slowdown, 2)}×`,
    fmt(p.offP50Ms),
    fmt(p.onP50Ms),
    fmt(p.offP99Ms),
    fmt(p.onP99Ms),
    fmt(p.offCpuMs, 2),
    fmt(p.onCpuMs, 2),
    p.cpuRatio === null ? "-" : `${fmt(p.cpuRatio, 2)}×`,
    `${p.d1Off?.calls ?? "-"}/${p.d1On?.calls ?? "-"}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of body) console.log(line(row));
}

/**
 * The beacon target's figures: events a second (requests × events a request) and whether D1
 * equals the counter once it has flushed: the counter's totals (one more request's answer, of one
 * viewer) against the campaign's campaign_daily_stats row, read from the bench state.
 */
async function beaconCheck(base, row) {
  const read = await fetch(new URL("/v3/dev/promoted/traffic/", base), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ days: 1, viewers: 1, click_rate: 0 }),
  });
  if (!read.ok) throw new Error(`reading the counter's totals failed: ${read.status}`);
  const { campaign_id: campaignId, days, flush_ms: flushMs } = (await read.json()).resource_response.data;
  const counter = days.at(-1).totals;
  const day = days.at(-1).day;
  const deadline = Date.now() + flushMs + 15_000;
  let d1 = null;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, Math.min(flushMs, 1000)));
    const out = await run(
      [
        "wrangler",
        "d1",
        "execute",
        "DB",
        "--local",
        "--persist-to",
        STATE_DIR,
        "--config",
        "build/server/wrangler.json",
        "--json",
        "--command",
        `SELECT impressions, clicks, spend_micro FROM campaign_daily_stats WHERE campaign_id = ${Number(campaignId)} AND day = '${day}'`,
      ],
      { quiet: true },
    );
    d1 = JSON.parse(out.slice(out.indexOf("[")))[0]?.results?.[0] ?? null;
    if (d1 && d1.impressions === counter.impressions && d1.clicks === counter.clicks && d1.spend_micro === counter.spend_micro) break;
  }
  const equal =
    d1 !== null && d1.impressions === counter.impressions && d1.clicks === counter.clicks && d1.spend_micro === counter.spend_micro;
  const eventsPerSec = row.requestsPerSec * BEACON_EVENTS_PER_REQUEST;
  console.log(
    `  beacon: ${fmt(eventsPerSec, 0)} events/s into one campaign's counter; D1 ${equal ? "equals" : "DIFFERS FROM"} the counter (impressions ${counter.impressions}, clicks ${counter.clicks}, spend ${counter.spend_micro} micro)`,
  );
  if (!equal) throw new Error(`D1 ${JSON.stringify(d1)} is not the counter's ${JSON.stringify(counter)} after the flush`);
  return { eventsPerSec, counterTotals: counter, d1Totals: d1, d1EqualsCounter: equal };
}

/** D1 calls and statements of one request (X-D1-Count, DEV_TOOLS); null for a page (not the API). */
async function d1Work(base, t) {
  const body = t.rotateSignups ? signupBody() : t.body;
  const key = t.keyed ? { "idempotency-key": randomUUID() } : {};
  const r = await fetch(new URL(t.path, base), { method: t.method, headers: { ...t.headers, ...key, "X-D1-Count": "1" }, body });
  const bytes = (await r.arrayBuffer()).byteLength;
  const calls = r.headers.get("X-D1-Calls");
  if (calls === null) return null;
  return { calls: Number(calls), statements: Number(r.headers.get("X-D1-Statements")), status: r.status, bytes };
}

function cannon(base, target, seconds) {
  let next = 0;
  return autocannon({
    url: new URL(target.path, base).href,
    method: target.method,
    headers: target.headers,
    body: target.body,
    ...(target.rotateSaves && {
      requests: [
        {
          method: target.method,
          path: target.path,
          headers: target.headers,
          setupRequest: (request) => {
            const n = next++;
            const { boardIds, pinIds } = target.ctx;
            const body = { board_id: boardIds[n % boardIds.length], pin_id: pinIds[Math.floor(n / boardIds.length) % pinIds.length] };
            const headers = target.keyed ? { ...request.headers, "idempotency-key": randomUUID() } : request.headers;
            return { ...request, headers, body: JSON.stringify(body) };
          },
        },
      ],
    }),
    ...(target.rotateSignups && {
      requests: [
        {
          method: target.method,
          path: target.path,
          headers: target.headers,
          setupRequest: (request) => ({ ...request, body: signupBody() }),
        },
      ],
    }),
    ...(target.rotateLogins && {
      requests: [
        {
          method: target.method,
          path: target.path,
          headers: target.headers,
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ username_or_email: LOGIN_ACCOUNTS[next++ % LOGIN_ACCOUNTS.length], password: SEED.password }),
          }),
        },
      ],
    }),
    connections,
    duration: seconds,
    timeout: 30,
  });
}

/**
 * autocannon drops its connections when time is up, but the Worker still finishes every request it
 * had accepted (a queue of password hashes can take seconds). Wait until a fresh /healthz is answered,
 * so the next target does not pay for the previous one's backlog.
 */
async function drain(base) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(new URL("/healthz", base), { signal: AbortSignal.timeout(60_000) });
      if (res.ok) return;
    } catch {
      /* try again */
    }
  }
  throw new Error("the Worker did not drain its queue within 120 s");
}

/** Linux reports utime/stime in USER_HZ ticks, 100 per second on every mainstream kernel. */
const TICKS_PER_SECOND = 100;

/** The workerd processes `wrangler dev` started (its own and its proxy's): same process group. */
function workerdPids(pgid) {
  const pids = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const fields = stat.slice(close + 2).split(" "); // fields[0] is field 3 (state) of proc(5)
      if (stat.slice(stat.indexOf("(") + 1, close) === "workerd" && Number(fields[2]) === pgid) pids.push(Number(name));
    } catch {
      /* the process ended meanwhile */
    }
  }
  return pids;
}

/** CPU time (user + system, ms) the processes have used so far, threads included. */
function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

const HASH_PROBES = [
  { name: "healthz", title: "GET /healthz", path: "/healthz", status: 200 },
  {
    name: "login-unknown",
    title: "POST /v3/sessions/ unknown account (no hash)",
    path: "/v3/sessions/",
    body: { username_or_email: "bench.nobody@example.com", password: SEED.password },
    status: 401,
  },
  {
    name: "login",
    title: "POST /v3/sessions/ log-in (one hash)",
    path: "/v3/sessions/",
    body: { username_or_email: SEED.email, password: SEED.password },
    status: 200,
  },
];

/**
 * Sends `samples` requests of each probe one after the other (after one unmeasured request) and
 * divides workerd's CPU time by their number. Sequential, so no request is in flight outside the
 * measured window.
 */
async function hashCost(base, pids, samples) {
  const rows = [];
  for (const probe of HASH_PROBES) {
    const send = async () => {
      const res = await fetch(new URL(probe.path, base), {
        method: probe.body ? "POST" : "GET",
        headers: probe.body ? { "content-type": "application/json" } : {},
        body: probe.body ? JSON.stringify(probe.body) : undefined,
      });
      await res.arrayBuffer();
      if (res.status !== probe.status) throw new Error(`${probe.title} answered ${res.status}, expected ${probe.status}`);
    };
    await send();
    const walls = [];
    const before = cpuMs(pids);
    for (let i = 0; i < samples; i++) {
      const t0 = performance.now();
      await send();
      walls.push(performance.now() - t0);
    }
    const cpuPerRequest = (cpuMs(pids) - before) / samples;
    walls.sort((a, b) => a - b);
    rows.push({ name: probe.name, title: probe.title, cpuMsPerRequest: cpuPerRequest, wallP50Ms: walls[Math.floor(samples / 2)] });
  }
  const healthz = rows[0].cpuMsPerRequest;
  for (const row of rows) row.ratioToHealthz = healthz > 0 ? row.cpuMsPerRequest / healthz : null;
  const cpu = Object.fromEntries(rows.map((r) => [r.name, r.cpuMsPerRequest]));
  return { samples, requests: rows, passwordHashCpuMs: cpu.login - cpu["login-unknown"] };
}

/** `name=value` of a Set-Cookie line of `res` for the cookie `name` (either prefix), or "". */
const cookieOf = (res, name) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith(`${name}=`) || c.startsWith(`__Host-${name}=`)) ?? "";

/**
 * One passkey log-in's workerd CPU: the seeded account adds a passkey, then `samples` log-in
 * options alone, then `samples` options each followed by the signed log-in; the difference per
 * log-in is the log-in's own CPU (the authenticator signs in Node, outside workerd).
 */
async function passkeyCost(base, pids, samples) {
  const post = (path, body, cookie) =>
    fetch(new URL(path, base), {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie && { cookie }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const ok = async (res, what) => {
    const json = await res.json();
    if (res.status !== 200) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(json).slice(0, 200)}`);
    return json.resource_response.data;
  };
  const logIn = await post("/v3/sessions/", { username_or_email: SEED.email, password: SEED.password });
  await ok(logIn, "the seeded account's log-in");
  const session = cookieOf(logIn, "pin_sess");
  const regRes = await post("/v3/users/me/passkeys/options/", undefined, session);
  const reg = await ok(regRes, "registration options");
  const auth = new SoftAuthenticator(reg.rp.id, new URL(base).origin);
  const credential = await auth.create(reg);
  await ok(await post("/v3/users/me/passkeys/", { credential }, `${session}; ${cookieOf(regRes, "pin_webauthn")}`), "adding the passkey");
  const options = async () => {
    const res = await post("/v3/passkeys/options/", { purpose: "login" });
    return { options: await ok(res, "log-in options"), cookie: cookieOf(res, "pin_webauthn") };
  };
  const signedLogIn = async () => {
    const { options: o, cookie } = await options();
    const signed = await auth.get(o);
    await ok(await post("/v3/sessions/passkey/", { credential: signed }, cookie), "the passkey log-in");
  };
  await signedLogIn(); // loads the WebAuthn library's chunk, unmeasured
  let before = cpuMs(pids);
  for (let i = 0; i < samples; i++) await options();
  const optionsCpu = (cpuMs(pids) - before) / samples;
  // The assertions are signed before the window, so only the Worker's work is in it.
  const walls = [];
  before = cpuMs(pids);
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    await signedLogIn();
    walls.push(performance.now() - t0);
  }
  const pairCpu = (cpuMs(pids) - before) / samples;
  walls.sort((a, b) => a - b);
  return { samples, optionsCpuMs: optionsCpu, logInCpuMs: pairCpu - optionsCpu, pairWallP50Ms: walls[Math.floor(samples / 2)] };
}

function printPasskeyCost({ samples, optionsCpuMs, logInCpuMs, pairWallP50Ms }, hash) {
  const password = hash?.requests.find((r) => r.name === "login")?.cpuMsPerRequest;
  console.log(`\npasskey log-in: ${samples} sequential log-ins, CPU time of the workerd processes`);
  console.log(
    `  log-in options: ${fmt(optionsCpuMs, 1)} ms; the signed log-in: ${fmt(logInCpuMs, 1)} ms (password log-in: ${fmt(password, 1)} ms)`,
  );
  console.log(`  options + log-in wall p50: ${fmt(pairWallP50Ms, 1)} ms (the authenticator's signing in Node included)`);
}

function printHashCost({ samples, requests, passwordHashCpuMs }) {
  const header = ["request", "workerd CPU ms", "vs /healthz", "wall p50 ms"];
  const body = requests.map((r) => [r.title, fmt(r.cpuMsPerRequest, 1), fmt(r.ratioToHealthz, 1), fmt(r.wallP50Ms, 1)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`\nhash cost: ${samples} sequential requests each, CPU time of the workerd processes per request`);
  console.log(`${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of body) console.log(line(row));
  console.log(`one password hash (log-in − unknown account): ${fmt(passwordHashCpuMs, 1)} ms of workerd CPU`);
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "-");

/** Median, mean and p90 of a list of numbers. */
function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, values.length - 1));
  return { n: values.length, medianMs: at(0.5), meanMs: mean, p90Ms: at(0.9), sdMs: sd };
}

const FORGOT_UNKNOWN = "bench.nobody@example.com";
/** Time for the after-the-answer work (storing the link, the mailbox write) between two requests. */
const FORGOT_PAUSE_MS = 100;

/**
 * Forgot-password wall time, an existing account against an address no account uses: alternating,
 * sequential, each after one unmeasured request per side. Both must answer 200 with the same body.
 */
async function forgotTiming(base, samples) {
  const send = async (who) => {
    const t0 = performance.now();
    const res = await fetch(new URL("/v3/users/forgot_password/", base), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username_or_email: who, type: "reset" }),
    });
    const body = await res.text();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`forgot password for ${who} answered ${res.status}: ${body.slice(0, 200)}`);
    await new Promise((r) => setTimeout(r, FORGOT_PAUSE_MS));
    return { ms, body };
  };
  const first = [await send(SEED.email), await send(FORGOT_UNKNOWN)];
  if (first[0].body !== first[1].body) throw new Error(`the two answers differ: ${first[0].body} vs ${first[1].body}`);
  const existing = [];
  const unknown = [];
  for (let i = 0; i < samples; i++) {
    // Alternate which goes first, so drift on a shared machine falls on both sides alike.
    const order = i % 2 === 0 ? [SEED.email, FORGOT_UNKNOWN] : [FORGOT_UNKNOWN, SEED.email];
    for (const who of order) (who === SEED.email ? existing : unknown).push((await send(who)).ms);
  }
  const a = summary(existing);
  const b = summary(unknown);
  // Welch's t: |t| well under 2 means the two sides cannot be told apart at this sample size.
  const t = (a.meanMs - b.meanMs) / Math.sqrt(a.sdMs ** 2 / a.n + b.sdMs ** 2 / b.n);
  return {
    samples,
    existing: a,
    unknown: b,
    medianDifferenceMs: a.medianMs - b.medianMs,
    meanDifferenceMs: a.meanMs - b.meanMs,
    welchT: t,
  };
}

/**
 * Two sides of a timing comparison as a table (median, mean, p90, sd of each) and their difference.
 *
 * @example
 * printPairTiming("forgot-password timing: …", "account", [["existing", r.existing], ["unknown", r.unknown]], "difference (existing − unknown)", r);
 */
function printPairTiming(title, label, sides, differenceLabel, r) {
  console.log(`\n${title}`);
  const header = [label, "median", "mean", "p90", "sd"];
  const rows = sides.map(([name, s]) => [name, fmt(s.medianMs, 2), fmt(s.meanMs, 2), fmt(s.p90Ms, 2), fmt(s.sdMs, 2)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of rows) console.log(line(row));
  console.log(
    `${differenceLabel}: median ${fmt(r.medianDifferenceMs, 2)} ms, mean ${fmt(r.meanDifferenceMs, 2)} ms; Welch's t ${fmt(r.welchT, 2)}`,
  );
}

function printForgotTiming(r) {
  printPairTiming(
    `forgot-password timing: ${r.samples} requests each, alternating, wall time (ms)`,
    "account",
    [
      ["existing", r.existing],
      ["unknown", r.unknown],
    ],
    "difference (existing − unknown)",
    r,
  );
}

/**
 * The report center's runs of the 1,000-campaign account (docs/decisions/054): wall time from
 * saving a report with run_now to its run being ready, sequential, per breakdown.
 */
async function reportRunTiming(base, ctx, samples) {
  const path = `/ads/v4/advertisers/${REPORTING_ADVERTISER_ID}/report_center`;
  const headers = { cookie: ctx.sessionCookie, origin: ctx.origin, "content-type": "application/json" };
  const out = {};
  for (const granularity of ["TOTAL", "DAY"]) {
    const times = [];
    let lines = null;
    for (let i = 0; i < samples; i++) {
      const body = {
        name: `Bench ${granularity} ${i}`,
        spec: { level: "campaigns", columns: ["impressions", "clicks", "spend"], date_range: "LAST_30_DAYS", granularity },
        schedule: { frequency: "NONE" },
        run_now: true,
      };
      const started = performance.now();
      const res = await fetch(`${base}${path}/reports/`, { method: "POST", headers, body: JSON.stringify(body) });
      const run = (await res.json()).resource_response?.data?.run;
      if (!res.ok || !run) throw new Error(`report center: saving a report answered HTTP ${res.status}`);
      for (;;) {
        const r = await fetch(`${base}${path}/runs/${run.id}/`, { headers: { cookie: ctx.sessionCookie } });
        const state = (await r.json()).resource_response?.data;
        if (state?.state === "ready") {
          lines = state.lines;
          break;
        }
        if (state?.state !== "queued") throw new Error(`report center: the run is ${state?.state ?? r.status}`);
        if (performance.now() - started > 120_000) throw new Error("report center: the run took over 2 minutes");
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      times.push(performance.now() - started);
    }
    out[granularity] = { ...summary(times), lines };
  }
  out.dayToTotal = out.TOTAL.medianMs > 0 ? out.DAY.medianMs / out.TOTAL.medianMs : null;
  return { samples, ...out };
}

function printReportRunTiming(r) {
  console.log(
    `\nreport center: a run of ${REPORTING_CAMPAIGNS.toLocaleString("en")} campaigns over 30 days, saved to ready (ms, ${r.samples} each)`,
  );
  for (const g of ["TOTAL", "DAY"])
    console.log(`  ${g.padEnd(5)}  median ${fmt(r[g].medianMs, 0)}  (${r[g].lines.toLocaleString("en")} CSV lines)`);
  console.log(`  DAY ÷ TOTAL: ${fmt(r.dayToTotal, 2)}×`);
}

/** The range stand-in of the bench's Worker, on a fixed port so it can be stopped and started again. */
const breachStandIn = { port: 0, server: null };

async function startBreachStandIn() {
  breachStandIn.server = await startLocalPwnedPasswords({ port: breachStandIn.port, delayMs: breachDelayMs });
}

async function stopBreachStandIn() {
  await breachStandIn.server?.close();
  breachStandIn.server = null;
}

/**
 * Sign-up wall time with the range stand-in up against down (the check fails open at once),
 * alternating which goes first, sequential, each side after one unmeasured request. Every sign-up
 * must answer 200 (a fresh account each).
 */
async function breachLatency(base, samples) {
  const send = async () => {
    const t0 = performance.now();
    const res = await fetch(new URL("/v3/register/", base), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: signupBody(),
    });
    const body = await res.text();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`a sign-up answered ${res.status}: ${body.slice(0, 200)}`);
    return ms;
  };
  const up = [];
  const down = [];
  const measure = async (side) => {
    if (side === "up" && !breachStandIn.server) await startBreachStandIn();
    if (side === "down" && breachStandIn.server) await stopBreachStandIn();
    (side === "up" ? up : down).push(await send());
  };
  await send();
  await stopBreachStandIn();
  await send();
  for (let i = 0; i < samples; i++) for (const side of i % 2 === 0 ? ["up", "down"] : ["down", "up"]) await measure(side);
  if (!breachStandIn.server) await startBreachStandIn();
  const a = summary(up);
  const b = summary(down);
  return {
    samples,
    delayMs: breachDelayMs,
    standInUp: a,
    standInDown: b,
    medianDifferenceMs: a.medianMs - b.medianMs,
    meanDifferenceMs: a.meanMs - b.meanMs,
    welchT: (a.meanMs - b.meanMs) / Math.sqrt(a.sdMs ** 2 / a.n + b.sdMs ** 2 / b.n),
  };
}

function printBreachLatency(r) {
  printPairTiming(
    `breach-check latency: ${r.samples} sign-ups each, alternating, wall time (ms)${r.delayMs ? `; the stand-in answers ${r.delayMs} ms late` : ""}`,
    "range stand-in",
    [
      ["up (checked)", r.standInUp],
      ["down (fails open)", r.standInDown],
    ],
    "added by the check (up − down)",
    r,
  );
}

function printTable(rows) {
  const header = ["target", "req/s", "p50 ms", "p99 ms", "req/s vs /healthz", "p50 vs /healthz", "non-2xx", "errors", "D1 calls/stmts"];
  const body = rows.map((r) => [
    r.title,
    fmt(r.requestsPerSec, 1),
    fmt(r.latencyMs.p50),
    fmt(r.latencyMs.p99),
    fmt(r.ratioToHealthz, 3),
    r.p50RatioToHealthz === null ? "-" : `${fmt(r.p50RatioToHealthz, 2)}×`,
    String(r.non2xx),
    String(r.errors + r.timeouts),
    r.d1 ? `${r.d1.calls}/${r.d1.statements}` : "-",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of body) console.log(line(row));
}

/** Starts `wrangler dev` on free ports and waits for /healthz. */
async function startServer() {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const base = `http://${HOST}:${port}`;
  console.log(`starting wrangler dev on ${base}…`);
  const wrangler = startWrangler(port, inspectorPort);
  wrangler.exited.then(({ code, signal }) => {
    if (!stopping && !wrangler.expectedExit) console.error(`wrangler dev exited unexpectedly (${code ?? signal}):\n${wrangler.log()}`);
  });
  await waitForHealth(base, wrangler);
  return { base, wrangler };
}

async function main() {
  if (Number(process.versions.node.split(".")[0]) < 22) {
    console.warn(`warning: Node ${process.version}; run through \`npm run bench\` so wrangler gets Node 24.`);
  }
  if (!opts["no-build"]) {
    console.log("building (react-router build)…");
    await run(["react-router", "build"], { quiet: true });
  }

  // The breach check's range service (docs/decisions/036): the local stand-in, as `npm start` runs it.
  breachStandIn.port = await freePort();
  await startBreachStandIn();
  VARS.PWNED_PASSWORDS_URL = breachStandIn.server.url;

  rmSync(STATE_DIR, { recursive: true, force: true });
  console.log("applying D1 migrations to a fresh .wrangler/bench-state…");
  await run(["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE_DIR], { quiet: true });

  let { base, wrangler } = await startServer();
  await seedUser(base);
  if (targets.some((t) => t.rotateLogins)) await seedLoginAccounts(base);
  let ctx = {};
  if (needsSavingData) {
    // wrangler d1 execute writes the same SQLite files: stop the server while it does.
    wrangler.expectedExit = true;
    await stopChild(wrangler.child);
    console.log(`seeding the saving data (${PICKER_BOARDS} boards for the bench user, ${totalPins.toLocaleString("en")} Pins in all)…`);
    console.log(`  wrangler d1 execute --file ${SEED_SQL_FILE.slice(ROOT.length + 1)}: ${fmt(await seedSavingData(), 1)} s`);
    ({ base, wrangler } = await startServer());
    ctx = await savingContext(base);
  }
  const offTargets = targets.filter((t) => !t.promoted).map((t) => resolveTarget(t, ctx));
  await checkTargets(base, offTargets);

  console.log(`${targets.length} targets, ${connections} connections, ${warmup}s warm-up + ${duration}s each`);
  const rows = [];
  /** Targets with any answer but a 2xx: their figures mix refusals with the work measured, so the run fails. */
  const failed = [];
  const measure = async (target) => {
    if (warmup > 0) {
      await cannon(base, target, warmup);
      await drain(base);
    }
    process.stdout.write(`  ${target.title}… `);
    const r = await cannon(base, target, duration);
    await drain(base);
    const d1 = await d1Work(base, target);
    const row = {
      d1,
      name: target.name,
      title: target.title,
      method: target.method,
      path: target.path,
      ...(target.deliveryOff && { deliveryOff: target.deliveryOff }),
      requestsPerSec: r.requests.average,
      requestsTotal: r.requests.total,
      latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max, mean: r.latency.mean },
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      statusCodes: r.statusCodeStats,
    };
    rows.push(row);
    console.log(`${fmt(row.requestsPerSec, 1)} req/s`);
    if (row.non2xx > 0 || row.errors > 0 || row.timeouts > 0)
      failed.push(
        `${target.title}: ${row.non2xx} non-2xx (${JSON.stringify(row.statusCodes)}), ${row.errors} errors, ${row.timeouts} timeouts`,
      );
  };
  for (const target of offTargets) await measure(target);
  const onTargets = targets.filter((t) => t.promoted).map((t) => resolveTarget(t, ctx));
  if (onTargets.length > 0) {
    // The same requests with promoted Pins' delivery on.
    await setDelivery(base, true);
    await waitForCards(base, onTargets);
    for (const target of onTargets) await measure(target);
    const beaconRow = rows.find((r) => r.name === "beacon");
    if (beaconRow) Object.assign(beaconRow, await beaconCheck(base, beaconRow));
    // Each feed target's workerd CPU per request, delivery off and on alternately.
    const feeds = [...offTargets, ...onTargets].filter((t) => t.promotedCards !== undefined);
    const cpu = new Map(feeds.map((t) => [t.name, []]));
    for (let round = 0; round < feedRounds && feedSamples > 0; round++) {
      for (const on of [false, true]) {
        const side = feeds.filter((t) => Boolean(t.promoted) === on);
        await setDelivery(base, on);
        await waitForCards(base, side);
        for (const t of side) cpu.get(t.name).push(await requestCpu(base, wrangler, t, feedSamples));
      }
    }
    for (const row of rows) {
      const samples = cpu.get(row.name)?.filter((x) => x !== null);
      if (samples?.length) Object.assign(row, { cpuMsPerRequest: summary(samples).medianMs, cpuMsRounds: samples });
    }
  }
  const healthzRow = rows.find((r) => r.name === "healthz");
  const healthz = healthzRow.requestsPerSec;
  for (const row of rows) {
    row.ratioToHealthz = healthz > 0 ? row.requestsPerSec / healthz : null;
    // The hot-read goals are p50 latency within a multiple of /healthz's in the same run.
    row.p50RatioToHealthz = healthzRow.latencyMs.p50 > 0 ? row.latencyMs.p50 / healthzRow.latencyMs.p50 : null;
  }

  printTable(rows);
  const delivery = deliveryComparison(rows);
  printDeliveryComparison(delivery);
  if (failed.length) throw new Error(`every answer of a target must be a 2xx; these were not:\n  ${failed.join("\n  ")}`);
  let hash = null;
  let passkey = null;
  if (hashSamples > 0 && existsSync("/proc/self/stat")) {
    const pids = workerdPids(wrangler.child.pid);
    if (pids.length === 0) throw new Error("no workerd process found in wrangler's process group");
    hash = await hashCost(base, pids, hashSamples);
    printHashCost(hash);
    passkey = await passkeyCost(base, pids, hashSamples);
    printPasskeyCost(passkey, hash);
  }
  const reportRuns = reportSamples > 0 && selected.includes("reporting-campaigns") ? await reportRunTiming(base, ctx, reportSamples) : null;
  if (reportRuns) printReportRunTiming(reportRuns);
  const forgot = forgotSamples > 0 ? await forgotTiming(base, forgotSamples) : null;
  if (forgot) printForgotTiming(forgot);
  const breach = breachSamples > 0 && selected.includes("signup") ? await breachLatency(base, breachSamples) : null;
  if (breach) printBreachLatency(breach);
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    server: "wrangler dev (workerd), loopback; autocannon on the same machine",
    connections,
    durationSeconds: duration,
    warmupSeconds: warmup,
    targets: rows,
    promotedDelivery: delivery,
    hashCost: hash,
    passkeyLogInCost: passkey,
    reportCenterRuns: reportRuns,
    forgotPasswordTiming: forgot,
    breachCheckLatency: breach,
  };
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nresults written to ${RESULTS_FILE.slice(ROOT.length + 1)}`);
}

try {
  await main();
  await stopAll();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exitCode = 1;
}

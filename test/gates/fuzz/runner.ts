/**
 * Runs the API fuzz against a Worker listening at a base URL (the built Worker in workerd, started
 * by the caller through test/support/worker-harness.ts): for every operation of
 * openapi/openapi.json, every request family of cases.ts, one fast-check property whose cases are
 * sent over HTTP and judged by invariants.ts. Deterministic per seed (each property's seed derives
 * from the run's seed, the operation and the family); failures are shrunk and kept with their
 * request printed.
 *
 * Password hashing (scrypt, ~250 ms a call) is the cost to watch: only the "valid-login",
 * "wrong-password" and "valid-signup" families, schema-shaped sign-ups that happen to be valid,
 * and fresh sessions for the session pool reach it. The report counts them (`hashes`).
 */
import fc from "fast-check";
import { STAND_IN_TOKENS_PATH } from "~common/auth/bot-check/service";
import { PERSON_UA } from "../../support/bot-check";
import { describeCase, familiesFor, FuzzCase, type FuzzAccounts, type Family } from "./cases";
import { NoAnswerError, send, type RawResponse } from "./http";
import { InvariantViolation, judge } from "./invariants";
import { loadOperations, type Operation } from "./openapi";

const COOKIE = "pin_sess";

export interface FuzzOptions {
  /** cases per operation (spread over its families, at least this many in total) */
  runs: number;
  seed: number;
  /** only operations/families whose "OP · family" label contains one of these */
  only?: string[];
  /** called after each operation */
  log?: (line: string) => void;
  /** a family stops after this long (default 60 s), even before its cases are all sent */
  familyTimeLimitMs?: number;
}

export interface FuzzFailure {
  op: string;
  family: string;
  rule: string;
  message: string;
  /** the shrunk request, printable */
  request: string;
  /** fast-check seed and path of this property: replay with `--seed <run seed>` (same run) */
  propertySeed: number;
  counterexamplePath: string | null;
  runsBeforeFailure: number;
  shrinks: number;
  /** what makes two violations the same bug */
  signature: string;
  /** later cases (any operation, any family) that broke the invariant the same way */
  seenAgain: number;
}

export interface OperationReport {
  op: string;
  /** generated cases (shrinking steps not included) */
  cases: number;
  /** every request sent, shrinking included */
  requests: number;
  statuses: Record<string, number>;
  frontEnd: number;
  /** cases that broke an invariant the same way as an already reported failure */
  repeats: Record<string, number>;
  /** families stopped by their time limit */
  interrupted: string[];
  hashes: number;
  ms: number;
  failures: FuzzFailure[];
  families: { name: string; runs: number; requests: number; ms: number }[];
}

export interface FuzzReport {
  seed: number;
  runs: number;
  operations: OperationReport[];
  cases: number;
  requests: number;
  hashes: number;
  sessionLogins: number;
  ms: number;
  failures: FuzzFailure[];
}

/** 32-bit FNV-1a: a property's seed from the run's seed and its label. */
export function deriveSeed(seed: number, label: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${seed}:${label}`) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h | 0;
}

/** The session cookie a response sets: a new token, or a clearing. */
function sessionSetCookie(res: RawResponse): { value: string; cleared: boolean } | undefined {
  for (const line of res.setCookies) {
    const [pair = ""] = line.split(";");
    const eq = pair.indexOf("=");
    if (eq < 0 || pair.slice(0, eq).trim() !== COOKIE) continue;
    const value = pair.slice(eq + 1).trim();
    const cleared = value === "" || /;\s*max-age=0\b/i.test(line);
    return { value, cleared };
  }
  return undefined;
}

const jsonBody = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const JSON_CT = { "content-type": "application/json" };

/**
 * Valid sessions for the "cookie" cases. A session ends when a case logs out with it or logs in /
 * signs up while holding it (rotation); then the next valid cookie comes from a session a case
 * started, or else from a log-in of the session account (one password hash).
 */
export class SessionPool {
  live?: string;
  readonly stale: string[] = [];
  logins = 0;

  constructor(
    private readonly base: URL,
    private readonly accounts: FuzzAccounts,
  ) {}

  async valid(): Promise<string> {
    if (this.live === undefined) {
      const logIn = (extra: Record<string, string> = {}) =>
        send(this.base, {
          method: "POST",
          target: "/v3/sessions/",
          headers: JSON_CT,
          body: jsonBody({ username_or_email: this.accounts.session.email, password: this.accounts.session.password, ...extra }),
        });
      let res = await logIn();
      this.logins += 1;
      // Wrong passwords sent with this account's sessions (fresh proofs) count as its failed
      // log-ins: past three an hour its log-in asks for reCAPTCHA, ticked as a person would.
      if (res.status === 429 && res.body.toString("utf8").includes('"api_error_code":110')) {
        res = await logIn({ recaptchaV2Token: await this.standInV2Token() });
        this.logins += 1;
      }
      const set = sessionSetCookie(res);
      if (res.status !== 200 || !set || set.cleared)
        throw new Error(`the session account could not log in: HTTP ${res.status} ${res.body.toString("utf8").slice(0, 300)}`);
      this.live = set.value;
    }
    return this.live;
  }

  /** A ticked reCAPTCHA v2 checkbox from the Worker's local stand-in (worker/auth/bot-check/). */
  private async standInV2Token(): Promise<string> {
    const res = await send(this.base, {
      method: "POST",
      target: STAND_IN_TOKENS_PATH,
      headers: { ...JSON_CT, "user-agent": PERSON_UA },
      body: jsonBody({ kind: "v2" }),
    });
    const token = (JSON.parse(res.body.toString("utf8")) as { resource_response?: { data?: { token?: string } } }).resource_response?.data
      ?.token;
    if (res.status !== 200 || !token) throw new Error(`the bot check's stand-in gave no token: HTTP ${res.status}`);
    return token;
  }

  async staleToken(): Promise<string> {
    if (this.stale.length === 0) {
      const token = await this.valid();
      const res = await send(this.base, { method: "DELETE", target: "/v3/sessions/current/", headers: { cookie: `${COOKIE}=${token}` } });
      if (res.status !== 200) throw new Error(`could not log out to make a stale session: HTTP ${res.status}`);
      this.live = undefined;
      this.stale.push(token);
    }
    return this.stale[this.stale.length - 1]!;
  }

  /** Follows what a response did to the sessions: a new one started, or the one sent ended. */
  observe(sent: string | undefined, res: RawResponse): void {
    const set = sessionSetCookie(res);
    if (!set) return;
    if (sent !== undefined && sent === this.live) {
      this.stale.push(sent);
      this.live = undefined;
    }
    if (!set.cleared && res.status >= 200 && res.status < 300) this.live = set.value;
  }
}

export interface FuzzContext {
  base: URL;
  ops: Operation[];
  accounts: FuzzAccounts;
  pool: SessionPool;
  /**
   * Sessions of a third account for requests that carry a password with a session (a fresh proof:
   * closing, exporting, an email change, passkeys). Their wrong passwords count against that
   * account's log-ins (docs/decisions/038) and soon ask for reCAPTCHA or lock it; it never needs to
   * log in again, since no made-up password ends its session. The session account stays free to.
   */
  proofPool: SessionPool;
  /**
   * Signatures of violations already reported (and shrunk). Later cases that break an invariant
   * the same way pass, counted in `repeats`, so one known bug does not hide the others.
   */
  known: Set<string>;
  /** the request sent before the current one (a hang or a proxy error can be its after-effect) */
  previous?: FuzzCase;
}

/** A 1×1 PNG: the image of the fixture Pins. */
const TINY_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/**
 * Things for the path parameters to name (saving API): the session account's public and secret
 * boards, a section and a Pin on each board. Returns the known values by parameter name.
 */
async function makeFixtures(base: URL, token: string, usernames: string[]): Promise<Record<string, string[]>> {
  const call = async (target: string, body: unknown) => {
    const res = await send(base, { method: "POST", target, headers: { ...JSON_CT, cookie: `${COOKIE}=${token}` }, body: jsonBody(body) });
    if (res.status !== 200) throw new Error(`fixture ${target}: HTTP ${res.status} ${res.body.toString("utf8").slice(0, 300)}`);
    return (JSON.parse(res.body.toString("utf8")) as { resource_response: { data: { id: string } } }).resource_response.data.id;
  };
  const ids: string[] = [];
  for (const [name, privacy] of [
    ["Fuzz board", "public"],
    ["Fuzz secret", "secret"],
  ] as const) {
    const board = await call("/v3/boards/", { name, privacy });
    const section = await call(`/v3/boards/${board}/sections/`, { name: `${name} section` });
    const pin = await call("/v3/pins/", {
      board_id: board,
      section,
      image_base64: TINY_PNG,
      title: name,
      link: "https://example.com/fuzz",
    });
    ids.push(board, section, pin);
  }
  return { id: ids, username: usernames, slug: ["fuzz-board", "fuzz-secret", "fuzz-board-section", "fuzz-secret-section"] };
}

/** Registers the fuzz's two accounts (two password hashes), prepares the session pool and the saving fixtures. */
export async function prepareFuzz(base: URL, ops: Operation[] = loadOperations()): Promise<FuzzContext> {
  const password = "fuzz-pass-1234";
  const birthday = 631_152_000; // 1990-01-01
  const accounts: FuzzAccounts = {
    session: { email: "fuzz.session@example.com", username: "", password },
    lockout: { email: "fuzz.lockout@example.com", password },
  };
  const pool = new SessionPool(base, accounts);
  const register = async (email: string) => {
    const res = await send(base, {
      method: "POST",
      target: "/v3/register/",
      headers: JSON_CT,
      body: jsonBody({ type: "email", email, password, birthday }),
    });
    if (res.status !== 200) throw new Error(`could not register ${email}: HTTP ${res.status} ${res.body.toString("utf8").slice(0, 300)}`);
    const body = JSON.parse(res.body.toString("utf8")) as { resource_response: { data: { username: string } } };
    return { username: body.resource_response.data.username, token: sessionSetCookie(res)?.value };
  };
  const session = await register(accounts.session.email);
  accounts.session.username = session.username;
  pool.live = session.token;
  const lockout = await register(accounts.lockout.email);
  const proof = await register("fuzz.proof@example.com");
  const proofPool = new SessionPool(base, {
    ...accounts,
    session: { email: "fuzz.proof@example.com", username: proof.username, password },
  });
  proofPool.live = proof.token;
  if (session.token) accounts.known = await makeFixtures(base, session.token, [session.username, lockout.username]);
  // The lockout account's first session, logged out: the "stale" cookie.
  if (lockout.token) {
    await send(base, { method: "DELETE", target: "/v3/sessions/current/", headers: { cookie: `${COOKIE}=${lockout.token}` } });
    pool.stale.push(lockout.token);
  }
  return { base, ops, accounts, pool, proofPool, known: new Set() };
}

/** Cases of a family for `runs` cases per operation spread by weight (at least 2 each). */
function runsPerFamily(families: Family[], runs: number): number[] {
  const total = families.reduce((s, f) => s + f.weight, 0);
  return families.map((f) => Math.max(2, Math.ceil((runs * f.weight) / total)));
}

const MAX_FAILURES_PER_FAMILY = 5;
const FAMILY_TIME_LIMIT_MS = 60_000;
const HASHING_FAMILIES = new Set(["valid-login", "wrong-password", "valid-signup"]);

function hashesOf(c: FuzzCase, res: RawResponse, json: unknown): number {
  if (c.method !== "POST") return 0;
  const code = (json as { resource_response?: { error?: { api_error_code?: number } } } | undefined)?.resource_response?.error
    ?.api_error_code;
  if (c.target === "/v3/register/") return res.status === 200 ? 1 : 0;
  if (c.target === "/v3/sessions/") return res.status === 200 || code === 42 ? 1 : 0;
  return 0;
}

/** A request other than a log-in or sign-up whose JSON body has a password or a code: a fresh proof (FuzzContext.proofPool). */
function carriesProof(c: FuzzCase): boolean {
  if (c.body === undefined || c.target.startsWith("/v3/sessions/") || c.target.startsWith("/v3/register/")) return false;
  return /"[a-z_]*(password|code|credential)[a-z_]*"\s*:/i.test(Buffer.from(c.body).toString("utf8"));
}

/** Sends one case and judges the answer; throws InvariantViolation on a broken invariant. */
export async function execute(ctx: FuzzContext, c: FuzzCase, report?: OperationReport): Promise<void> {
  const headers = { ...c.headers };
  let sent: string | undefined;
  const pool = carriesProof(c) ? ctx.proofPool : ctx.pool;
  switch (c.cookie.kind) {
    case "valid":
      sent = await pool.valid();
      headers.cookie = `${COOKIE}=${sent}`;
      break;
    case "valid-plus":
      sent = await pool.valid();
      headers.cookie = `${c.cookie.before}${COOKIE}=${sent}${c.cookie.after}`;
      break;
    case "stale":
      headers.cookie = `${COOKIE}=${await ctx.pool.staleToken()}`;
      break;
    case "raw":
      headers.cookie = c.cookie.header;
      break;
  }
  const previous = ctx.previous;
  ctx.previous = c;
  const after = previous
    ? `\n(the request before it, whose after-effect this may be:\n  ${describeCase(previous).split("\n").join("\n  ")})`
    : "";
  let res: RawResponse;
  try {
    res = await send(ctx.base, { method: c.method, target: c.target, headers, body: c.body, chunked: c.chunked });
  } catch (err) {
    if (!(err instanceof NoAnswerError)) throw err;
    if (report) {
      report.requests += 1;
      report.statuses["no answer"] = (report.statuses["no answer"] ?? 0) + 1;
    }
    const signature = `no-answer|${c.op}`;
    if (ctx.known.has(signature)) {
      if (report) report.repeats[signature] = (report.repeats[signature] ?? 0) + 1;
      return;
    }
    throw new InvariantViolation("no-answer", `${err.message}${after}`, signature);
  }
  pool.observe(sent, res);
  if (report) {
    report.requests += 1;
    report.statuses[res.status] = (report.statuses[res.status] ?? 0) + 1;
  }
  let verdict: ReturnType<typeof judge>;
  try {
    verdict = judge(c, res, ctx.ops);
  } catch (err) {
    if (err instanceof InvariantViolation && ctx.known.has(err.signature)) {
      if (report) report.repeats[err.signature] = (report.repeats[err.signature] ?? 0) + 1;
      return;
    }
    // A 5xx that is not the API's own envelope came from the proxy in front of the Worker.
    if (err instanceof InvariantViolation && err.rule === "5xx" && !/^application\/json/i.test(String(res.headers["content-type"] ?? ""))) {
      throw new InvariantViolation(err.rule, `${err.message.replace(/^5xx: /, "")}${after}`, err.signature);
    }
    throw err;
  }
  if (report) {
    if (verdict.frontEnd) report.frontEnd += 1;
    report.hashes += hashesOf(c, res, verdict.json);
  }
}

export async function fuzzOperation(ctx: FuzzContext, op: Operation, opts: FuzzOptions): Promise<OperationReport> {
  const started = performance.now();
  const families = familiesFor(op, ctx.accounts).filter(
    (f) => !opts.only?.length || opts.only.some((o) => `${op.id} · ${f.name}`.includes(o)),
  );
  const runs = runsPerFamily(families, opts.runs);
  const report: OperationReport = {
    op: op.id,
    cases: 0,
    requests: 0,
    statuses: {},
    frontEnd: 0,
    repeats: {},
    interrupted: [],
    hashes: 0,
    ms: 0,
    failures: [],
    families: [],
  };
  for (const [i, family] of families.entries()) {
    const propertySeed = deriveSeed(opts.seed, `${op.id} · ${family.name}`);
    // Shrinking replays requests; keep it short where each one may cost a password hash.
    const arbitrary = fc.limitShrink(family.arbitrary, HASHING_FAMILIES.has(family.name) ? 10 : 200);
    const familyStarted = performance.now();
    const requestsBefore = report.requests;
    // After a failure the family goes on with its remaining cases under a derived seed (the bug
    // just found now counts as known), so each family sends all its cases and finds what else
    // there is. At most MAX_FAILURES_PER_FAMILY distinct failures are shrunk and reported.
    let remaining = runs[i]!;
    for (let attempt = 0; remaining > 0 && attempt < MAX_FAILURES_PER_FAMILY; attempt++) {
      const seed = attempt === 0 ? propertySeed : deriveSeed(propertySeed, `again ${attempt}`);
      const details = await fc.check(
        fc.asyncProperty(arbitrary, async (c) => {
          await execute(ctx, c, report);
        }),
        // A family that hangs (answers timing out) stops at its time limit; its missing cases
        // then show in `cases` < runs.
        {
          seed,
          numRuns: remaining,
          endOnFailure: false,
          plugins: [fc.interruptAfterTimeLimit(opts.familyTimeLimitMs ?? FAMILY_TIME_LIMIT_MS)],
        },
      );
      report.cases += details.numRuns;
      remaining -= details.numRuns;
      if (details.interrupted && !details.failed) {
        report.interrupted.push(family.name);
        break;
      }
      if (!details.failed) break;
      const err = details.errorInstance;
      const violation = err instanceof InvariantViolation ? err : undefined;
      if (violation) ctx.known.add(violation.signature);
      report.failures.push({
        op: op.id,
        family: family.name,
        rule: violation?.rule ?? "exception",
        message: violation ? violation.message : String((err as Error)?.stack ?? err),
        request: details.counterexample ? describeCase((details.counterexample as [FuzzCase])[0]) : "(none)",
        propertySeed: seed,
        counterexamplePath: details.counterexamplePath,
        runsBeforeFailure: details.numRuns,
        shrinks: details.numShrinks,
        signature: violation?.signature ?? "exception",
        seenAgain: 0,
      });
      if (!violation) break; // an exception of the fuzz itself: stop this family
    }
    report.families.push({
      name: family.name,
      runs: runs[i]!,
      requests: report.requests - requestsBefore,
      ms: performance.now() - familyStarted,
    });
  }
  report.ms = performance.now() - started;
  opts.log?.(
    `${op.id.padEnd(30)} ${String(report.cases).padStart(5)} cases ${String(report.requests).padStart(5)} requests ${(report.ms / 1000).toFixed(1).padStart(6)} s  hashes ${report.hashes}  statuses ${JSON.stringify(report.statuses)}${report.failures.length ? `  FAILURES ${report.failures.length}` : ""}${report.interrupted.length ? `  TIMED OUT: ${report.interrupted.join(", ")}` : ""}`,
  );
  return report;
}

export async function runFuzz(ctx: FuzzContext, opts: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const operations: OperationReport[] = [];
  for (const op of ctx.ops) {
    if (opts.only?.length && !familiesFor(op, ctx.accounts).some((f) => opts.only!.some((o) => `${op.id} · ${f.name}`.includes(o))))
      continue;
    operations.push(await fuzzOperation(ctx, op, opts));
  }
  const failures = operations.flatMap((o) => o.failures);
  for (const f of failures) f.seenAgain = operations.reduce((n, o) => n + (o.repeats[f.signature] ?? 0), 0);
  return {
    seed: opts.seed,
    runs: opts.runs,
    operations,
    cases: operations.reduce((s, o) => s + o.cases, 0),
    requests: operations.reduce((s, o) => s + o.requests, 0),
    hashes: operations.reduce((s, o) => s + o.hashes, 0) + ctx.pool.logins + ctx.proofPool.logins,
    sessionLogins: ctx.pool.logins + ctx.proofPool.logins,
    ms: performance.now() - started,
    failures,
  };
}

/** Failures that differ only by operation, as one line each: "rule … (N operations: …)". */
export function distinctFailures(failures: FuzzFailure[]): string[] {
  const groups = new Map<string, string[]>();
  for (const f of failures) {
    const key = f.signature.replace(`|${f.op}`, "").split("\n")[0]!.slice(0, 160);
    groups.set(key, [...(groups.get(key) ?? []), f.op]);
  }
  return [...groups].map(([key, ops]) => `${key}  (${ops.length} operation(s): ${[...new Set(ops)].join(", ")})`);
}

export function formatFailure(f: FuzzFailure): string {
  return [
    `✖ ${f.op} · ${f.family} — ${f.rule} (failed after ${f.runsBeforeFailure} case(s), shrunk ${f.shrinks} time(s); property seed ${f.propertySeed}, path ${f.counterexamplePath ?? "-"})`,
    `  ${f.message.split("\n").join("\n  ")}`,
    ...(f.seenAgain > 0 ? [`  (the same failure was seen in ${f.seenAgain} later case(s))`] : []),
    `  request:`,
    `    ${f.request.split("\n").join("\n    ")}`,
  ].join("\n");
}

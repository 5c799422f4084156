/**
 * Runs the built Worker (build/server, made by `react-router build`) in workerd through Miniflare,
 * configured from the built wrangler.json by wrangler itself (`unstable_getMiniflareWorkerOptions`:
 * the same bindings, Durable Object classes, assets and compatibility settings as `wrangler dev`),
 * with fresh D1, KV, R2 and Durable Object storage and the D1 migrations applied.
 *
 * The migrations run once per test process, into a template database (`migratedTemplate`); each
 * Worker starts on a copy of it, in a storage folder of its own on tmpfs (/dev/shm where there is
 * one) that is removed when it closes. Applying the 38 migrations took 1.7 s of each start on 2
 * busy cores (and opening the D1 proxy to send them 0.7 s more); a copy takes milliseconds.
 * Tests talk to it over real HTTP (`url`) or through `fetch`, and reach the bindings directly
 * through `env()` to arrange or inspect state.
 *
 * Why Miniflare and not wrangler's `createTestHarness`: the harness puts a second workerd (wrangler
 * dev's proxy, for live reloads tests never do) in front of the Worker. Measured on 2 cores, a
 * start took 2.2 s there against 1.2 s here and a `/healthz` round trip 8.4 ms against about 3 ms; the
 * suite starts over a hundred Workers and sends tens of thousands of requests.
 */
import { cpSync, existsSync, globSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { Miniflare, convertV4MiniflareOptions } from "miniflare";
import { unstable_getMiniflareWorkerOptions, unstable_readConfig, unstable_splitSqlQuery } from "wrangler";
import { startLocalOidc, type LocalOidc } from "../../scripts/local-oidc";

// Offline machines: no fetch of the real `cf` object, no metrics (STACK-NOTES "Offline noise").
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

export const BUILT_CONFIG = resolve(import.meta.dirname, "../../build/server/wrangler.json");

/** Limits high enough that suites sharing 127.0.0.1 never trip the per-IP windows by accident. */
export const TEST_VARS = {
  RATE_LIMIT_LOGIN_MAX: "10000",
  RATE_LIMIT_SIGNUP_MAX: "10000",
  RATE_LIMIT_LOOKUP_MAX: "10000",
  RATE_LIMIT_RECOVERY_MAX: "10000",
  RATE_LIMIT_OAUTH_MAX: "10000",
  RATE_LIMIT_BEACON_MAX: "10000",
  RATE_LIMIT_DELIVERY_MAX: "10000",
  RATE_LIMIT_REPORTING_MAX: "10000",
  RATE_LIMIT_ACCOUNT_MAX: "10000",
  RATE_LIMIT_CONVERSIONS_MAX: "10000",
  RATE_LIMIT_DRAFTS_MAX: "10000",
  RATE_LIMIT_ERRORS_MAX: "10000",
};

export interface RunningWorker {
  url: URL;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  env: () => Promise<Env>;
  /**
   * Runs the cron trigger's jobs once (worker/index.ts SCHEDULED_JOBS), as if at `scheduledTime`
   * (epoch ms; default now), and resolves when they have finished.
   */
  scheduled: (scheduledTime?: number) => Promise<void>;
  /** The local OpenID providers this Worker trusts (scripts/local-oidc.ts). */
  oidc: LocalOidc;
  close: () => Promise<void>;
}

export interface WorkerOptions {
  /**
   * Adds `DB_REPLICA_SIMULATION`, a second migrated database the Worker reads as a replica: it
   * lags from the empty database until told otherwise (test/support/replica.ts;
   * worker/platform/d1-sessions/lagging-replica.ts; needs DEV_TOOLS "true").
   */
  laggingReplica?: boolean;
  /** Adds a `send_email` binding named EMAIL (Miniflare's local one), as a deployment has. */
  sendEmail?: boolean;
}

/** The replica stand-in's binding name (worker/platform/d1-sessions/lagging-replica.ts). */
export const REPLICA_BINDING = "DB_REPLICA_SIMULATION";

/**
 * Starts the built Worker with `vars` over TEST_VARS and the local OpenID providers' vars; `vars`
 * may be a function of those providers (to add to their vars, e.g. another SSO identity provider).
 *
 * @example
 * const worker = await startWorker({ DEV_TOOLS: "true" });
 * const withRogue = await startWorker((oidc) => ({ SSO_IDPS: JSON.stringify({ ...JSON.parse(oidc.vars.SSO_IDPS!), rogue: { issuer, client_id } }) }));
 * const replicated = await startWorker({ DEV_TOOLS: "true" }, { laggingReplica: true });
 */
export async function startWorker(
  vars: Record<string, string> | ((oidc: LocalOidc) => Record<string, string>) = {},
  { laggingReplica = false, sendEmail = false }: WorkerOptions = {},
): Promise<RunningWorker> {
  if (!existsSync(BUILT_CONFIG)) throw new Error(`No built Worker at ${BUILT_CONFIG}: run \`npm run build\` first`);
  const oidc = await startLocalOidc({ fixedPorts: false });
  const extra = typeof vars === "function" ? vars(oidc) : vars;
  const build = loadBuild();
  const storage = freshStorage(await migratedTemplate(build));
  const mf = new Miniflare(miniflareOptions(build, { ...TEST_VARS, ...oidc.vars, ...extra }, storage, laggingReplica, sendEmail));
  const removeStorage = () => rmSync(storage, { recursive: true, force: true });
  try {
    const url = await mf.ready;
    if (laggingReplica) await migrate(await mf.getD1Database(REPLICA_BINDING), build);
    return {
      url,
      fetch: (path, init) => fetch(new URL(path, url), init),
      env: () => mf.getBindings<Env>(),
      scheduled: async (scheduledTime = Date.now()) => {
        const result = await (await mf.getWorker(build.name)).scheduled({ scheduledTime: new Date(scheduledTime), cron: "* * * * *" });
        if (result.outcome !== "ok") throw new Error(`scheduled jobs: ${result.outcome}`);
      },
      oidc,
      close: async () => {
        await mf.dispose();
        removeStorage();
        await oidc.close();
      },
    };
  } catch (error) {
    await mf.dispose().catch(() => {});
    removeStorage();
    await oidc.close();
    throw error;
  }
}

/** Where Workers' storage folders go: tmpfs when the machine has one (SQLite writes stay in memory). */
const STORAGE_ROOT = existsSync("/dev/shm") ? "/dev/shm" : tmpdir();

/** Storage folders are named for the process that made them: `pinboard-<pid>-…`. */
const FOLDER_PREFIX = `pinboard-${process.pid}-`;

/** A new storage folder holding a copy of `template`'s D1 database (and nothing else). */
function freshStorage(template: string): string {
  const storage = mkdtempSync(join(STORAGE_ROOT, `${FOLDER_PREFIX}worker-`));
  cpSync(join(template, "d1"), join(storage, "d1"), { recursive: true });
  return storage;
}

let template: Promise<string> | undefined;

/**
 * A `wrangler dev --persist-to` folder whose D1 database has every migration applied (a copy of
 * the template, in wrangler's v3/ layout): a real `wrangler dev` started on it skips the minute
 * `wrangler d1 migrations apply` takes on 2 busy cores.
 *
 * @example
 * const persistTo = await migratedPersistFolder(".tmp/verify-state");
 */
export async function migratedPersistFolder(folder: string): Promise<string> {
  rmSync(folder, { recursive: true, force: true });
  cpSync(join(await migratedTemplate(loadBuild()), "d1"), join(folder, "v3", "d1"), { recursive: true });
  return folder;
}

/**
 * Removes the storage folders of test processes that have ended: vitest may stop a process
 * without its `exit` event, and a Worker whose test failed may never have closed.
 */
function removeFoldersOfEndedProcesses() {
  for (const name of readdirSync(STORAGE_ROOT)) {
    const pid = Number(/^pinboard-(\d+)-/.exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ESRCH") rmSync(join(STORAGE_ROOT, name), { recursive: true, force: true });
    }
  }
}

/**
 * A storage folder whose D1 database has every migration applied, made once per test process by a
 * Worker of its own: every migration in order, as one batch (one transaction), recorded in
 * wrangler's d1_migrations table (the Worker checks for the newest there:
 * worker/platform/database-ready.ts), as `wrangler d1 migrations apply` runs them. Removed when
 * the process exits.
 */
function migratedTemplate(build: Build): Promise<string> {
  template ??= (async () => {
    removeFoldersOfEndedProcesses();
    const folder = mkdtempSync(join(STORAGE_ROOT, `${FOLDER_PREFIX}template-`));
    process.once("exit", () => rmSync(folder, { recursive: true, force: true }));
    const mf = new Miniflare(miniflareOptions(build, TEST_VARS, folder));
    try {
      await mf.ready;
      await migrate(await mf.getD1Database("DB"), build);
    } finally {
      // Disposing stops workerd, which leaves the database whole on disk for the copies.
      await mf.dispose();
    }
    return folder;
  })();
  template.catch(() => (template = undefined));
  return template;
}

/** Applies every migration, in one batch, recorded as wrangler records them. */
async function migrate(db: D1Database, build: Build) {
  await db.batch([
    ...build.migrations.map((sql) => db.prepare(sql)),
    db.prepare(D1_MIGRATIONS_TABLE),
    ...build.migrationNames.map((name) => db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name)),
  ]);
}

interface Build {
  name: string;
  /** wrangler's Miniflare options for the built config, without its module rules. */
  workerOptions: Omit<ReturnType<typeof unstable_getMiniflareWorkerOptions>["workerOptions"], "modulesRules">;
  /** The build's modules: plain ES modules plus the argon2 WebAssembly, the entry first. */
  modules: { type: "ESModule" | "CompiledWasm"; path: string }[];
  /** Every statement of migrations/, in order (split by wrangler's own splitter). */
  migrations: string[];
  /** The migrations' file names, in order. */
  migrationNames: string[];
}

/** wrangler's record of applied migrations (its `d1 migrations apply` creates the same table). */
const D1_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

let build: Build | undefined;

/** The build and the migrations, read once per process (test files share processes). */
function loadBuild(): Build {
  if (build) return build;
  const config = unstable_readConfig({ config: BUILT_CONFIG });
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(config);
  const { modulesRules: _rules, ...rest } = workerOptions;
  const root = dirname(BUILT_CONFIG);
  // Miniflare 5 takes modules as a list, not as wrangler's module rules.
  const files = [main!, ...globSync("**/*.{js,mjs,wasm}", { cwd: root }).filter((file) => file !== main)];
  const migrationsDir = resolve(root, config.d1_databases[0]!.migrations_dir!);
  const migrationNames = readdirSync(migrationsDir)
    .filter((file) => file.endsWith(".sql"))
    .sort();
  build = {
    name: config.name,
    workerOptions: rest,
    modules: files.map((file) => ({ type: file.endsWith(".wasm") ? "CompiledWasm" : "ESModule", path: resolve(root, file) })),
    migrations: migrationNames.flatMap((file) => unstable_splitSqlQuery(readFileSync(resolve(migrationsDir, file), "utf8"))),
    migrationNames,
  };
  return build;
}

function miniflareOptions(
  { name, workerOptions, modules }: Build,
  vars: Record<string, string>,
  storage: string,
  laggingReplica = false,
  sendEmail = false,
) {
  return convertV4MiniflareOptions({
    resourcePersistencePath: storage,
    host: "127.0.0.1",
    port: 0,
    workers: [
      {
        ...workerOptions,
        name,
        modulesRoot: dirname(BUILT_CONFIG),
        modules,
        bindings: { ...(workerOptions.bindings as Record<string, string> | undefined), ...vars },
        ...(sendEmail && { email: { send_email: [{ name: "EMAIL" }] } }),
        ...(laggingReplica && {
          d1Databases: {
            ...(workerOptions.d1Databases as Record<string, { id: string }> | undefined),
            [REPLICA_BINDING]: { id: REPLICA_BINDING },
          },
        }),
      },
    ],
  });
}

/**
 * Why: the seed scripts write the demo data into the local D1, KV and R2 through wrangler's
 * platform proxy, which runs no Worker. Given wrangler.toml whole, the proxy warns at every start
 * that the Durable Object bindings "will not work in local development" and workerd adds that
 * their classes are not exported: true of the proxy, which needs none of them, and false of the
 * Worker `npm start` then runs, whose objects do work. So the proxy gets wrangler.toml's storage
 * bindings only, under the same ids (its data is the Worker's), and `npm start` stays quiet.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { getPlatformProxy, unstable_readConfig } from "wrangler";

type Config = ReturnType<typeof unstable_readConfig>;

/** Where the trimmed configuration is written (git-ignored with the rest of .wrangler/). */
const SEED_CONFIG = resolve(".wrangler/seed-platform.json");
/** Written once per run: a start opens several proxies (scripts/seed/seed-saving.ts says why). */
let written = false;

/**
 * A platform proxy over the local state at `persistPath` (wrangler's `v3` folder; default
 * .wrangler/state/v3, where `npm start`'s Worker keeps it), with wrangler.toml's D1, KV and R2
 * bindings and vars. Dispose of it when done.
 *
 * @example
 * const platform = await localPlatform();
 * try { await platform.env.DB.prepare("SELECT 1").run(); } finally { await platform.dispose(); }
 */
export async function localPlatform(persistPath?: string) {
  if (!written) {
    mkdirSync(dirname(SEED_CONFIG), { recursive: true });
    writeFileSync(SEED_CONFIG, JSON.stringify(seedPlatformConfig(unstable_readConfig({ config: "wrangler.toml" }))));
    written = true;
  }
  return getPlatformProxy<Env>({ configPath: SEED_CONFIG, persist: { path: persistPath ?? resolve(".wrangler/state/v3") } });
}

/**
 * The proxy's configuration: wrangler.toml's storage bindings (same ids, so the same local data)
 * and vars, and nothing that needs the Worker's code.
 *
 * @example
 * seedPlatformConfig(unstable_readConfig({ config: "wrangler.toml" })).durable_objects; // undefined
 */
export const seedPlatformConfig = (config: Config) => ({
  name: `${config.name}-seed`,
  compatibility_date: config.compatibility_date,
  compatibility_flags: config.compatibility_flags,
  vars: config.vars,
  d1_databases: config.d1_databases,
  kv_namespaces: config.kv_namespaces,
  r2_buckets: config.r2_buckets,
});

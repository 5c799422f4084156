/**
 * wrangler.toml's [build] command: what `npx wrangler dev` and `npx wrangler deploy` run before they
 * start, so a fresh clone needs nothing but `npm install` first. It builds the Worker and the pages
 * with Vite (`react-router build`, as `npm run build`); under `wrangler dev` (wrangler sets
 * WRANGLER_COMMAND=dev) it also prepares the local database wrangler dev uses, .wrangler/state:
 * the migrations and the demo data, as `npm start` does (scripts/local-db.ts). A deployment's
 * database is migrated by `wrangler d1 migrations apply DB --remote` (docs/deploying.md).
 * `wrangler types` runs this command too, only to find `main` afterwards: a build already there is
 * enough for it (the types come from wrangler.toml), so it does not build again — `npm test` checks
 * the types after its own build, which a second build would write over while it ran.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { prepareLocalDatabase, printDemoAccounts } from "./local-db";

process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

/** wrangler.toml's `main`: the Worker the build writes. */
const BUILT_ENTRY = "build/server/index.js";

if (process.env.WRANGLER_COMMAND === "types" && existsSync(BUILT_ENTRY)) process.exit(0);
// The build was just made (npm run deploy builds for its environment first; npm test's dry runs must
// not write over the build other suites are running).
if (process.env.REUSE_BUILD === "1" && existsSync(BUILT_ENTRY)) process.exit(0);

const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
if (process.env.WRANGLER_COMMAND === "dev") printDemoAccounts(await prepareLocalDatabase());

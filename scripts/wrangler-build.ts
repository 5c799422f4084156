/**
 * wrangler.toml's [build] command: what `npx wrangler dev` and `npx wrangler deploy` run before they
 * start, so a fresh clone needs nothing but `npm install` first. It builds the Worker and the pages
 * with Vite (`react-router build`, as `npm run build`); under `wrangler dev` (wrangler sets
 * WRANGLER_COMMAND=dev) it also prepares the local database wrangler dev uses, .wrangler/state:
 * the migrations and the demo data, as `npm start` does (scripts/local-db.ts). A deployment's
 * database is migrated by `wrangler d1 migrations apply DB --remote` (docs/deploying.md).
 */
import { spawnSync } from "node:child_process";
import { prepareLocalDatabase, printDemoAccounts } from "./local-db";

process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
if (process.env.WRANGLER_COMMAND === "dev") printDemoAccounts(await prepareLocalDatabase());

/**
 * `npm run typegen`'s first half: worker/env.d.ts from wrangler.toml (`wrangler types`). wrangler
 * names the Durable Object classes' module after `main`, which is the built Worker
 * (build/server/index.js, made by [build]); the code type-checks against the source entry it is
 * built from, worker/index.ts, so the generated imports are pointed there. `wrangler types --check`
 * (npm test) compares the configuration's hash, which this leaves as wrangler wrote it.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const FILE = "worker/env.d.ts";
const run = spawnSync("npx", ["wrangler", "types", FILE, "--include-runtime", "false"], { stdio: "inherit" });
if (run.status !== 0) process.exit(run.status ?? 1);
// Every var is in every environment: the build puts the top-level [vars] under an environment's own
// (vite.config.ts workerConfig), which wrangler's types cannot know, so they would say "optional".
const vars = new Set([...readFileSync("wrangler.toml", "utf8").matchAll(/^([A-Z][A-Z0-9_]*) = "/gm)].map((m) => m[1]));
const types = readFileSync(FILE, "utf8")
  .replaceAll('import("../build/server/index")', 'import("./index")')
  .replace(/^(\t)([A-Z][A-Z0-9_]*)\?: /gm, (line, tab: string, name: string) => (vars.has(name) ? `${tab}${name}: ` : line));
writeFileSync(FILE, types);

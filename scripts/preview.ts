/**
 * `npm run preview`: the production build in `wrangler dev`, ready to use: build, apply the D1
 * migrations and seed the demo account in the local state (.wrangler/state, shared with
 * `npm start`), then serve http://127.0.0.1:8787 (`PORT=…` to change). `wrangler dev` follows
 * .wrangler/deploy/config.json to the built build/server/wrangler.json. The Worker gets the Pact
 * verifier's provider-state secret: PACT_STATE_SECRET, else the local one (scripts/pact-state-secret.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import { DEMO_USER, prepareLocalDatabase } from "./local-db";
import { localPactStateSecret } from "./pact-state-secret";

// Offline machines: no fetch of the real `cf` object (the "Request.cf" warning), no metrics.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

await prepareLocalDatabase();
console.log(`\nDemo account: ${DEMO_USER.email} / ${DEMO_USER.password}\n`);

const port = process.env.PORT ?? "8787";
const pactStateVar = `PACT_STATE_SECRET:${process.env.PACT_STATE_SECRET ?? localPactStateSecret()}`;
const dev = spawn("npx", ["wrangler", "dev", "--ip", "127.0.0.1", "--port", port, "--log-level", "warn", "--var", pactStateVar], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => process.exit(code ?? 0));

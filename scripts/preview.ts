/**
 * `npm run preview`: the production build in `wrangler dev`, ready to use at http://127.0.0.1:8787
 * (`PORT=…` to change). wrangler runs wrangler.toml's [build] first (scripts/wrangler-build.ts):
 * the build, then the D1 migrations and the demo data in the local state (.wrangler/state, shared
 * with `npm start`). The vars are wrangler.toml's, as deployed: developer pages off, production
 * limits.
 */
import { spawn } from "node:child_process";

// Offline machines: no fetch of the real `cf` object (the "Request.cf" warning), no metrics.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

const port = process.env.PORT ?? "8787";
const dev = spawn("npx", ["wrangler", "dev", "--ip", "127.0.0.1", "--port", port, "--log-level", "warn"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => process.exit(code ?? 0));

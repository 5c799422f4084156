/**
 * `npm run preview`: the production build in `wrangler dev`, ready to use at http://127.0.0.1:8787
 * (`PORT=…` to change). wrangler runs wrangler.toml's [build] first (scripts/wrangler-build.ts):
 * the build, then the D1 migrations and the demo data in the local state (.wrangler/state, shared
 * with `npm start`). The vars are wrangler.toml's, as deployed — developer pages off, production
 * limits — but for the identity providers: Google, LINE, the SSO companies and Facebook are the
 * local stand-ins `npm start` runs, and so is the breach check's Pwned Passwords range API
 * (scripts/local-oidc.ts; on free ports with
 * LOCAL_PROVIDER_PORTS=free), since the real ones are neither reachable nor configured for a local
 * Worker. The Worker also gets the Pact verifier's provider-state secret: PACT_STATE_SECRET, else
 * the local one (scripts/pact-state-secret.ts), which `npm run contracts:verify` finds by itself.
 */
import { spawn } from "node:child_process";
import { startLocalProviders } from "./local-oidc";
import { localPactStateSecret } from "./pact-state-secret";

// Offline machines: no fetch of the real `cf` object (the "Request.cf" warning), no metrics.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

const port = process.env.PORT ?? "8787";
const oidc = await startLocalProviders();
console.log(
  `Local identity providers: ${Object.entries(oidc.issuers)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ")}; Facebook ${oidc.facebook.url}; Pwned Passwords ${oidc.pwnedPasswords.url}`,
);
const vars = { ...oidc.vars, PACT_STATE_SECRET: process.env.PACT_STATE_SECRET ?? localPactStateSecret() };
const dev = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    "--log-level",
    "warn",
    ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
  ],
  {
    stdio: "inherit",
  },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => void oidc.close().finally(() => process.exit(code ?? 0)));

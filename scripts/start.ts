/**
 * `npm start`: prepare the local database (migrations + demo data) and start the Vite dev server,
 * which runs the Worker itself inside workerd with D1, KV and the Durable Objects, state persisted
 * under .wrangler/state. The developer pages (/_dev/design) are on: DEV_TOOLS=true unless the
 * caller set DEV_TOOLS (vite.config.ts hands it to the Worker's vars).
 *
 * Environment (all optional; the dev-server smoke suite, test/smoke/, uses them to run beside a
 * developer's own `npm start`):
 *   PORT=5173                 the dev server's port
 *   PERSIST_TO=.wrangler/state the local state's folder (wrangler's --persist-to; vite.config.ts)
 *   LOCAL_PROVIDER_PORTS=free  the local identity providers and stand-ins on free ports instead of 8480-8485
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { printDemoAccounts, prepareLocalDatabase } from "./local-db";
import { LOCAL_OIDC_DEFAULT_HINT, startLocalProviders } from "./local-oidc";

process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

const persistTo = process.env.PERSIST_TO ? resolve(process.env.PERSIST_TO) : undefined;
const seeded = await prepareLocalDatabase(persistTo ? ["--persist-to", persistTo] : []);

const port = process.env.PORT ?? "5173";
// The local OpenID providers (Google, Line, SSO) on fixed ports: docs/local-development.md, "Local identity providers".
const oidc = await startLocalProviders();
console.log(
  `Local OpenID providers: ${Object.entries(oidc.issuers)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ")}`,
);
console.log(`"Continue with Google" signs in as ${LOCAL_OIDC_DEFAULT_HINT} (scripts/local-oidc.ts)`);
console.log(`Local Facebook Graph stand-in: ${oidc.facebook.url} (scripts/local-facebook.ts; docs/local-development.md)`);
console.log(`Local Pwned Passwords stand-in: ${oidc.pwnedPasswords.url} (scripts/local-pwned-passwords.ts; docs/local-development.md)\n`);
const env = {
  ...process.env,
  DEV_TOOLS: process.env.DEV_TOOLS ?? "true",
  LOCAL_OIDC_VARS: JSON.stringify(oidc.vars),
  ...(persistTo && { PERSIST_TO: persistTo }),
};
console.log(`Design system: http://127.0.0.1:${port}/_dev/design (DEV_TOOLS=${env.DEV_TOOLS})`);
printDemoAccounts(seeded);
const dev = spawn("npx", ["react-router", "dev", "--host", "127.0.0.1", "--port", port, "--strictPort"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => void oidc.close().finally(() => process.exit(code ?? 0)));

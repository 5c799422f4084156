/**
 * `npm start`: prepare the local database (migrations + demo account) and start the Vite dev
 * server, which runs the Worker itself inside workerd with D1, KV and the Durable Object, state
 * persisted under .wrangler/. The developer pages (/_dev/design) are on: DEV_TOOLS=true unless
 * the caller set DEV_TOOLS (vite.config.ts hands it to the Worker's vars).
 */
import { spawn } from "node:child_process";
import { DEMO_USER, prepareLocalDatabase } from "./local-db";
import { LOCAL_OIDC_DEFAULT_HINT, startLocalOidc } from "./local-oidc";

process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

await prepareLocalDatabase();
console.log(`\nDemo account: ${DEMO_USER.email} / ${DEMO_USER.password}\n`);

const port = process.env.PORT ?? "5173";
// The local OpenID providers (Google, Line, SSO) on fixed ports: README "Federated sign-in".
const oidc = await startLocalOidc({ fixedPorts: true });
console.log(`Local OpenID providers: ${Object.entries(oidc.issuers).map(([k, v]) => `${k} ${v}`).join(", ")}`);
console.log(`"Continue with Google" signs in as ${LOCAL_OIDC_DEFAULT_HINT} (scripts/local-oidc.ts)`);
console.log(`Local Facebook Graph stand-in: ${oidc.facebook.url} (scripts/local-facebook.ts; README "Facebook's retirement offline")\n`);
const env = { ...process.env, DEV_TOOLS: process.env.DEV_TOOLS ?? "true", LOCAL_OIDC_VARS: JSON.stringify(oidc.vars) };
console.log(`Design system: http://127.0.0.1:${port}/_dev/design (DEV_TOOLS=${env.DEV_TOOLS})\n`);
const dev = spawn("npx", ["react-router", "dev", "--host", "127.0.0.1", "--port", port, "--strictPort"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => void oidc.close().finally(() => process.exit(code ?? 0)));

/**
 * `npm start`: prepare the local database (migrations + demo account) and start the Vite dev
 * server, which runs the Worker itself inside workerd with D1, KV and the Durable Object, state
 * persisted under .wrangler/.
 */
import { spawn } from "node:child_process";
import { DEMO_USER, prepareLocalDatabase } from "./local-db";

process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

await prepareLocalDatabase();
console.log(`\nDemo account: ${DEMO_USER.email} / ${DEMO_USER.password}\n`);

const port = process.env.PORT ?? "5173";
const dev = spawn("npx", ["react-router", "dev", "--host", "127.0.0.1", "--port", port, "--strictPort"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => process.exit(code ?? 0));

/**
 * Verifies the Pact contracts in contracts/ against any running API: a partner's server, a
 * deployed Worker, or a local `wrangler dev`. Uses the same provider-state handlers as the
 * contract-provider tests (test/contracts/provider-states.ts), which arrange every state through
 * the public API only, so nothing but the base URL is needed.
 *
 *   npm run contracts:verify -- --base-url https://staging.example.com
 *   npm run contracts:verify -- --base-url http://127.0.0.1:8787 --pact contracts/pinboard-web-pinboard-api.json
 *
 * Options: --base-url <url> (required; or CONTRACTS_BASE_URL), --pact <file> (repeatable; default
 * every contracts/*.json), --log-level <trace|debug|info|warn|error>, --provider-version <label>.
 *
 * Mind the Worker's per-IP limits (wrangler.toml [vars], per minute: 30 log-ins, 10 sign-ups):
 * one run costs ~16 log-ins — the "account locked@example.com is locked" state alone needs ~11
 * (10 wrong attempts to trip the lockout, then the verified request) — and 7 sign-ups. Wait a
 * minute between runs against the same deployment. Exits 0 when every interaction passes, 1 when
 * any fails, 2 on bad arguments.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { LogLevel } from "@pact-foundation/pact";
import { ContractVerificationError, verifyContracts } from "../test/contracts/provider-states";

const LOG_LEVELS = ["trace", "debug", "info", "warn", "error"];

function usage(message: string): never {
  console.error(`${message}\nusage: npm run contracts:verify -- --base-url <url> [--pact <file>]... [--log-level warn]`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    options: {
      "base-url": { type: "string" },
      pact: { type: "string", multiple: true },
      "log-level": { type: "string" },
      "provider-version": { type: "string" },
    },
    strict: true,
  }).values;
} catch (err) {
  usage((err as Error).message);
}

const rawBaseUrl = args["base-url"] ?? process.env.CONTRACTS_BASE_URL;
if (!rawBaseUrl) usage("--base-url is required");
let baseUrl: string;
try {
  const url = new URL(rawBaseUrl);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not http(s)");
  baseUrl = url.origin;
} catch {
  usage(`--base-url must be an http(s) URL, got ${JSON.stringify(rawBaseUrl)}`);
}
const logLevel = args["log-level"] ?? "warn";
if (!LOG_LEVELS.includes(logLevel)) usage(`--log-level must be one of ${LOG_LEVELS.join(", ")}`);

const started = Date.now();
try {
  await verifyContracts({
    baseUrl,
    pactUrls: args.pact?.map((p) => resolve(p)),
    logLevel: logLevel as LogLevel,
    providerVersion: args["provider-version"],
  });
  console.log(`\nContracts verified against ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (err) {
  console.error(`\n${err instanceof ContractVerificationError ? err.message : (err as Error).stack ?? String(err)}`);
  process.exitCode = 1;
}

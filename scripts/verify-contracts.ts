/**
 * Verifies the Pact contracts in contracts/ against any running Worker: a deployment, a local
 * `npm start`, `npm run preview` or `wrangler dev`. Uses the same provider states as the
 * contract-provider tests (test/contracts/provider-states.ts); docs/contracts-for-partners.md is
 * the guide.
 *
 *   PACT_STATE_SECRET=… npm run contracts:verify -- --base-url https://staging.example.com
 *   npm run contracts:verify -- --base-url http://127.0.0.1:5173
 *
 * The target's provider-state credential comes from --state-secret, else PACT_STATE_SECRET in the
 * environment, else — for a server on this machine — .wrangler/pact-state-secret, which `npm start`
 * and `npm run preview` hand their Worker (scripts/pact-state-secret.ts). Without it the run stops
 * before verifying anything and says how to enable state set-up.
 *
 * Options: --base-url <url> (required; or CONTRACTS_BASE_URL), --state-secret <secret>, --pact
 * <file> (repeatable; default every contracts/*.json), --log-level <trace|debug|info|warn|error>,
 * --provider-version <label>. Back-to-back runs are fine: a run waits for the next per-IP
 * rate-limit window when the current one has too little left for its verified interactions.
 * Exits 0 when every verified interaction passes, 1 when any fails or nothing could be verified,
 * 2 on bad arguments.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { LogLevel } from "@pact-foundation/pact";
import { ContractVerificationError, verifyContracts, type VerifySummary } from "../test/contracts/provider-states";

// Offline by default: Pact's usage metrics would be sent to its own servers.
process.env.PACT_DO_NOT_TRACK ??= "true";

const LOG_LEVELS = ["trace", "debug", "info", "warn", "error"];

function usage(message: string): never {
  console.error(
    `${message}\nusage: npm run contracts:verify -- --base-url <url> [--state-secret <secret>] [--pact <file>]... [--log-level warn]`,
  );
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    options: {
      "base-url": { type: "string" },
      "state-secret": { type: "string" },
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

const describe = (s: VerifySummary) =>
  [
    `${s.verified} interactions verified${s.skipped.length ? `, ${s.skipped.length} left out (above)` : ""} in ${s.seconds.toFixed(1)} s` +
      (s.waitedSeconds ? ` (${s.waitedSeconds} s of it waiting for a rate-limit window)` : ""),
    `requests to the target: ${s.requests.verified} verified, ${s.requests.states} for provider states (carrying the state secret: no per-IP limit counts them)`,
    `per-IP rate-limit buckets the verified interactions used: ${Object.entries(s.costs)
      .map(([b, n]) => `${b} ${n}`)
      .join(", ")}`,
    `state accounts: ${s.accountsReset} fixed ones reset at the start` +
      (s.healed.length ? `; reset again before a state's log-in, an earlier interaction having changed them: ${s.healed.join(", ")}` : ""),
    s.teardown
      ? `teardown: ${s.teardown.accounts_deleted} accounts (with all they made) and ${s.teardown.messages_deleted} mails removed`
      : "teardown: failed",
  ].join("\n");

try {
  const summary = await verifyContracts({
    baseUrl,
    pactUrls: args.pact?.map((p) => resolve(p)),
    logLevel: logLevel as LogLevel,
    providerVersion: args["provider-version"],
    stateSecret: args["state-secret"],
  });
  console.log(`\nContracts verified against ${baseUrl}: ${describe(summary)}`);
} catch (err) {
  if (err instanceof ContractVerificationError) {
    console.error(`\n${err.message}`);
    if (err.summary) console.error(`\n${describe(err.summary)}`);
  } else console.error(`\n${(err as Error).stack ?? String(err)}`);
  process.exitCode = 1;
}

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
 * <file or http(s) URL> (repeatable; default every contracts/*.json, or the broker's selection),
 * --log-level <trace|debug|info|warn|error>, --provider-version <version> (default the git commit),
 * --provider-branch <branch> (default the git branch). With a Pact Broker or PactFlow
 * (docs/contracts-for-partners.md, "With a Pact Broker"): --broker-url (or PACT_BROKER_BASE_URL),
 * --broker-token / --broker-username --broker-password (or PACT_BROKER_TOKEN, _USERNAME, _PASSWORD),
 * --consumer-version-selector '<json>' (repeatable; default {"mainBranch":true} and
 * {"deployedOrReleased":true}), --enable-pending, --include-wip-pacts-since <date>, --publish.
 * Back-to-back runs are fine: a run waits for the next per-IP rate-limit window when the current
 * one has too little left for its verified interactions. Exits 0 when every verified interaction
 * of every pact that is not pending passes, 1 when one fails or nothing could be verified, 2 on bad
 * arguments.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { LogLevel } from "@pact-foundation/pact";
import { ContractVerificationError, verifyContracts, type VerifySummary } from "../test/contracts/provider-states";
import { BROKER_ARGS, brokerFromArgs, gitBranch, gitCommit, type ConsumerVersionSelector } from "./pact-broker-client";

// Offline by default: Pact's usage metrics would be sent to its own servers.
process.env.PACT_DO_NOT_TRACK ??= "true";

const LOG_LEVELS = ["trace", "debug", "info", "warn", "error"];

function usage(message: string): never {
  console.error(
    `${message}\nusage: npm run contracts:verify -- --base-url <url> [--state-secret <secret>] [--pact <file|url>]... [--broker-url <url> [--broker-token <t> | --broker-username <u> --broker-password <p>] [--consumer-version-selector <json>]... [--enable-pending] [--include-wip-pacts-since <date>] [--publish]] [--provider-version <v>] [--provider-branch <b>] [--log-level warn]`,
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
      "provider-branch": { type: "string" },
      ...BROKER_ARGS,
      "consumer-version-selector": { type: "string", multiple: true },
      "enable-pending": { type: "boolean" },
      "include-wip-pacts-since": { type: "string" },
      publish: { type: "boolean" },
      "build-url": { type: "string" },
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

let selectors: ConsumerVersionSelector[] | undefined;
try {
  selectors = args["consumer-version-selector"]?.map((j) => JSON.parse(j) as ConsumerVersionSelector);
} catch {
  usage(`--consumer-version-selector takes JSON, e.g. '{"mainBranch":true}' or '{"deployedOrReleased":true}'`);
}
if (args["include-wip-pacts-since"] && Number.isNaN(Date.parse(args["include-wip-pacts-since"])))
  usage("--include-wip-pacts-since takes a date, e.g. 2026-11-01");
const brokerSettings = brokerFromArgs(args);
if (args.publish && !brokerSettings) usage("--publish needs --broker-url (or PACT_BROKER_BASE_URL)");
const broker = brokerSettings && {
  ...brokerSettings,
  ...(selectors && { consumerVersionSelectors: selectors }),
  ...(args["enable-pending"] && { enablePending: true }),
  ...(args["include-wip-pacts-since"] && { includeWipPactsSince: args["include-wip-pacts-since"] }),
};
const providerVersion = args["provider-version"] ?? gitCommit();
const providerVersionBranch = args["provider-branch"] ?? gitBranch();

const describe = (s: VerifySummary) =>
  [
    `${s.verified} interactions verified${s.skipped.length ? `, ${s.skipped.length} left out (above)` : ""} in ${s.seconds.toFixed(1)} s` +
      (s.waitedSeconds ? ` (${s.waitedSeconds} s of it waiting for a rate-limit window)` : ""),
    `requests to the target: ${s.requests.verified} verified, ${s.requests.states} for provider states (carrying the state secret: no per-IP limit counts them)`,
    `per-IP rate-limit buckets the verified interactions used: ${Object.entries(s.costs)
      .map(([b, n]) => `${b} ${n}`)
      .join(", ")}`,
    `state accounts: ${s.accountsReset} fixed ones made anew at the start` +
      (s.healed.length ? `; reset again before a state's log-in, an earlier interaction having changed them: ${s.healed.join(", ")}` : ""),
    ...(s.published.length
      ? [
          `results published to the broker (provider version ${providerVersion}${providerVersionBranch ? `, branch ${providerVersionBranch}` : ""}): ${s.published.map((p) => `${p.pact} ${p.success ? "passed" : "failed"}`).join("; ")}`,
        ]
      : []),
    ...(s.pendingFailures.length
      ? [`${s.pendingFailures.length} interactions of pending pacts failed (reported, not failing the run)`]
      : []),
    s.teardown
      ? `teardown: ${s.teardown.accounts_deleted} accounts (with all they made) and ${s.teardown.messages_deleted} mails removed`
      : "teardown: failed",
  ].join("\n");

try {
  const summary = await verifyContracts({
    baseUrl,
    pactUrls: args.pact?.map((p) => (/^https?:\/\//.test(p) ? p : resolve(p))),
    ...(broker && { broker }),
    publishVerificationResult: args.publish === true,
    logLevel: logLevel as LogLevel,
    ...(providerVersion && { providerVersion }),
    ...(providerVersionBranch && { providerVersionBranch }),
    ...(args["build-url"] && { buildUrl: args["build-url"] }),
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

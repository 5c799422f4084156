/**
 * `npm run contracts:publish`: publishes our consumer pacts (contracts/*.json, written by the
 * contract-consumer tests) to a Pact Broker or PactFlow with one POST /contracts/publish, as
 * `pact-broker publish` does: the consumer version is the git commit, with its branch, so a
 * provider's `mainBranch` and `matchingBranch` selectors find it (docs/contracts-for-partners.md).
 *
 *   PACT_BROKER_BASE_URL=https://broker.example PACT_BROKER_TOKEN=… npm run contracts:publish
 *
 * Options: --broker-url (or PACT_BROKER_BASE_URL), --broker-token or --broker-username
 * --broker-password (or PACT_BROKER_TOKEN, _USERNAME, _PASSWORD), --consumer-app-version (default
 * the git commit), --branch (default the git branch), --tag (repeatable), --build-url, files
 * (default every contracts/*.json). Exits 0 once published, 1 when the broker refuses, 2 on bad arguments.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { contractFiles } from "../test/contracts/provider-states";
import {
  BROKER_ARGS,
  brokerFromArgs,
  gitBranch,
  gitCommit,
  publishContracts,
  type BrokerOptions,
  type PactParties,
} from "./pact-broker-client";

/**
 * Publishes `files` as one consumer version.
 *
 * @example
 * await publishContractFiles(broker, contractFiles(), { version: gitCommit()!, branch: "main" });
 */
export function publishContractFiles(
  b: BrokerOptions,
  files: string[],
  opts: { version: string; branch?: string; tags?: string[]; buildUrl?: string },
) {
  const pacts = files.map((f) => {
    const content = readFileSync(f, "utf8");
    return { parties: JSON.parse(content) as PactParties, content };
  });
  return publishContracts(b, { ...opts, pacts });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const fail = (message: string): never => {
    console.error(
      `${message}\nusage: npm run contracts:publish -- --broker-url <url> [--broker-token <t>] [--consumer-app-version <v>] [--branch <b>] [--tag <t>]… [file.json…]`,
    );
    process.exit(2);
  };
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        ...BROKER_ARGS,
        "consumer-app-version": { type: "string" },
        branch: { type: "string" },
        tag: { type: "string", multiple: true },
        "build-url": { type: "string" },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    fail((err as Error).message);
  }
  const args = parsed!.values;
  const broker = brokerFromArgs(args) ?? fail("--broker-url (or PACT_BROKER_BASE_URL) is required");
  const version = args["consumer-app-version"] ?? gitCommit() ?? fail("no git commit: give --consumer-app-version");
  const branch = args.branch ?? gitBranch();
  const files = parsed!.positionals.length ? parsed!.positionals.map((f) => resolve(f)) : contractFiles();
  if (files.length === 0) fail("no contracts in contracts/: run the contract-consumer tests first");
  try {
    const answer = await publishContractFiles(broker, files, {
      version,
      ...(branch && { branch }),
      ...(args.tag && { tags: args.tag }),
      ...(args["build-url"] && { buildUrl: args["build-url"] }),
    });
    for (const n of answer.notices ?? []) console.log(n.text);
    console.log(`Published ${files.length} pact(s) as version ${version}${branch ? ` (branch ${branch})` : ""} to ${broker.pactBrokerUrl}`);
  } catch (err) {
    console.error((err as Error).message);
    process.exitCode = 1;
  }
}

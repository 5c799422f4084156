/**
 * `npm run can-i-deploy`: asks the Pact Broker (or PactFlow) whether this version may be deployed
 * to an environment — every pact between it and the versions there verified successfully — before
 * `npx wrangler deploy`, as `pact-broker can-i-deploy` does (GET /can-i-deploy). With
 * --record-deployment, tells the broker afterwards that the version now runs there
 * (docs/contracts-for-partners.md, "With a Pact Broker").
 *
 *   npm run can-i-deploy -- --to-environment production && npx wrangler deploy && npm run can-i-deploy -- --to-environment production --record-deployment
 *
 * Options: --broker-url / --broker-token / --broker-username --broker-password (or PACT_BROKER_*),
 * --pacticipant (default pinboard-api), --version (default the git commit), --to-environment
 * (default production), --record-deployment. Exits 0 when deployable (or recorded), 1 when not or
 * the broker cannot say, 2 on bad arguments.
 */
import { parseArgs } from "node:util";
import { PROVIDER } from "../test/contracts/provider-states";
import { BROKER_ARGS, brokerFromArgs, canIDeploy, gitCommit, recordDeployment } from "./pact-broker-client";

const fail = (message: string): never => {
  console.error(
    `${message}\nusage: npm run can-i-deploy -- --broker-url <url> [--pacticipant pinboard-api] [--version <v>] [--to-environment production] [--record-deployment]`,
  );
  process.exit(2);
};
let parsed;
try {
  parsed = parseArgs({
    options: {
      ...BROKER_ARGS,
      pacticipant: { type: "string" },
      version: { type: "string" },
      "to-environment": { type: "string" },
      "record-deployment": { type: "boolean" },
    },
    strict: true,
  });
} catch (err) {
  fail((err as Error).message);
}
const args = parsed!.values;
const broker = brokerFromArgs(args) ?? fail("--broker-url (or PACT_BROKER_BASE_URL) is required");
const query = {
  pacticipant: args.pacticipant ?? PROVIDER,
  version: args.version ?? gitCommit() ?? fail("no git commit: give --version"),
  environment: args["to-environment"] ?? "production",
};
try {
  if (args["record-deployment"]) {
    await recordDeployment(broker, query);
    console.log(`Recorded ${query.pacticipant} ${query.version} as deployed to ${query.environment}`);
  } else {
    const { summary } = await canIDeploy(broker, query);
    console.log(
      `${summary.deployable ? "✔ yes" : "✖ no"}: ${query.pacticipant} ${query.version} to ${query.environment}. ${summary.reason}`,
    );
    process.exitCode = summary.deployable ? 0 : 1;
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}

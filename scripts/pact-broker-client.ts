/**
 * The Pact Broker calls our contract scripts make (docs/contracts-for-partners.md, "With a Pact
 * Broker"), over the broker's HAL API — the same requests the Pact CLI and pact-js' verifier send,
 * to a Pact Broker or PactFlow:
 *   - POST /contracts/publish                                    publish a consumer's pacts (contracts:publish)
 *   - POST /pacts/provider/{provider}/for-verification           the pacts the selectors choose, pending and WIP marked (contracts:verify)
 *   - the pact's pb:publish-verification-results link            a verification result (contracts:verify --publish)
 *   - PUT /pacticipants/{p}/branches/{branch}/versions/{version}  the provider version's branch
 *   - GET /can-i-deploy?pacticipant&version&environment          the matrix's verdict (can-i-deploy)
 *   - POST /pacticipants/{p}/versions/{v}/deployed-versions/environment/{env}  record a deployment
 * Why not the Pact CLI: it is a Ruby (or standalone) download, not an npm package that installs
 * offline; pact-js' verifier fetches from a broker itself, but then verifies every interaction,
 * and a target leaves some out by configuration (test/contracts/provider-states.ts), so the
 * verifier resolves the broker's pacts here and verifies each as a file.
 */
import { execFileSync } from "node:child_process";
import type { VerifierOptions } from "@pact-foundation/pact";

/** pact-js' own names for the broker's settings (its VerifierOptions). */
export type BrokerOptions = Required<Pick<VerifierOptions, "pactBrokerUrl">> &
  Pick<VerifierOptions, "pactBrokerToken" | "pactBrokerUsername" | "pactBrokerPassword">;
export type ConsumerVersionSelector = NonNullable<VerifierOptions["consumerVersionSelectors"]>[number];

/** The selectors a provider verifies by default: its consumers' main branch and what is deployed or released. */
export const DEFAULT_SELECTORS: ConsumerVersionSelector[] = [{ mainBranch: true }, { deployedOrReleased: true }];

/** The broker's settings from the environment (PACT_BROKER_BASE_URL, _TOKEN, _USERNAME, _PASSWORD: the Pact CLI's names). */
export function brokerFromEnv(env: Record<string, string | undefined> = process.env): BrokerOptions | undefined {
  if (!env.PACT_BROKER_BASE_URL) return undefined;
  return {
    pactBrokerUrl: env.PACT_BROKER_BASE_URL,
    ...(env.PACT_BROKER_TOKEN && { pactBrokerToken: env.PACT_BROKER_TOKEN }),
    ...(env.PACT_BROKER_USERNAME && { pactBrokerUsername: env.PACT_BROKER_USERNAME }),
    ...(env.PACT_BROKER_PASSWORD && { pactBrokerPassword: env.PACT_BROKER_PASSWORD }),
  };
}

/** The Authorization header for the broker (a token: PactFlow, or basic auth: a self-hosted broker). */
export function brokerAuth(
  b: Pick<BrokerOptions, "pactBrokerToken" | "pactBrokerUsername" | "pactBrokerPassword">,
): Record<string, string> {
  if (b.pactBrokerToken) return { Authorization: `Bearer ${b.pactBrokerToken}` };
  if (b.pactBrokerUsername)
    return { Authorization: `Basic ${Buffer.from(`${b.pactBrokerUsername}:${b.pactBrokerPassword ?? ""}`).toString("base64")}` };
  return {};
}

/** One JSON request to the broker; the parsed answer, or an error naming the call and the broker's message. */
export async function brokerJson<T>(b: BrokerOptions, method: string, pathOrUrl: string, body?: unknown): Promise<T> {
  const url = new URL(pathOrUrl, b.pactBrokerUrl.endsWith("/") ? b.pactBrokerUrl : `${b.pactBrokerUrl}/`);
  const res = await fetch(url, {
    method,
    headers: {
      Accept: "application/hal+json, application/json",
      ...(body !== undefined && { "Content-Type": "application/json" }),
      ...brokerAuth(b),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`the Pact Broker answered ${method} ${url.pathname} with HTTP ${res.status}: ${text.slice(0, 500)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

const git = (...args: string[]) => {
  try {
    return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || undefined;
  } catch {
    return undefined;
  }
};

/** The version a pacticipant publishes as: the git commit (GIT_COMMIT or CI's own variables first). */
export const gitCommit = (env: Record<string, string | undefined> = process.env) =>
  env.GIT_COMMIT ?? env.GITHUB_SHA ?? git("rev-parse", "HEAD");
/** Its branch: GIT_BRANCH (or CI's) else the checked-out branch. */
export const gitBranch = (env: Record<string, string | undefined> = process.env) =>
  env.GIT_BRANCH ?? env.GITHUB_HEAD_REF ?? env.GITHUB_REF_NAME ?? git("rev-parse", "--abbrev-ref", "HEAD");

/** A pact file's parties (the broker keys contracts by them). */
export interface PactParties {
  consumer: { name: string };
  provider: { name: string };
}

/** POST /contracts/publish: the consumer version (with its branch) and its pacts, one call. */
export async function publishContracts(
  b: BrokerOptions,
  opts: { version: string; branch?: string; tags?: string[]; buildUrl?: string; pacts: { parties: PactParties; content: string }[] },
): Promise<{ notices?: { type: string; text: string }[] }> {
  const consumers = [...new Set(opts.pacts.map((p) => p.parties.consumer.name))];
  if (consumers.length !== 1) throw new Error(`one consumer per publication, got ${consumers.join(", ") || "none"}`);
  return brokerJson(b, "POST", "contracts/publish", {
    pacticipantName: consumers[0],
    pacticipantVersionNumber: opts.version,
    ...(opts.branch && { branch: opts.branch }),
    ...(opts.tags?.length && { tags: opts.tags }),
    ...(opts.buildUrl && { buildUrl: opts.buildUrl }),
    contracts: opts.pacts.map((p) => ({
      consumerName: p.parties.consumer.name,
      providerName: p.parties.provider.name,
      specification: "pact",
      contentType: "application/json",
      content: Buffer.from(p.content).toString("base64"),
    })),
  });
}

/** A pact the broker chose for verification, with how its failure counts. */
export interface BrokerPact {
  url: string;
  name: string;
  /** Pending: a failure is reported but does not fail the run (the provider never verified this content on its branch). */
  pending: boolean;
  wip: boolean;
  notices: string[];
}

/** POST /pacts/provider/{provider}/for-verification, as pact-js' verifier asks it. */
export async function pactsForVerification(
  b: BrokerOptions,
  provider: string,
  opts: {
    consumerVersionSelectors?: ConsumerVersionSelector[];
    enablePending?: boolean;
    includeWipPactsSince?: string;
    providerVersionBranch?: string;
  },
): Promise<BrokerPact[]> {
  const answer = await brokerJson<{
    _embedded?: {
      pacts?: {
        shortDescription?: string;
        verificationProperties?: { pending?: boolean; wip?: boolean; notices?: { text: string }[] };
        _links: { self: { href: string; name?: string } };
      }[];
    };
  }>(b, "POST", `pacts/provider/${encodeURIComponent(provider)}/for-verification`, {
    consumerVersionSelectors: opts.consumerVersionSelectors ?? DEFAULT_SELECTORS,
    includePendingStatus: opts.enablePending ?? false,
    ...(opts.includeWipPactsSince && { includeWipPactsSince: opts.includeWipPactsSince }),
    ...(opts.providerVersionBranch && { providerVersionBranch: opts.providerVersionBranch }),
  });
  return (answer._embedded?.pacts ?? []).map((p) => ({
    url: p._links.self.href,
    name: p._links.self.name ?? p.shortDescription ?? p._links.self.href,
    pending: p.verificationProperties?.pending === true,
    wip: p.verificationProperties?.wip === true,
    notices: (p.verificationProperties?.notices ?? []).map((n) => n.text),
  }));
}

/** A pact (from a broker or any https URL) and the link its verification results go to, if any. */
export async function fetchPact(b: Partial<BrokerOptions>, url: string): Promise<{ content: string; publishUrl?: string }> {
  const res = await fetch(url, { headers: { Accept: "application/hal+json, application/json", ...brokerAuth(b) } });
  if (!res.ok) throw new Error(`GET ${url} answered HTTP ${res.status}`);
  const content = await res.text();
  const links = (JSON.parse(content) as { _links?: Record<string, { href?: string }> })._links;
  return { content, publishUrl: links?.["pb:publish-verification-results"]?.href };
}

/** The provider version's branch (PUT …/branches/{branch}/versions/{version}), then the result on the pact's link. */
export async function publishVerificationResult(
  b: BrokerOptions,
  opts: {
    provider: string;
    providerVersion: string;
    providerVersionBranch?: string;
    publishUrl: string;
    success: boolean;
    testResults: unknown;
    buildUrl?: string;
  },
): Promise<void> {
  if (opts.providerVersionBranch) {
    const p = encodeURIComponent(opts.provider);
    await brokerJson(
      b,
      "PUT",
      `pacticipants/${p}/branches/${encodeURIComponent(opts.providerVersionBranch)}/versions/${encodeURIComponent(opts.providerVersion)}`,
      {},
    );
  }
  await brokerJson(b, "POST", opts.publishUrl, {
    success: opts.success,
    providerApplicationVersion: opts.providerVersion,
    verifiedBy: { implementation: "pinboard-edge contracts:verify (pact-js)", version: "1" },
    testResults: opts.testResults,
    ...(opts.buildUrl && { buildUrl: opts.buildUrl }),
  });
}

export interface CanIDeploy {
  summary: { deployable: boolean | null; reason: string; success?: number; failed?: number; unknown?: number };
  matrix?: unknown[];
}

/** GET /can-i-deploy: may this pacticipant version go to the environment? */
export const canIDeploy = (b: BrokerOptions, opts: { pacticipant: string; version: string; environment: string }) =>
  brokerJson<CanIDeploy>(
    b,
    "GET",
    `can-i-deploy?${new URLSearchParams({ pacticipant: opts.pacticipant, version: opts.version, environment: opts.environment })}`,
  );

/** Records that the version now runs in the environment (what `pact-broker record-deployment` does: the environment by name, then by its uuid). */
export async function recordDeployment(
  b: BrokerOptions,
  opts: { pacticipant: string; version: string; environment: string },
): Promise<void> {
  const found = await brokerJson<{ _embedded?: { environments?: { uuid: string; name: string }[] } }>(
    b,
    "GET",
    `environments?${new URLSearchParams({ name: opts.environment })}`,
  );
  const env = found._embedded?.environments?.find((e) => e.name === opts.environment);
  if (!env) throw new Error(`the broker has no environment named ${opts.environment} (create it once: pact-broker create-environment)`);
  const p = encodeURIComponent(opts.pacticipant);
  await brokerJson(
    b,
    "POST",
    `pacticipants/${p}/versions/${encodeURIComponent(opts.version)}/deployed-versions/environment/${encodeURIComponent(env.uuid)}`,
    {},
  );
}

/** The broker's settings from the command line's --broker-url, --broker-token, --broker-username, --broker-password, else the environment. */
export function brokerFromArgs(args: {
  "broker-url"?: string;
  "broker-token"?: string;
  "broker-username"?: string;
  "broker-password"?: string;
}): BrokerOptions | undefined {
  const env = brokerFromEnv();
  const url = args["broker-url"] ?? env?.pactBrokerUrl;
  if (!url) return undefined;
  const token = args["broker-token"] ?? env?.pactBrokerToken;
  const username = args["broker-username"] ?? env?.pactBrokerUsername;
  const password = args["broker-password"] ?? env?.pactBrokerPassword;
  return {
    pactBrokerUrl: url,
    ...(token && { pactBrokerToken: token }),
    ...(username && { pactBrokerUsername: username }),
    ...(password && { pactBrokerPassword: password }),
  };
}

/** The options every broker command takes (node:util parseArgs). */
export const BROKER_ARGS = {
  "broker-url": { type: "string" },
  "broker-token": { type: "string" },
  "broker-username": { type: "string" },
  "broker-password": { type: "string" },
} as const;

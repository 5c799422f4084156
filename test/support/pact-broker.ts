/**
 * A Pact Broker stand-in for the tests: a small Node HTTP server speaking the broker's HAL API for
 * exactly the calls scripts/pact-broker-client.ts makes (publish contracts, pacts for verification
 * with consumer version selectors, pending and WIP pacts, verification results, provider branches,
 * deployments, environments, can-i-deploy), in memory. The real broker is a Ruby service that
 * cannot be installed here; the Pact project's own CLI tests stub it the same way. Semantics kept
 * to what the loop needs (docs/contracts-for-partners.md, "With a Pact Broker"):
 *   - a consumer's main branch is `main`; the selectors mainBranch, branch, matchingBranch, latest,
 *     deployed, released and deployedOrReleased (with an optional environment) choose versions;
 *   - a pact is pending for a provider branch until a provider version of that branch (of any,
 *     without one) has verified its content successfully;
 *   - WIP pacts: with includeWipPactsSince, the latest pact of each consumer branch published since
 *     that date which is pending and not otherwise selected;
 *   - can-i-deploy: every pact between the version and the versions deployed in the environment
 *     must have a successful verification; one failed or missing says no.
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { ConsumerVersionSelector } from "../../scripts/pact-broker-client";

interface Version {
  number: string;
  branches: Set<string>;
  deployedIn: Set<string>;
  releasedIn: Set<string>;
  order: number;
}
interface PublishedPact {
  consumer: string;
  consumerVersion: string;
  provider: string;
  sha: string;
  content: Record<string, unknown>;
  createdAt: number;
}
interface Verification {
  provider: string;
  providerVersion: string;
  consumer: string;
  sha: string;
  success: boolean;
  body: unknown;
}

export interface PactBrokerStandIn {
  url: string;
  /** What it holds, for assertions. */
  verifications: Verification[];
  pacts: PublishedPact[];
  /** Every request it answered (method and path), in order. */
  requests: string[];
  close: () => Promise<void>;
}

const MAIN_BRANCH = "main";

/**
 * Starts the stand-in on a free port of 127.0.0.1; with `token` (or `basic`), requests without that
 * Authorization header get 401, as PactFlow's and a secured broker's do.
 *
 * @example
 * const broker = await startPactBroker({ token: "pact-token" });
 * // … publish, verify, can-i-deploy against broker.url … then await broker.close()
 */
export async function startPactBroker(
  opts: { token?: string; basic?: { username: string; password: string } } = {},
): Promise<PactBrokerStandIn> {
  const pacticipants = new Map<string, Map<string, Version>>();
  const pacts: PublishedPact[] = [];
  const verifications: Verification[] = [];
  const requests: string[] = [];
  let order = 0;
  let base = "";

  const versionOf = (pacticipant: string, number: string): Version => {
    let versions = pacticipants.get(pacticipant);
    if (!versions) pacticipants.set(pacticipant, (versions = new Map()));
    let v = versions.get(number);
    if (!v) versions.set(number, (v = { number, branches: new Set(), deployedIn: new Set(), releasedIn: new Set(), order: order++ }));
    return v;
  };
  const expectedAuth = opts.token
    ? `Bearer ${opts.token}`
    : opts.basic
      ? `Basic ${Buffer.from(`${opts.basic.username}:${opts.basic.password}`).toString("base64")}`
      : undefined;
  const pactUrl = (p: PublishedPact) =>
    `${base}/pacts/provider/${encodeURIComponent(p.provider)}/consumer/${encodeURIComponent(p.consumer)}/pact-version/${p.sha}`;
  const verifiedOk = (p: PublishedPact, provider: string, branch?: string) =>
    verifications.some(
      (v) =>
        v.sha === p.sha && v.provider === provider && v.success && (!branch || versionOf(provider, v.providerVersion).branches.has(branch)),
    );

  /** The consumer versions a selector chooses, for the provider's pacts. */
  function select(provider: string, s: ConsumerVersionSelector, providerBranch?: string): PublishedPact[] {
    const mine = pacts.filter((p) => p.provider === provider && (!s.consumer || p.consumer === s.consumer));
    const consumers = [...new Set(mine.map((p) => p.consumer))];
    const latestWhere = (consumer: string, ok: (v: Version) => boolean) =>
      mine
        .filter((p) => p.consumer === consumer && ok(versionOf(consumer, p.consumerVersion)))
        .sort((a, b) => versionOf(consumer, b.consumerVersion).order - versionOf(consumer, a.consumerVersion).order)[0];
    const envOk = (envs: Set<string>) => (s.environment ? envs.has(s.environment) : envs.size > 0);
    if (s.deployed || s.released || s.deployedOrReleased) {
      return mine.filter((p) => {
        const v = versionOf(p.consumer, p.consumerVersion);
        return (
          (s.deployed || s.deployedOrReleased ? envOk(v.deployedIn) : false) ||
          (s.released || s.deployedOrReleased ? envOk(v.releasedIn) : false)
        );
      });
    }
    const branch = s.mainBranch ? MAIN_BRANCH : s.matchingBranch ? providerBranch : s.branch;
    if (branch !== undefined || s.latest) {
      return consumers.flatMap((c) => latestWhere(c, (v) => branch === undefined || v.branches.has(branch)) ?? []);
    }
    return [];
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", base);
    const path = url.pathname;
    requests.push(`${req.method} ${path}`);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/hal+json" });
      res.end(JSON.stringify(body));
    };
    if (expectedAuth && req.headers.authorization !== expectedAuth) return json(401, { error: "authentication required" });
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = (chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {}) as Record<string, unknown>;
    let m: RegExpExecArray | null;

    if (req.method === "GET" && path === "/") {
      return json(200, {
        _links: {
          "pb:publish-contracts": { href: `${base}/contracts/publish` },
          "pb:can-i-deploy-pacticipant-version-to-environment": { href: `${base}/can-i-deploy` },
        },
      });
    }
    if (req.method === "POST" && path === "/contracts/publish") {
      const name = String(body.pacticipantName);
      const v = versionOf(name, String(body.pacticipantVersionNumber));
      if (typeof body.branch === "string") v.branches.add(body.branch);
      for (const c of body.contracts as { consumerName: string; providerName: string; content: string }[]) {
        const text = Buffer.from(c.content, "base64").toString("utf8");
        const content = JSON.parse(text) as Record<string, unknown>;
        const sha = createHash("sha256")
          .update(JSON.stringify(content.interactions ?? []))
          .digest("hex")
          .slice(0, 40);
        pacts.push({ consumer: c.consumerName, consumerVersion: v.number, provider: c.providerName, sha, content, createdAt: Date.now() });
      }
      return json(200, {
        notices: [{ type: "success", text: `Published ${name} version ${v.number}` }],
        _embedded: { version: { number: v.number } },
      });
    }
    if (req.method === "POST" && (m = /^\/pacts\/provider\/([^/]+)\/for-verification$/.exec(path))) {
      const provider = decodeURIComponent(m[1]!);
      const providerBranch = typeof body.providerVersionBranch === "string" ? body.providerVersionBranch : undefined;
      const chosen = new Map<string, { pact: PublishedPact; why: string[]; wip: boolean }>();
      for (const s of (body.consumerVersionSelectors ?? []) as ConsumerVersionSelector[]) {
        for (const p of select(provider, s, providerBranch)) {
          const entry = chosen.get(p.sha) ?? { pact: p, why: [], wip: false };
          entry.why.push(JSON.stringify(s));
          chosen.set(p.sha, entry);
        }
      }
      if (typeof body.includeWipPactsSince === "string") {
        const since = Date.parse(body.includeWipPactsSince);
        const branches = new Set(
          pacts.flatMap((p) => [...versionOf(p.consumer, p.consumerVersion).branches].map((b) => `${p.consumer}\u0000${b}`)),
        );
        for (const key of branches) {
          const [consumer, branch] = key.split("\u0000") as [string, string];
          const [latest] = select(provider, { consumer, branch }, providerBranch);
          if (latest && latest.createdAt >= since && !chosen.has(latest.sha) && !verifiedOk(latest, provider, providerBranch)) {
            chosen.set(latest.sha, { pact: latest, why: [`work in progress on ${branch}`], wip: true });
          }
        }
      }
      const pending = (p: PublishedPact) => body.includePendingStatus === true && !verifiedOk(p, provider, providerBranch);
      return json(200, {
        _embedded: {
          pacts: [...chosen.values()].map(({ pact, why, wip }) => ({
            shortDescription: `${pact.consumer} ${pact.consumerVersion}`,
            verificationProperties: {
              pending: wip || pending(pact),
              ...(wip && { wip: true }),
              notices: [
                {
                  when: "before_verification",
                  text: `The pact of ${pact.consumer} ${pact.consumerVersion} is verified because of ${why.join(", ")}`,
                },
              ],
            },
            _links: { self: { href: pactUrl(pact), name: `Pact between ${pact.consumer} (${pact.consumerVersion}) and ${pact.provider}` } },
          })),
        },
      });
    }
    if ((m = /^\/pacts\/provider\/([^/]+)\/consumer\/([^/]+)\/pact-version\/(\w+)(\/verification-results)?$/.exec(path))) {
      const pact = pacts.find(
        (p) => p.sha === m![3] && p.provider === decodeURIComponent(m![1]!) && p.consumer === decodeURIComponent(m![2]!),
      );
      if (!pact) return json(404, { error: "no such pact" });
      if (req.method === "GET" && !m[4]) {
        return json(200, {
          ...pact.content,
          _links: { self: { href: pactUrl(pact) }, "pb:publish-verification-results": { href: `${pactUrl(pact)}/verification-results` } },
        });
      }
      if (req.method === "POST" && m[4]) {
        const providerVersion = String(body.providerApplicationVersion);
        versionOf(pact.provider, providerVersion);
        verifications.push({
          provider: pact.provider,
          providerVersion,
          consumer: pact.consumer,
          sha: pact.sha,
          success: body.success === true,
          body,
        });
        return json(201, { success: body.success, providerApplicationVersion: providerVersion });
      }
    }
    if (req.method === "PUT" && (m = /^\/pacticipants\/([^/]+)\/branches\/([^/]+)\/versions\/([^/]+)$/.exec(path))) {
      versionOf(decodeURIComponent(m[1]!), decodeURIComponent(m[3]!)).branches.add(decodeURIComponent(m[2]!));
      return json(200, {});
    }
    if (req.method === "GET" && path === "/environments") {
      const name = url.searchParams.get("name");
      return json(200, { _embedded: { environments: name ? [{ uuid: name, name }] : [] } });
    }
    if (
      req.method === "POST" &&
      (m = /^\/pacticipants\/([^/]+)\/versions\/([^/]+)\/(deployed|released)-versions\/environment\/([^/]+)$/.exec(path))
    ) {
      const v = versionOf(decodeURIComponent(m[1]!), decodeURIComponent(m[2]!));
      (m[3] === "deployed" ? v.deployedIn : v.releasedIn).add(decodeURIComponent(m[4]!));
      return json(201, {});
    }
    if (req.method === "GET" && path === "/can-i-deploy") {
      const pacticipant = url.searchParams.get("pacticipant") ?? "";
      const version = url.searchParams.get("version") ?? "";
      const env = url.searchParams.get("environment") ?? url.searchParams.get("to") ?? "";
      const inEnv = (name: string) =>
        [...(pacticipants.get(name)?.values() ?? [])].filter((v) => v.deployedIn.has(env) || v.releasedIn.has(env));
      const rows: {
        consumer: string;
        consumerVersion: string;
        provider: string;
        providerVersion: string;
        result: "success" | "failed" | "unknown";
      }[] = [];
      const resultOf = (p: PublishedPact, providerVersion: string) => {
        const found = verifications.filter((x) => x.sha === p.sha && x.provider === p.provider && x.providerVersion === providerVersion);
        return found.length === 0 ? "unknown" : found[found.length - 1]!.success ? "success" : "failed";
      };
      // As a provider: the pacts of the consumer versions in the environment, verified by this version.
      const consumers = new Set(pacts.filter((p) => p.provider === pacticipant).map((p) => p.consumer));
      for (const consumer of consumers) {
        for (const cv of inEnv(consumer)) {
          for (const p of pacts.filter((x) => x.consumer === consumer && x.consumerVersion === cv.number && x.provider === pacticipant)) {
            rows.push({
              consumer,
              consumerVersion: cv.number,
              provider: pacticipant,
              providerVersion: version,
              result: resultOf(p, version),
            });
          }
        }
      }
      // As a consumer: this version's pacts, verified by the provider versions in the environment (none there: unknown).
      for (const p of pacts.filter((x) => x.consumer === pacticipant && x.consumerVersion === version)) {
        const deployed = inEnv(p.provider);
        if (deployed.length === 0)
          rows.push({
            consumer: pacticipant,
            consumerVersion: version,
            provider: p.provider,
            providerVersion: "(none)",
            result: "unknown",
          });
        for (const pv of deployed)
          rows.push({
            consumer: pacticipant,
            consumerVersion: version,
            provider: p.provider,
            providerVersion: pv.number,
            result: resultOf(p, pv.number),
          });
      }
      const count = (r: string) => rows.filter((x) => x.result === r).length;
      const deployable = count("failed") === 0 && count("unknown") === 0;
      const reason = deployable
        ? rows.length === 0
          ? `There are no missing dependencies of ${pacticipant} ${version} in ${env}`
          : "All required verification results are published and successful"
        : rows
            .filter((r) => r.result !== "success")
            .map((r) =>
              r.result === "failed"
                ? `The verification of the pact between ${r.consumer} (${r.consumerVersion}) and ${r.provider} (${r.providerVersion}) failed`
                : `There is no verified pact between ${r.consumer} (${r.consumerVersion}) and ${r.provider} (${r.providerVersion})`,
            )
            .join("; ");
      return json(200, {
        summary: { deployable, reason, success: count("success"), failed: count("failed"), unknown: count("unknown") },
        matrix: rows,
      });
    }
    return json(404, { error: `the stand-in has no ${req.method} ${path}` });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: String(err) }));
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", () => done()));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url: base,
    verifications,
    pacts,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

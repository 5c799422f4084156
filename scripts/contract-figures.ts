/**
 * The figures docs/contracts-for-partners.md gives about the contract — how many interactions, which
 * groups each kind of target leaves out, what a run costs in each per-IP bucket — generated from
 * contracts/*.json with the verifier's own rules (test/contracts/provider-states.ts `unservable`,
 * `bucketCosts`), so they cannot drift from the contract (test/scripts/contract-figures.provider.test.ts
 * checks the page). The rate-limited routes come from test/contracts/rate-limited-routes.json, the
 * Worker's own list (the provider-state `status` action; the server test checks it is current).
 *
 *   npx tsx scripts/contract-figures.ts --write                      # rewrite the page's block
 *   npx tsx scripts/contract-figures.ts --routes-from http://127.0.0.1:8787   # refresh the routes too
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PACT_STATE_HEADER, PACT_STATE_PATH, type PactStateStatus } from "~common/platform/pact-state-contracts";
import {
  bucketCosts,
  contractFiles,
  providerStates,
  readPact,
  resolveStateSecret,
  unservable,
  type Interaction,
  type Offers,
} from "../test/contracts/provider-states";
import type { IdentityProvider, ProviderProbe } from "../test/contracts/states/types";

const ROOT = resolve(import.meta.dirname, "..");
export const FIGURES_DOC = resolve(ROOT, "docs/contracts-for-partners.md");
export const ROUTES_FILE = resolve(ROOT, "test/contracts/rate-limited-routes.json");
const WRANGLER_TOML = resolve(ROOT, "wrangler.toml");
export const FIGURES_START = "<!-- contract-figures:start (npx tsx scripts/contract-figures.ts --write) -->";
export const FIGURES_END = "<!-- contract-figures:end -->";

type Routes = PactStateStatus["rate_limits"]["routes"];

/** One kind of target, as the verifier finds it (its switches and what its probes would answer). */
interface Target {
  name: string;
  developerRoutes: boolean;
  privateFetch: boolean;
  privateAddress: boolean;
  providers: ProviderProbe;
  /** Facebook's probe, where it differs (a plain wrangler dev trusts graph.facebook.com, which it cannot reach: "real"). */
  facebook?: ProviderProbe;
  passkeys?: string;
  breachCheck?: string;
}

const AT_IP = "passkeys cannot be used at an IP address";
const FAIL_OPEN = "the target's breach check fails open";

/** The targets the page describes, each as its probes find it. */
export const TARGETS: Target[] = [
  {
    name: "provider test (`npm test`: built Worker, production limits, RP id 127.0.0.1)",
    developerRoutes: false,
    privateFetch: true,
    privateAddress: true,
    providers: "stand-in",
  },
  {
    name: "`npm start` at http://localhost:5173 (DEV_TOOLS on)",
    developerRoutes: true,
    privateFetch: true,
    privateAddress: true,
    providers: "stand-in",
  },
  {
    name: "`npm start` at http://127.0.0.1:5173",
    developerRoutes: true,
    privateFetch: true,
    privateAddress: true,
    providers: "stand-in",
    passkeys: AT_IP,
  },
  {
    name: "`npm run preview` at http://localhost:8787",
    developerRoutes: false,
    privateFetch: false,
    privateAddress: true,
    providers: "stand-in",
  },
  {
    name: "`npm run preview` at http://127.0.0.1:8787",
    developerRoutes: false,
    privateFetch: false,
    privateAddress: true,
    providers: "stand-in",
    passkeys: AT_IP,
  },
  {
    name: "plain `npx wrangler dev` at http://localhost:8787",
    developerRoutes: false,
    privateFetch: false,
    privateAddress: true,
    providers: "unreachable",
    facebook: "real",
    breachCheck: FAIL_OPEN,
  },
  {
    name: "plain `npx wrangler dev` at http://127.0.0.1:8787",
    developerRoutes: false,
    privateFetch: false,
    privateAddress: true,
    providers: "unreachable",
    facebook: "real",
    passkeys: AT_IP,
    breachCheck: FAIL_OPEN,
  },
  {
    name: "staging with the stand-ins Worker (stand-ins/)",
    developerRoutes: false,
    privateFetch: false,
    privateAddress: false,
    providers: "stand-in",
  },
  { name: "a deployment with the real providers", developerRoutes: false, privateFetch: false, privateAddress: false, providers: "real" },
];

/** The per-IP limits of wrangler.toml's [vars] (RATE_LIMIT_{BUCKET}_MAX), by bucket. */
export function windowMaxima(toml = readFileSync(WRANGLER_TOML, "utf8")): Record<string, number> {
  return Object.fromEntries([...toml.matchAll(/^RATE_LIMIT_(\w+)_MAX\s*=\s*"(\d+)"/gm)].map((m) => [m[1]!.toLowerCase(), Number(m[2])]));
}

function offersFor(t: Target, routes: Routes): Offers {
  const idps: IdentityProvider[] = ["google", "line", "sso", "facebook"];
  return {
    status: {
      developer_routes: t.developerRoutes,
      private_fetch: t.privateFetch,
      rate_limits: { window_seconds: 60, resets_in_seconds: 0, buckets: {}, routes },
    },
    privateAddress: t.privateAddress,
    providers: Object.fromEntries(idps.map((p) => [p, p === "facebook" ? (t.facebook ?? t.providers) : t.providers])),
    unavailable: { ...(t.passkeys && { passkeys: t.passkeys }), ...(t.breachCheck && { breach_check: t.breachCheck }) },
  };
}

/** A reason as a group's name: the verifier's reason without the file names and hints. */
const groupOf = (reason: string) =>
  reason.startsWith("a developer route")
    ? "developer routes (DEV_TOOLS off)"
    : reason.includes("private address")
      ? "the bookmarklet's self-fetches (ALLOW_PRIVATE_FETCH off at a private address)"
      : reason.startsWith("passkeys cannot")
        ? "passkeys (PASSKEY_RP_ID does not cover the host: an IP address)"
        : reason.includes("breach check")
          ? "breached passwords (the range service out of reach: fail open)"
          : "identity providers' stand-ins (Google, Line, SSO, Facebook)";

export interface Figures {
  interactions: number;
  perTarget: { name: string; verified: number; leftOut: Record<string, number>; costs: Record<string, number> }[];
  maxima: Record<string, number>;
}

/** The figures of `files` (default every contract) for each target. */
export function contractFigures(
  files = contractFiles(),
  routes: Routes = JSON.parse(readFileSync(ROUTES_FILE, "utf8")) as Routes,
): Figures {
  const interactions: Interaction[] = files.flatMap((f) => readPact(f).interactions ?? []);
  const needs = new Map(providerStates("http://127.0.0.1:1").map((s) => [s.name, s.needs]));
  const perTarget = TARGETS.map((t) => {
    const offers = offersFor(t, routes);
    const leftOut: Record<string, number> = {};
    const kept = interactions.filter((i) => {
      const reason = unservable(i, offers, needs);
      if (reason) leftOut[groupOf(reason)] = (leftOut[groupOf(reason)] ?? 0) + 1;
      return !reason;
    });
    return { name: t.name, verified: kept.length, leftOut, costs: bucketCosts(kept, routes) };
  });
  return { interactions: interactions.length, perTarget, maxima: windowMaxima() };
}

/** The page's generated block (between FIGURES_START and FIGURES_END). */
export function figuresMarkdown(f: Figures): string {
  const buckets = [...new Set(f.perTarget.flatMap((t) => Object.keys(t.costs)))].sort();
  const full = f.perTarget[0]!;
  const lines = [
    `The contract (every \`contracts/*.json\`) has **${f.interactions} interactions**. What each kind of target verifies, what it leaves out (each interaction named with its reason in the run's output), and what one run's verified interactions cost in each per-IP bucket, against the window's limit (wrangler.toml; the state set-up costs nothing):`,
    "",
    `| target | verified | left out | ${buckets.map((b) => `${b} (of ${f.maxima[b] ?? "?"})`).join(" | ")} |`,
    `|---|---|---|${buckets.map(() => "---").join("|")}|`,
    ...f.perTarget.map((t) => {
      const out = Object.entries(t.leftOut)
        .map(([g, n]) => `${n} ${g}`)
        .join("; ");
      return `| ${t.name} | ${t.verified} | ${out || "none"} | ${buckets.map((b) => String(t.costs[b] ?? 0)).join(" | ")} |`;
    }),
    "",
    `Every bucket's cost fits one window (${buckets.map((b) => `${full.costs[b] ?? 0} of ${f.maxima[b] ?? "?"} ${b}`).join(", ")} for the provider test's run); two runs do not always, so a run started within a window of the previous one from the same address waits for the next window (at most one window, 60 s) instead of meeting 429s.`,
  ];
  return lines.join("\n");
}

/** `doc` with its generated block replaced by `block`. */
export function withFigures(doc: string, block: string): string {
  const start = doc.indexOf(FIGURES_START);
  const end = doc.indexOf(FIGURES_END);
  if (start < 0 || end < start) throw new Error(`${FIGURES_DOC} has no ${FIGURES_START} … ${FIGURES_END} block`);
  return `${doc.slice(0, start + FIGURES_START.length)}\n${block}\n${doc.slice(end)}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const from = process.argv.indexOf("--routes-from");
  if (from > 0) {
    const baseUrl = process.argv[from + 1]!;
    const { secret } = resolveStateSecret(baseUrl);
    const res = await fetch(new URL(PACT_STATE_PATH, baseUrl), {
      method: "POST",
      headers: { "Content-Type": "application/json", [PACT_STATE_HEADER]: secret ?? "" },
      body: JSON.stringify({ action: "status" }),
    });
    if (!res.ok) throw new Error(`${baseUrl} answered ${res.status} to the status action (its PACT_STATE_SECRET?)`);
    const status = ((await res.json()) as { resource_response: { data: PactStateStatus } }).resource_response.data;
    writeFileSync(ROUTES_FILE, `${JSON.stringify(status.rate_limits.routes, null, 2)}\n`);
  }
  if (process.argv.includes("--write") || from > 0) {
    writeFileSync(FIGURES_DOC, withFigures(readFileSync(FIGURES_DOC, "utf8"), figuresMarkdown(contractFigures())));
    console.log(`wrote the figures into ${FIGURES_DOC}`);
  } else console.log(figuresMarkdown(contractFigures()));
}

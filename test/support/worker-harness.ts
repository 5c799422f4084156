/**
 * Runs the built Worker (build/server, made by `react-router build`) in workerd through wrangler's
 * test harness, with fresh in-memory D1, KV and Durable Object storage and the D1 migrations
 * applied. Tests talk to it over real HTTP (`url`) or through `fetch`, and reach the bindings
 * directly through `env()` to arrange or inspect state.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { createTestHarness } from "wrangler";
import { startLocalOidc, type LocalOidc } from "../../scripts/local-oidc";

// Offline machines: no fetch of the real `cf` object, no metrics (STACK-NOTES "Offline noise").
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

export const BUILT_CONFIG = resolve(import.meta.dirname, "../../build/server/wrangler.json");

/** Limits high enough that suites sharing 127.0.0.1 never trip the per-IP windows by accident. */
export const TEST_VARS = {
  RATE_LIMIT_LOGIN_MAX: "10000",
  RATE_LIMIT_SIGNUP_MAX: "10000",
  RATE_LIMIT_LOOKUP_MAX: "10000",
  RATE_LIMIT_RECOVERY_MAX: "10000",
  RATE_LIMIT_OAUTH_MAX: "10000",
};

export interface RunningWorker {
  url: URL;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  env: () => Promise<Env>;
  /** The local OpenID providers this Worker trusts (scripts/local-oidc.ts). */
  oidc: LocalOidc;
  close: () => Promise<void>;
}

/**
 * Starts the built Worker with `vars` over TEST_VARS and the local OpenID providers' vars; `vars`
 * may be a function of those providers (to add to their vars, e.g. another SSO identity provider).
 *
 * @example
 * const worker = await startWorker({ DEV_TOOLS: "true" });
 * const withRogue = await startWorker((oidc) => ({ SSO_IDPS: JSON.stringify({ ...JSON.parse(oidc.vars.SSO_IDPS!), rogue: { issuer, client_id } }) }));
 */
export async function startWorker(vars: Record<string, string> | ((oidc: LocalOidc) => Record<string, string>) = {}): Promise<RunningWorker> {
  if (!existsSync(BUILT_CONFIG)) throw new Error(`No built Worker at ${BUILT_CONFIG}: run \`npm run build\` first`);
  const oidc = await startLocalOidc({ fixedPorts: false });
  const extra = typeof vars === "function" ? vars(oidc) : vars;
  const server = createTestHarness({ workers: [{ configPath: BUILT_CONFIG, vars: { ...TEST_VARS, ...oidc.vars, ...extra } }] });
  const { url } = await server.listen();
  const worker = server.getWorker<Env>();
  await worker.applyD1Migrations("DB");
  return {
    url,
    fetch: (path, init) => fetch(new URL(path, url), init),
    env: () => worker.getEnv(),
    oidc,
    close: async () => {
      await server.close();
      await oidc.close();
    },
  };
}

/**
 * Why: wrangler.toml ships local values (dev-only secrets, stand-in providers) so that a clone runs
 * at once; a deployment that forgets one `wrangler secret put` must not run with a public secret
 * or a stand-in that hands out valid tokens. A request is a local run only when the ENVIRONMENT var
 * says "local" AND the request's own URL is on a loopback host — never from a header a client
 * sets. Anything else is a deployment: it refuses to serve (503, one log line naming what is
 * wrong, never a value) until its configuration is complete, and it never has DEV_TOOLS.
 */
import { ApiError, errorEnvelope } from "~common/errors";
import { PLATFORM_API_MESSAGES } from "~common/platform/messages";
import { config, ConfigError } from "../config";
import { escapeHtml, plainPage } from "../plain-page";

/** The prefix of every secret value wrangler.toml ships for local runs. */
export const DEV_ONLY_PREFIX = "dev-only-";
/** The secrets a deployment sets with `wrangler secret put` (each at least 32 characters). */
export const DEPLOYMENT_SECRETS = ["DEVICE_COOKIE_SECRET", "TWO_FACTOR_SECRET", "PROMOTED_TOKEN_SECRET"] as const;
/** Google reCAPTCHA's keys: without them the Worker would serve the local bot-check stand-in. */
const RECAPTCHA_VARS = ["RECAPTCHA_SECRET", "RECAPTCHA_V2_SECRET", "RECAPTCHA_SITE_KEY", "RECAPTCHA_V2_SITE_KEY"] as const;
/** The providers' URLs: a deployment's must be https on a public host (never a local stand-in). */
const PROVIDER_URLS = [
  "GOOGLE_OIDC_ISSUER",
  "LINE_OIDC_ISSUER",
  "FACEBOOK_GRAPH_URL",
  "FACEBOOK_DIALOG_URL",
  "PWNED_PASSWORDS_URL",
] as const;
const CLIENT_IDS = ["GOOGLE_CLIENT_ID", "LINE_CLIENT_ID", "FACEBOOK_APP_ID"] as const;
const MIN_SECRET_LENGTH = 32;

/** Loopback host names as URL.hostname writes them: localhost (and its subdomains), 127.0.0.0/8, [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(host) || host === "[::1]";
}

/**
 * Whether a request is a local run: ENVIRONMENT "local" and the request's URL on a loopback host.
 *
 * @example
 * isLocalRun("http://127.0.0.1:5173/", { ENVIRONMENT: "local" }) // true
 * isLocalRun("https://pinboard.example/", { ENVIRONMENT: "local" }) // false: a deployment that kept the shipped var
 */
export function isLocalRun(requestUrl: string, env: { ENVIRONMENT?: string }): boolean {
  return env.ENVIRONMENT === "local" && isLoopbackHost(new URL(requestUrl).hostname);
}

/** A URL a deployment may call: https on a host that is not loopback or a private name. */
function publicHttps(raw: unknown): boolean {
  try {
    const url = new URL(String(raw));
    const host = url.hostname;
    return url.protocol === "https:" && !isLoopbackHost(host) && !/\.(local|internal)$/.test(host) && !/^\[|^\d+(\.\d+){3}$/.test(host);
  } catch {
    return false;
  }
}

/**
 * What keeps `env` from serving as a deployment, one line a problem naming the var (never its value).
 *
 * @example
 * deploymentProblems(env) // ["DEVICE_COOKIE_SECRET is the local value shipped in wrangler.toml: set it with `wrangler secret put DEVICE_COOKIE_SECRET`"]
 */
export function deploymentProblems(env: Env): string[] {
  const vars = env as unknown as Record<string, unknown>;
  const problems: string[] = [];
  const text = (name: string) => (typeof vars[name] === "string" ? (vars[name] as string) : "");
  for (const name of DEPLOYMENT_SECRETS) {
    const value = text(name);
    const put = `set it with \`wrangler secret put ${name}\``;
    if (!value) problems.push(`${name} is missing: ${put}`);
    else if (value.startsWith(DEV_ONLY_PREFIX)) problems.push(`${name} is the local value shipped in wrangler.toml: ${put}`);
    else if (value.length < MIN_SECRET_LENGTH) problems.push(`${name} is shorter than ${MIN_SECRET_LENGTH} characters: ${put}`);
  }
  for (const name of RECAPTCHA_VARS) {
    if (!text(name)) problems.push(`${name} is missing: without reCAPTCHA the local bot-check stand-in would serve (docs/deploying.md)`);
  }
  for (const name of PROVIDER_URLS) {
    if (!publicHttps(vars[name])) problems.push(`${name} is not an https URL on a public host (a local stand-in?)`);
  }
  for (const name of CLIENT_IDS) if (!text(name) || text(name).includes("replace-me")) problems.push(`${name} is not set`);
  try {
    const idps = JSON.parse(text("SSO_IDPS") || "{}") as Record<string, { issuer?: unknown }>;
    for (const [idp, { issuer }] of Object.entries(idps)) {
      if (!publicHttps(issuer)) problems.push(`SSO_IDPS.${idp}.issuer is not an https URL on a public host (a local stand-in?)`);
    }
  } catch {
    // config() names a malformed SSO_IDPS below.
  }
  if (text("ALLOW_PRIVATE_FETCH") === "true") problems.push('ALLOW_PRIVATE_FETCH is "true": a deployment never fetches private addresses');
  if ((text("OUTBOX_TEST_FAILED_ATTEMPTS") || "0") !== "0")
    problems.push("OUTBOX_TEST_FAILED_ATTEMPTS is set: a deployment never fails its emails on purpose");
  const origins = text("PASSKEY_ORIGINS").split(",");
  if (isLoopbackHost(text("PASSKEY_RP_ID")) || origins.some((o) => !o.trim().startsWith("https://"))) {
    problems.push("PASSKEY_RP_ID and PASSKEY_ORIGINS name a local host: set the site's own (docs/deploying.md)");
  }
  if (!vars.EMAIL) problems.push('the send_email binding EMAIL is missing: email would not be sent (docs/deploying.md, "Email")');
  try {
    config(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(error.message);
  }
  return problems;
}

const checked = new WeakMap<object, { problems: string[]; asDeployed: Env }>();

/**
 * The env a deployment's request runs with — the same bindings with DEV_TOOLS off whatever the var
 * says — or the problems that keep it from serving; checked and logged once per isolate.
 *
 * @example
 * const deployed = deployedEnv(env);
 * if (deployed.problems.length > 0) return misconfiguredResponse(isApiPath(pathname));
 */
export function deployedEnv(env: Env): { problems: string[]; asDeployed: Env } {
  let entry = checked.get(env);
  if (!entry) {
    const asDeployed = { ...env, DEV_TOOLS: "false" } as Env;
    entry = { problems: deploymentProblems(asDeployed), asDeployed };
    checked.set(env, entry);
    if (entry.problems.length > 0)
      console.error(`refusing to serve: the deployment's configuration is incomplete: ${entry.problems.join("; ")}`);
  }
  return entry;
}

/**
 * A local run's malformed var (ConfigError's message, which names it and hides secrets), logged once
 * per isolate; null when the vars parse. Locally the page says the same 503 as a deployment's.
 */
export function localConfigProblem(env: Env): string | null {
  try {
    config(env);
    return null;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    if (!loggedLocal.has(env)) console.error(`refusing to serve: ${error.message}`);
    loggedLocal.add(env);
    return error.message;
  }
}
const loggedLocal = new WeakSet<object>();

/** The answer while the configuration is incomplete: the API's envelope, or a plain page. */
export function misconfiguredResponse(api: boolean): Response {
  const error = new ApiError("SERVICE_MISCONFIGURED");
  const headers = { "Retry-After": "60" };
  if (api) return Response.json(errorEnvelope(error), { status: error.spec.status, headers });
  return plainPage({
    status: error.spec.status,
    heading: PLATFORM_API_MESSAGES.serviceMisconfiguredTitle,
    bodyHtml: `<p>${escapeHtml(PLATFORM_API_MESSAGES.serviceMisconfigured)}</p>`,
    headers,
  });
}

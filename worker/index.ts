/**
 * The Worker entry: image paths (/i/…) are answered from R2 (variants made by the Images binding), API paths go to the Hono app,
 * everything else to the React Router request handler, which gets `{ env, ctx, api, nonce }`
 * through its router context. Each request's `env.DB` is its own D1 session
 * (worker/platform/d1-sessions/). Every answer leaves with the security headers of
 * worker/platform/security-headers.ts.
 */
// Hands argon2's CompiledWasm module to the password hasher (worker/auth/password/argon2.ts).
import "./auth/password/argon2-wasm.worker";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext } from "../app/lib/cloudflare-context";
import { apiFor } from "./platform/api";
import { withDevCountry } from "./platform/dev-country";
import { oneTapForm } from "~common/auth/federated";
import { isApiPath } from "./platform/paths";
import { botCheckSetup } from "~common/auth/bot-check";
import { crossSitePageResponse } from "./platform/cross-site-page";
import { openRequestDatabase } from "./platform/d1-sessions";
import { databaseNotReadyResponse, databaseReady } from "./platform/database-ready";
import { deployedEnv, isLocalRun, localConfigProblem, misconfiguredResponse } from "./platform/deployment";
import { hydrateAfterFirstPaint } from "./platform/first-paint";
import { isCrossSiteWrite } from "./platform/middleware";
import { sameSiteLocation } from "./platform/safe-location";
import { newNonce, withSecurityHeaders } from "./platform/security-headers";
import { forgetExpiredKeys, submissionKeyOf } from "./platform/idempotency";
import { deliverOutbox, sweepOutbox, type OutboxMessage } from "./platform/outbox";
import { runScheduledJobs, type ScheduledJob } from "./platform/scheduled";
import { isImagePath, serveImage, sweepOrphanImages } from "./saving/images";
import { retryLockoutClears } from "./auth/recovery";
import { isCrawlerPath, serveCrawlerFile } from "./saving/share";
import { runDueReports } from "./business/report-center";
import { refreshAudiences } from "./business/audiences";

export { LoginLockout } from "./auth/login";
export { BoardActions } from "./saving/move-pins";
export { CampaignCounter } from "./business/promoted-pins";
// Cloudflare Workflows (docs/decisions/042): a closed account's deletion, the data archive.
export { AccountDeletion } from "./auth/account-lifecycle";
export { DataExport } from "./auth/data-export";
// Straight from its module: the pins surface stays free of cloudflare:workers for Node-side tests (the query-plan gate).
export { PinPurge } from "./saving/pins/purge-workflow";
export { ReportRun } from "./business/report-center/run-workflow";

/** The cron trigger's jobs (worker/platform/scheduled/): each capability adds its own here. */
const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  forgetExpiredKeys,
  retryLockoutClears,
  sweepOrphanImages,
  sweepOutbox,
  runDueReports,
  refreshAudiences,
];

const handlePage = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

async function route(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  // Images first: neither the API nor the pages are loaded for them.
  if (isImagePath(pathname)) return withSecurityHeaders(request, await serveImage(request, env));
  // Liveness answers whatever the database's state; everything else may read D1.
  if (pathname !== "/healthz" && !(await databaseReady(env.DB)))
    return withSecurityHeaders(request, databaseNotReadyResponse(isApiPath(pathname)));
  // robots.txt and the sitemaps: plain text and XML for crawlers, not the API's JSON nor a page.
  if (isCrawlerPath(pathname)) return withSecurityHeaders(request, await serveCrawlerFile(request, env));
  const api = await apiFor();
  if (isApiPath(pathname)) return withSecurityHeaders(request, await api.fetch(request, env, ctx));
  // A form another site's page posts here: refused the way the API refuses it (403), with a page.
  if (isCrossSiteWrite(request.method, request.url, request.headers)) return withSecurityHeaders(request, crossSitePageResponse());
  const nonce = newNonce();
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx, api, nonce, submission: await submissionKeyOf(request) });
  // Google Identity Services only where Google's real issuer is configured (production's one-tap prompt).
  const googleIdentity = oneTapForm(env) === "gis";
  const page = sameSiteLocation(await handlePage(request, context));
  // Built pages fetch their JavaScript after the first paint (Vite's dev server serves its own).
  return withSecurityHeaders(request, import.meta.env.DEV ? page : hydrateAfterFirstPaint(page), {
    nonce,
    dev: import.meta.env.DEV,
    googleIdentity,
    botCheck: botCheckSetup(env).provider,
  });
}

/** The env a request runs with, or null when this Worker must refuse to serve (worker/platform/deployment/). */
function servingEnv(request: Request, workerEnv: Env): Env | null {
  // A deployment serves only once its configuration is complete, and never with DEV_TOOLS.
  if (isLocalRun(request.url, workerEnv)) return localConfigProblem(workerEnv) ? null : workerEnv;
  const deployed = deployedEnv(workerEnv);
  return deployed.problems.length > 0 ? null : deployed.asDeployed;
}

/**
 * Errors (403/415/429/503...) answer before reading the body. Discard what is left (streamed, so
 * nothing is buffered) before answering, as wrangler's body-drain middleware does for bundled dev
 * builds: the built Worker lacks it, and an unread body can make the local dev proxy drop the
 * connection. At the edge it costs a read of a small body.
 */
async function drained(request: Request, response: Response): Promise<Response> {
  if (request.body && !request.bodyUsed) await request.body.pipeTo(new WritableStream()).catch(() => {});
  return response;
}

export default {
  async fetch(incoming, workerEnv, ctx) {
    const env = servingEnv(incoming, workerEnv);
    if (!env) return drained(incoming, withSecurityHeaders(incoming, misconfiguredResponse(isApiPath(new URL(incoming.url).pathname))));
    const request = withDevCountry(incoming, env);
    // The request's D1 session (read replicas, read-your-writes): its env.DB, for everything below.
    const database = openRequestDatabase(request, env);
    return drained(request, database.finish(await route(request, database.env, ctx), { api: isApiPath(new URL(request.url).pathname) }));
  },
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(env, controller.scheduledTime, SCHEDULED_JOBS));
  },
  // The OUTBOX queue (wrangler.toml): each message is an outbox row's email (worker/platform/outbox/).
  async queue(batch, env) {
    await deliverOutbox(batch as MessageBatch<OutboxMessage>, env);
  },
} satisfies ExportedHandler<Env, OutboxMessage>;

/**
 * Why: during a gradual rollout two versions answer side by side, and an operator (or a partner's
 * verifier) must know which one it reached. The build writes its commit and time in
 * (vite.config.ts `define`); the schema is the newest migration this version needs; a deployed
 * version also carries Cloudflare's version id and tag (the `version_metadata` binding;
 * `npm run deploy` tags each upload with its commit).
 */
import { NEWEST_MIGRATION } from "../database-ready";

declare const __BUILD_INFO__: { commit: string; builtAt: string } | undefined;

const BUILD = typeof __BUILD_INFO__ === "undefined" ? { commit: "unknown", builtAt: "unknown" } : __BUILD_INFO__;

/**
 * This version, as GET /healthz reports it.
 *
 * @example
 * buildVersion(env) // { commit: "8af0aa5…", built_at: "2026-12-01T22:15:00.000Z", schema: "0050_promoted_delivery.sql" }
 */
export function buildVersion(env: { CF_VERSION_METADATA?: WorkerVersionMetadata }) {
  const meta = env.CF_VERSION_METADATA;
  return {
    commit: BUILD.commit,
    built_at: BUILD.builtAt,
    schema: NEWEST_MIGRATION,
    ...(meta?.id && { deployment: { id: meta.id, tag: meta.tag ?? "" } }),
  };
}

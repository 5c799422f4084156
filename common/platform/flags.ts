/**
 * Why: boolean `[vars]` reach the Worker as the strings "true" / "false". One reading for both
 * sides — the API validates them in worker/platform/config.ts, the pages read them through the
 * router context — so "on" means exactly the string "true" everywhere and anything else is off.
 *
 * @example
 * if (!devToolsEnabled(context.get(cloudflareContext).env)) throw data(null, { status: 404 });
 */

/** The values a boolean var may hold (wrangler.toml writes them as strings). */
export const BOOLEAN_VAR_VALUES = ["true", "false"] as const;

/** True only for the string "true". */
export const booleanVar = (value: unknown): boolean => value === "true";

/** Developer pages (/_dev/*) are served only when wrangler.toml's DEV_TOOLS var is "true". */
export const devToolsEnabled = (env: { DEV_TOOLS?: string }): boolean => booleanVar(env.DEV_TOOLS);

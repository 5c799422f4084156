/**
 * wrangler.toml's `no_bundle`, `rules` and `[build]` are for wrangler's own commands (`wrangler dev`
 * and `wrangler deploy` build first, then upload the build's modules as they are; docs/decisions/041).
 * The Cloudflare Vite plugin reads the same file and prints, in yellow on every start and build, that
 * these three do not apply to Vite, which a newcomer reads as a misconfiguration. Only that exact
 * warning is dropped: one naming any other key still shows.
 */
const EXPECTED_KEYS: readonly string[] = ["`no_bundle`", "`build`", "`rules`"];

/** True for the plugin's warning when it names exactly wrangler.toml's three wrangler-only keys. */
export function isExpectedConfigWarning(message: unknown): boolean {
  if (typeof message !== "string" || !message.includes("not applicable when using Vite")) return false;
  const items = message.split("\n").filter((line) => line.trimStart().startsWith("- "));
  if (items.length !== 1) return false;
  const keys: string[] = items[0]!.match(/`[^`]+`/g) ?? [];
  return keys.length === EXPECTED_KEYS.length && EXPECTED_KEYS.every((k) => keys.includes(k));
}

/** Wraps `console.warn` so the expected warning is not printed. */
export function quietExpectedConfigWarning(target: Pick<Console, "warn"> = console): void {
  const warn = target.warn.bind(target);
  target.warn = (...args: unknown[]) => {
    if (!isExpectedConfigWarning(args[0])) warn(...args);
  };
}

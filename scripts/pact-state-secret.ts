/**
 * The local provider-state secret (docs/decisions/025-pact-provider-states.md): a random value made
 * once per checkout in .wrangler/pact-state-secret (git-ignored, like all of .wrangler/), handed to
 * the Worker as PACT_STATE_SECRET by `npm start` (vite.config.ts) and `npm run preview`
 * (scripts/preview.ts), and read by `npm run contracts:verify` when it verifies a server on this
 * machine and PACT_STATE_SECRET is not set. So local verification needs no configuration; a
 * deployment has its own secret (`wrangler secret put PACT_STATE_SECRET`), never this one.
 *
 * `npx tsx scripts/pact-state-secret.ts` prints it (made if need be), for a plain `wrangler dev`:
 *   npx wrangler dev --var PACT_STATE_SECRET:$(npx tsx scripts/pact-state-secret.ts)
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const LOCAL_PACT_STATE_SECRET_FILE = fileURLToPath(new URL("../.wrangler/pact-state-secret", import.meta.url));

/** The local secret if one was made (undefined otherwise). */
export function readLocalPactStateSecret(file = LOCAL_PACT_STATE_SECRET_FILE): string | undefined {
  try {
    const secret = readFileSync(file, "utf8").trim();
    return secret.length >= 32 ? secret : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The local secret, made on first use (43 random URL-safe characters, readable by the owner only).
 *
 * @example
 * const vars = { PACT_STATE_SECRET: localPactStateSecret() };
 */
export function localPactStateSecret(file = LOCAL_PACT_STATE_SECRET_FILE): string {
  const existing = readLocalPactStateSecret(file);
  if (existing) return existing;
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (err) {
    // Another process (the dev server, a preview) made it first: theirs is the one.
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    const theirs = readLocalPactStateSecret(file);
    if (theirs) return theirs;
    writeFileSync(file, `${secret}\n`, { mode: 0o600 }); // an empty or truncated file: replaced
  }
  return secret;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(localPactStateSecret());
}

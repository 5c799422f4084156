/**
 * Writes (--write) or checks (--check) the two committed OpenAPI documents against the ones the
 * API serves, generated from the zod routes (docs/decisions/028-developer-openapi-document.md):
 *   openapi/openapi.json      the published document, GET /openapi.json on every deployment;
 *   openapi/openapi.dev.json  the developer document (the published one and the developer-only
 *                             operations), GET /openapi.dev.json where DEV_TOOLS is "true".
 * It asks the built Worker running in workerd (with DEV_TOOLS on, which the published document
 * does not depend on), so each document is exactly what a deployment serves. Run `npm run build` first.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { DEVELOPER_OPENAPI_PATH, OPENAPI_PATH } from "~common/platform/developer-routes";
import { startWorker } from "../test/support/worker-harness";

const ROOT = resolve(import.meta.dirname, "..");
export const OPENAPI_FILE = resolve(ROOT, "openapi/openapi.json");
export const DEVELOPER_OPENAPI_FILE = resolve(ROOT, "openapi/openapi.dev.json");

/** Each committed document: its file and the path the Worker serves it at. */
export const OPENAPI_DOCUMENTS = [
  { file: OPENAPI_FILE, path: OPENAPI_PATH },
  { file: DEVELOPER_OPENAPI_FILE, path: DEVELOPER_OPENAPI_PATH },
] as const;

/** The documents the built Worker serves, as the committed files hold them (2-space JSON, final newline), by file. */
export async function servedOpenApi(): Promise<Map<string, string>> {
  const worker = await startWorker({ DEV_TOOLS: "true" });
  try {
    const served = new Map<string, string>();
    for (const { file, path } of OPENAPI_DOCUMENTS) {
      const res = await worker.fetch(path);
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      served.set(file, `${JSON.stringify(await res.json(), null, 2)}\n`);
    }
    return served;
  } finally {
    await worker.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const served = await servedOpenApi();
  let stale = false;
  for (const [file, doc] of served) {
    const name = relative(ROOT, file);
    if (process.argv.includes("--write")) {
      writeFileSync(file, doc);
      console.log(`wrote ${name}`);
    } else if (readFileSync(file, "utf8") !== doc) {
      console.error(`${name} is out of date: run \`npm run build && npm run openapi:write\``);
      stale = true;
    } else {
      console.log(`${name} matches the code`);
    }
  }
  if (stale) process.exit(1);
}

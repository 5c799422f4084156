/**
 * Writes (--write) or checks (--check) openapi/openapi.json against the document the API serves
 * at /openapi.json, generated from the zod routes. It asks the built Worker running in workerd,
 * so the document is exactly what production serves. Run `npm run build` first.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { startWorker } from "../test/support/worker-harness";

export const OPENAPI_FILE = resolve(import.meta.dirname, "../openapi/openapi.json");

export async function servedOpenApi(): Promise<string> {
  const worker = await startWorker();
  try {
    const res = await worker.fetch("/openapi.json");
    if (!res.ok) throw new Error(`/openapi.json answered ${res.status}`);
    return `${JSON.stringify(await res.json(), null, 2)}\n`;
  } finally {
    await worker.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const doc = await servedOpenApi();
  if (process.argv.includes("--write")) {
    writeFileSync(OPENAPI_FILE, doc);
    console.log(`wrote ${OPENAPI_FILE}`);
  } else {
    const committed = readFileSync(OPENAPI_FILE, "utf8");
    if (committed !== doc) {
      console.error("openapi/openapi.json is out of date: run `npm run build && npm run openapi:write`");
      process.exit(1);
    }
    console.log("openapi/openapi.json matches the code");
  }
}

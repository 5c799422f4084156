/**
 * `npm run contracts:check -- their-pact.json [more.json…]`: checks a partner's own Pact file
 * offline against our published OpenAPI document (openapi/openapi.json), with PactFlow's
 * comparator (@pactflow/openapi-pact-comparator, the engine of its bi-directional contract
 * testing): every request must be an operation of ours with a compatible body, query and headers,
 * and every response one it may answer. No server, no state secret: a first check before
 * verifying against a running target (docs/contracts-for-partners.md).
 *
 * Options: --openapi <file> (default openapi/openapi.json). Exits 0 when no interaction is
 * incompatible (warnings are printed), 1 when one is, 2 on bad arguments.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Comparator, type Result } from "@pactflow/openapi-pact-comparator";

export const PUBLISHED_OPENAPI = resolve(import.meta.dirname, "../openapi/openapi.json");

type OpenApi = NonNullable<ConstructorParameters<typeof Comparator>[0]>["oas"];
type Pact = Parameters<Comparator["compare"]>[0];

/** The comparator's findings for each pact (errors and warnings; the "matched" infos dropped). */
export async function checkPacts(
  pacts: Pact[],
  openapi = JSON.parse(readFileSync(PUBLISHED_OPENAPI, "utf8")) as OpenApi,
): Promise<Result[][]> {
  const comparator = new Comparator({ oas: openapi });
  const all: Result[][] = [];
  for (const pact of pacts) {
    const results: Result[] = [];
    for await (const r of comparator.compare(pact)) if (r.type !== "info") results.push(r);
    all.push(results);
  }
  return all;
}

const line = (r: Result) =>
  `  ${r.type === "error" ? "✗" : "⚠"} ${r.mockDetails?.interactionDescription ?? "(the pact)"}: ${r.code}: ${r.message}` +
  (r.mockDetails?.location ? ` (at ${r.mockDetails.location})` : "");

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let parsed;
  try {
    parsed = parseArgs({ options: { openapi: { type: "string" } }, allowPositionals: true, strict: true });
  } catch (err) {
    console.error(`${(err as Error).message}\nusage: npm run contracts:check -- [--openapi openapi/openapi.json] their-pact.json…`);
    process.exit(2);
  }
  if (parsed.positionals.length === 0) {
    console.error("usage: npm run contracts:check -- [--openapi openapi/openapi.json] their-pact.json…");
    process.exit(2);
  }
  const openapi = JSON.parse(readFileSync(resolve(parsed.values.openapi ?? PUBLISHED_OPENAPI), "utf8")) as OpenApi;
  const files = parsed.positionals.map((f) => resolve(f));
  const results = await checkPacts(
    files.map((f) => JSON.parse(readFileSync(f, "utf8")) as Pact),
    openapi,
  );
  let errors = 0;
  for (const [i, file] of files.entries()) {
    const found = results[i]!;
    const bad = found.filter((r) => r.type === "error").length;
    errors += bad;
    console.log(
      `${file}: ${bad === 0 ? "compatible with the OpenAPI document" : `${bad} incompatibilities`}${found.length > bad ? `, ${found.length - bad} warnings` : ""}`,
    );
    for (const r of found) console.log(line(r));
  }
  process.exitCode = errors > 0 ? 1 : 0;
}

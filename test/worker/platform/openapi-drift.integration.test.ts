import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { expect, test } from "vitest";
import { OPENAPI_DOCUMENTS, servedOpenApi } from "../../../scripts/openapi";

const ROOT = resolve(import.meta.dirname, "../../..");

test("the committed OpenAPI documents (published and developer) match the ones generated from the zod routes", async () => {
  const served = await servedOpenApi();
  expect([...served.keys()]).toEqual(OPENAPI_DOCUMENTS.map((d) => d.file));
  for (const [file, doc] of served) {
    // On failure: npm run build && npm run openapi:write
    expect(readFileSync(file, "utf8"), relative(ROOT, file)).toBe(doc);
  }
});

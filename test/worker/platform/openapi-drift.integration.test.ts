import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { OPENAPI_FILE, servedOpenApi } from "../../../scripts/openapi";

test("the committed OpenAPI document matches the one generated from the zod routes", async () => {
  const served = await servedOpenApi();
  // On failure: npm run build && npm run openapi:write
  expect(readFileSync(OPENAPI_FILE, "utf8")).toBe(served);
});

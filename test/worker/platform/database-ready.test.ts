/** The Worker's readiness check names the newest migration (worker/platform/database-ready.ts). */
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "vitest";
import { NEWEST_MIGRATION } from "~worker/platform/database-ready";

test("NEWEST_MIGRATION is the newest file in migrations/ (added a migration? name it there)", () => {
  const files = readdirSync(resolve(import.meta.dirname, "../../../migrations"))
    .filter((f) => f.endsWith(".sql"))
    .sort();
  expect(NEWEST_MIGRATION).toBe(files.at(-1));
});

/**
 * The seed's platform proxy configuration (scripts/seed/local-platform.ts): the same local storage
 * as the Worker `npm start` runs, and no Durable Object bindings for the proxy to warn about.
 */
import { expect, test } from "vitest";
import { unstable_readConfig } from "wrangler";
import { seedPlatformConfig } from "../../../scripts/seed/local-platform";

const config = unstable_readConfig({ config: "wrangler.toml" });
const seed = seedPlatformConfig(config);

test("the Worker's D1, KV and R2 bindings under the same ids, so the seed writes the data the Worker reads", () => {
  expect(config.d1_databases.length).toBeGreaterThan(0);
  expect(seed.d1_databases).toEqual(config.d1_databases);
  expect(seed.kv_namespaces).toEqual(config.kv_namespaces);
  expect(seed.r2_buckets).toEqual(config.r2_buckets);
  expect(seed.compatibility_date).toBe(config.compatibility_date);
});

test("nothing that needs the Worker's code: no Durable Objects, no entry, no assets", () => {
  expect(config.durable_objects.bindings.length).toBeGreaterThan(0);
  expect(Object.keys(seed)).toEqual([
    "name",
    "compatibility_date",
    "compatibility_flags",
    "vars",
    "d1_databases",
    "kv_namespaces",
    "r2_buckets",
  ]);
});

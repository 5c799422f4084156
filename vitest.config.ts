import { defineConfig } from "vitest/config";
import { aliases } from "./aliases.ts";

/**
 * Six projects, run in stages by scripts/test.mjs: unit (pure rules, Node), integration (the
 * built Worker in workerd through wrangler's test harness, and the build's size budgets),
 * contract-consumer (Pact mock server, writes contracts/), contract-provider (verifies contracts/
 * against the built Worker), smoke (`npm start`'s dev server in Chromium), browser (Debian
 * Chromium through playwright-core against the built Worker).
 */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["test/**/*.test.ts"],
          exclude: ["test/**/*.{integration,pact,provider,browser,smoke}.test.ts"],
          // Pure code: files share a process and its loaded modules (22 s -> 7 s; also passes shuffled).
          isolate: false,
        },
      },
      {
        test: {
          name: "integration",
          include: ["test/**/*.integration.test.ts"],
          // Each file waits mostly on its own workerd; two files at once keep both cores busy
          // (vitest's default on 2 cores is one at a time).
          maxWorkers: 2,
          // Files share a process: wrangler (about 1.7 s to load) loads once per process, not per
          // file. Each file still starts its own Worker with fresh storage.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "contract-consumer",
          include: ["test/**/*.pact.test.ts"],
          globalSetup: ["test/contracts/clear-contracts.ts"],
          testTimeout: 30_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "contract-provider",
          include: ["test/**/*.provider.test.ts"],
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // `npm start` itself (test/support/dev-server.ts) with Chromium: one file, one dev server.
          name: "smoke",
          include: ["test/**/*.smoke.test.ts"],
          setupFiles: ["test/support/browser-file.ts"],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        test: {
          name: "browser",
          include: ["test/**/*.browser.test.ts"],
          // Files share a process (wrangler and playwright load once per process); each still gets
          // its own Worker and Chromium (test/support/browser-file.ts closes them after the file).
          isolate: false,
          setupFiles: ["test/support/browser-file.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two files at a time, each with its own Worker and Chromium: a journey waits on the
          // page, the Worker and the test in turn, so two keep both cores busy.
          maxWorkers: 2,
          // expect.poll waits on the page or the Worker: 1 s (vitest's default) is short on 2 busy cores.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});

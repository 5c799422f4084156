import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { aliases } from "./aliases.ts";

/**
 * Files that run far longer than their size suggests (vitest orders a clean clone's files by size,
 * largest first, and later runs by their last durations): the API fuzz sends about 9,500 requests
 * from a 3 KB file. Started first, it runs beside the others instead of alone at the end (the
 * integration step took 227 s with it last, on 2 cores).
 */
const LONG_FILES = ["test/gates/api-fuzz.integration.test.ts"];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => LONG_FILES.some((path) => file.moduleId.endsWith(path));
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}

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
    // For every project (vitest takes the sequencer from the root config only).
    sequence: { sequencer: LongFilesFirst },
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

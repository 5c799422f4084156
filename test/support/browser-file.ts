/**
 * Setup for every browser test file (vitest `setupFiles`, run again before each file). The browser
 * project runs its files in shared processes (`isolate: false`: wrangler and playwright load once
 * per process, not once per file), so a file's browser must not outlive it: after the file's own
 * `afterAll` hooks, its scriptless-copy context and its Chromium close. After a failed test, the
 * pages its browsers closed on are printed (chromium.ts `failureReport`), and written to
 * FAILURE_REPORT_DIR, which scripts/test.mjs prints again at the end of a failed run: the end of
 * the log is the part a CI page shows.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { afterAll, afterEach, beforeEach } from "vitest";
import { forgetSnapshotPage } from "./axe";
import { clearFailureReport, closeSharedBrowser, failureReport } from "./chromium";

/** Where failed journeys' reports go, one file each (scripts/test.mjs empties it before the browser step). */
export const FAILURE_REPORT_DIR = resolve(import.meta.dirname, "../../.tmp/browser-failures");

// A failed journey prints where its browsers were and what went wrong in them.
beforeEach(clearFailureReport);
afterEach(async ({ task }) => {
  if (task.result?.state !== "fail") return;
  const report = await failureReport();
  if (!report) return;
  const title = `${basename(task.file.name)} > ${task.suite?.name ? `${task.suite.name} > ` : ""}${task.name}`;
  console.error(`What the browsers of "${task.name}" showed:\n${report}`);
  mkdirSync(FAILURE_REPORT_DIR, { recursive: true });
  writeFileSync(join(FAILURE_REPORT_DIR, `${Date.now()}-${task.id}.txt`), `${title}\n${report}\n`);
});

afterAll(async () => {
  forgetSnapshotPage();
  await closeSharedBrowser();
});

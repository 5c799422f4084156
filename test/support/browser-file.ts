/**
 * Setup for every browser test file (vitest `setupFiles`, run again before each file). The browser
 * project runs its files in shared processes (`isolate: false`: wrangler and playwright load once
 * per process, not once per file), and so does Chromium (test/support/chromium.ts): after the
 * file's own `afterAll` hooks, the browser contexts it left open close (those it closed were reset
 * for the next file). After a failed test, the pages its browsers closed on are printed
 * (chromium.ts `failureReport`) and, under `npm test`, also written to the folder it names in
 * BROWSER_FAILURE_REPORTS, so that scripts/test.mjs prints them again at the end of the log: the
 * part a CI page shows.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { afterAll, afterEach, beforeEach } from "vitest";
import { clearFailureReport, endOfFile, failureReport } from "./chromium";

// A failed journey prints where its browsers were and what went wrong in them.
beforeEach(clearFailureReport);
afterEach(async ({ task }) => {
  if (task.result?.state !== "fail") return;
  const report = await failureReport();
  if (!report) return;
  console.error(`What the browsers of "${task.name}" showed:\n${report}`);
  const dir = process.env.BROWSER_FAILURE_REPORTS;
  if (!dir) return;
  const title = `${basename(task.file.name)} > ${task.suite?.name ? `${task.suite.name} > ` : ""}${task.name}`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${Date.now()}-${task.id}.txt`), `${title}\n${report}\n`);
});

afterAll(endOfFile);

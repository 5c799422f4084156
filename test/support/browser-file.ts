/**
 * Setup for every browser test file (vitest `setupFiles`, run again before each file). The browser
 * project runs its files in shared processes (`isolate: false`: wrangler and playwright load once
 * per process, not once per file), so a file's browser must not outlive it: after the file's own
 * `afterAll` hooks, its scriptless-copy context and its Chromium close.
 */
import { afterAll } from "vitest";
import { closeSnapshotPage } from "./axe";
import { closeSharedBrowser } from "./chromium";

afterAll(async () => {
  await closeSnapshotPage();
  await closeSharedBrowser();
});

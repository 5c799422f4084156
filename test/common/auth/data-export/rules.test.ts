/** The rules of "Download your data" (common/auth/data-export/rules.ts; docs/decisions/042). */
import { expect, test } from "vitest";
import { DATA_EXPORT_INTERVAL_SECONDS, exportWaitSeconds, mebibytes } from "~common/auth/data-export";

test("one archive a day: the wait after the last ask, none before any", () => {
  expect(exportWaitSeconds(null, 5000)).toBe(0);
  expect(exportWaitSeconds(1000, 1000)).toBe(DATA_EXPORT_INTERVAL_SECONDS);
  expect(exportWaitSeconds(1000, 1000 + DATA_EXPORT_INTERVAL_SECONDS)).toBe(0);
});

test("sizes in MiB with one decimal, never 0.0", () => {
  expect(mebibytes(3 * 1024 * 1024)).toBe("3.0");
  expect(mebibytes(10)).toBe("0.1");
});

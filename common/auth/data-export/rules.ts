/**
 * The rules of "Download your data" (docs/decisions/042): pure, shared by the page and the Worker.
 */

/** One archive per account per day (besides the per-address ACCOUNT bucket). */
export const DATA_EXPORT_INTERVAL_SECONDS = 24 * 3600;

/** A ready archive is offered for seven days, then removed. */
export const DATA_EXPORT_TTL_SECONDS = 7 * 24 * 3600;

/** Most bytes of original images one archive holds (the Worker builds the zip in memory, within its 128 MB). */
export const DATA_EXPORT_IMAGE_BYTES_MAX = 32 * 1024 * 1024;

/** Most rows of one kind an archive holds (far above what a person makes: saving.md bounds). */
export const DATA_EXPORT_ROWS_MAX = 20_000;

/** Seconds until the viewer may ask again, 0 when they may now. */
export const exportWaitSeconds = (lastRequestedAt: number | null, now: number) =>
  lastRequestedAt === null ? 0 : Math.max(0, lastRequestedAt + DATA_EXPORT_INTERVAL_SECONDS - now);

/** MiB with one decimal, for the page (at least 0.1: a small archive is not "0.0"). */
export const mebibytes = (bytes: number) => Math.max(0.1, bytes / (1024 * 1024)).toFixed(1);

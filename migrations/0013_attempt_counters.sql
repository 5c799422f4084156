-- Exact per-account counters in fixed windows (worker/auth/recovery/attempt-counter.ts): reset
-- emails per account (or per unknown identifier, so an unknown account is limited the same way)
-- and wrong current passwords on /settings/security. One atomic upsert per attempt: D1 runs
-- statements one at a time on one primary, so concurrent attempts cannot both read the old count.
CREATE TABLE attempt_counters (
  key TEXT PRIMARY KEY,
  -- epoch seconds when the window started / ends
  window_start INTEGER NOT NULL,
  window_end INTEGER NOT NULL,
  count INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX attempt_counters_end ON attempt_counters (window_end);

-- Recoverable steps (issue 35 part 3; docs/decisions/049-recoverable-steps.md).
--
-- A password reset's log-in lockout lives in the LoginLockout Durable Object, outside D1's batch:
-- the reset's batch writes one row here, and the row goes once the lockout is cleared (right after
-- the batch, else by the scheduled job retryLockoutClears). id: the reset's own use id.
CREATE TABLE pending_lockout_clears (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- failed clears so far (the job backs off with them)
  tries INTEGER NOT NULL DEFAULT 0,
  -- epoch seconds
  created_at INTEGER NOT NULL,
  next_try_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX pending_lockout_clears_next ON pending_lockout_clears(next_try_at);

-- Where the R2 sweeper (sweepOrphanImages) goes on from: one row per sweep, its R2 list cursor
-- (NULL: start at the bucket's beginning), the passes over the whole bucket finished, and when it
-- last ran (epoch seconds).
CREATE TABLE r2_sweep_state (
  name TEXT PRIMARY KEY,
  cursor TEXT,
  passes INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
) WITHOUT ROWID;

-- Closing, deactivating and exporting an account (issue 34; docs/decisions/042-closing-accounts.md).
-- Columns, not new account_state values: account_state's CHECK cannot be widened without
-- rebuilding users (and every table cascading from it), and auth.md §8.2's "deactivated" state
-- keeps its own meaning (reactivated by a password reset). hidden_at: the owner deactivated or
-- closed the account (epoch seconds); while set, the account and everything it made are shown to
-- nobody (worker/saving/access.ts, PIN_FROM). deletion_due_at: closed; the end of the 14-day
-- grace, when the AccountDeletion workflow deletes it for good; NULL for a deactivated account.
ALTER TABLE users ADD COLUMN hidden_at INTEGER;
ALTER TABLE users ADD COLUMN deletion_due_at INTEGER CHECK (deletion_due_at IS NULL OR hidden_at IS NOT NULL);
-- The few hidden accounts, for the NOT IN (…) of every list.
CREATE INDEX users_hidden ON users(id) WHERE hidden_at IS NOT NULL;

-- Download your data: one row per archive asked for. The DataExport workflow builds the zip into
-- R2 (r2_key) and marks it ready; it can be downloaded by its owner until expires_at.
CREATE TABLE data_exports (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  state TEXT NOT NULL DEFAULT 'preparing' CHECK (state IN ('preparing', 'ready', 'failed', 'too_large')),
  -- epoch seconds
  requested_at INTEGER NOT NULL,
  ready_at INTEGER,
  expires_at INTEGER,
  r2_key TEXT,
  bytes INTEGER
);
CREATE INDEX data_exports_user ON data_exports(user_id, requested_at);

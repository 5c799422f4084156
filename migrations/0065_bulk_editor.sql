-- The bulk editor (docs/decisions/055): every upload that was applied or refused, for its history
-- page (business.md §2 /bulk_editor/history/); dry runs are not kept. `errors` is the first
-- problems as JSON ([{line, column, message}]), for a refused one.
CREATE TABLE bulk_uploads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  advertiser_id INTEGER NOT NULL REFERENCES advertisers(id) ON DELETE CASCADE,
  -- Random, chosen before the batch: the batch's history rows find the upload by it.
  token TEXT NOT NULL UNIQUE,
  actor_user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  file_name TEXT NOT NULL,
  rows INTEGER NOT NULL,
  changed INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('APPLIED', 'FAILED')),
  errors TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(errors)),
  -- Campaigns whose version moved since the checks read them: an applied upload's row is inserted
  -- first in its batch with this count, and a count other than 0 fails the CHECK, so the whole
  -- batch rolls back (atomic: all of the upload or none of it).
  stale_campaigns INTEGER NOT NULL DEFAULT 0 CHECK (stale_campaigns = 0),
  -- epoch seconds
  created_at INTEGER NOT NULL
);
CREATE INDEX bulk_uploads_advertiser ON bulk_uploads(advertiser_id, id);

-- A history entry made by a bulk upload names it (the history page's "bulk upload" marker).
ALTER TABLE account_history ADD COLUMN bulk_upload_id INTEGER REFERENCES bulk_uploads(id) ON DELETE SET NULL;

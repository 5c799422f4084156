-- Audiences (issue 37 item 2, docs/decisions/060): who they are made of, who is in them as of
-- their last refresh, and the ad groups that target or exclude them.

-- Each person's email as a customer list names it (SHA-256 of the lower-cased, trimmed email),
-- and the email it is of: a changed email is hashed again by the cron's audiences job.
ALTER TABLE users ADD COLUMN email_sha256 TEXT;
ALTER TABLE users ADD COLUMN email_sha256_of TEXT;
CREATE INDEX users_email_sha256 ON users(email_sha256) WHERE email_sha256 IS NOT NULL;
CREATE INDEX users_email_unhashed ON users(id) WHERE email_sha256_of IS NOT email;

CREATE TABLE audiences (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  advertiser_id INTEGER NOT NULL REFERENCES advertisers(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('visitor', 'customer_list', 'engagement', 'actalike')),
  -- JSON: visitor {event_names, lookback_days}; engagement {actions, lookback_days}; the others {}
  rule TEXT NOT NULL CHECK (json_valid(rule)),
  seed_audience_id INTEGER REFERENCES audiences(id) ON DELETE SET NULL,
  -- people in it at its last refresh (never shown under the floor), and a list's uploaded hashes
  size INTEGER NOT NULL DEFAULT 0,
  list_rows INTEGER NOT NULL DEFAULT 0,
  -- epoch seconds
  refreshed_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  created_by TEXT REFERENCES users(id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX audiences_name ON audiences(advertiser_id, name COLLATE NOCASE);
CREATE INDEX audiences_refresh ON audiences(refreshed_at);
CREATE INDEX audiences_seed ON audiences(seed_audience_id) WHERE seed_audience_id IS NOT NULL;

CREATE TABLE audience_list_hashes (
  audience_id INTEGER NOT NULL REFERENCES audiences(id) ON DELETE CASCADE,
  em_hash TEXT NOT NULL,
  PRIMARY KEY (audience_id, em_hash)
) WITHOUT ROWID;

CREATE TABLE audience_members (
  audience_id INTEGER NOT NULL REFERENCES audiences(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (audience_id, user_id)
) WITHOUT ROWID;
CREATE INDEX audience_members_user ON audience_members(user_id, audience_id);

CREATE TABLE ad_group_audiences (
  ad_group_id INTEGER NOT NULL REFERENCES ad_groups(id) ON DELETE CASCADE,
  audience_id INTEGER NOT NULL REFERENCES audiences(id) ON DELETE CASCADE,
  mode TEXT NOT NULL CHECK (mode IN ('include', 'exclude')),
  PRIMARY KEY (ad_group_id, audience_id)
) WITHOUT ROWID;
CREATE INDEX ad_group_audiences_audience ON ad_group_audiences(audience_id);

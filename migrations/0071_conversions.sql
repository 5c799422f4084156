-- The Conversions API (issue 37 item 1): access tokens an ad account's servers send events with
-- (only the token's SHA-256 is kept), and the events themselves, one row per event_id and name:
-- the tag and the API sending the same event make one row, counted once.
CREATE TABLE conversion_access_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  advertiser_id INTEGER NOT NULL REFERENCES advertisers(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  -- hex SHA-256 of the token
  token_hash TEXT NOT NULL UNIQUE,
  created_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  -- epoch seconds
  created_at INTEGER NOT NULL,
  last_used_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX conversion_access_tokens_advertiser ON conversion_access_tokens(advertiser_id, id);

CREATE TABLE conversion_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  advertiser_id INTEGER NOT NULL REFERENCES advertisers(id) ON DELETE CASCADE,
  event_name TEXT NOT NULL,
  event_id TEXT NOT NULL,
  action_source TEXT NOT NULL,
  -- epoch seconds: when it happened, and when it first arrived
  event_time INTEGER NOT NULL,
  received_at INTEGER NOT NULL,
  -- 'api' or 'tag': who sent it first
  source TEXT NOT NULL CHECK (source IN ('api', 'tag')),
  -- 1: a test event, never counted
  test INTEGER NOT NULL DEFAULT 0 CHECK (test IN (0, 1)),
  em_hash TEXT,
  ph_hash TEXT,
  value_micro INTEGER,
  currency TEXT,
  UNIQUE (advertiser_id, test, event_name, event_id)
);
CREATE INDEX conversion_events_time ON conversion_events(advertiser_id, test, event_time);

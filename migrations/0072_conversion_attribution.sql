-- Conversions, part two (issue 37 item 1, docs/decisions/059): the tag, attribution, health and
-- offline uploads.

-- A charged click or view of an ad: what a conversion is attributed to. Only what the campaign's
-- counter charged is kept, so a fake click is never credited with a sale. A click's id is its
-- delivery token's placement, handed to the ad's site as `epik`; a view is kept for a logged-in
-- viewer only (matched by the SHA-256 of their email), once per ad and UTC day.
CREATE TABLE ad_touches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  advertiser_id INTEGER NOT NULL REFERENCES advertisers(id) ON DELETE CASCADE,
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  ad_group_id INTEGER,
  ad_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('click', 'view')),
  click_id TEXT,
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
  -- hex SHA-256 of the viewer's lower-cased email when they were logged in
  em_hash TEXT,
  -- YYYY-MM-DD, UTC, and epoch seconds
  day TEXT NOT NULL,
  touched_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX ad_touches_click ON ad_touches(advertiser_id, click_id) WHERE kind = 'click';
CREATE UNIQUE INDEX ad_touches_view ON ad_touches(ad_id, user_id, day) WHERE kind = 'view';
CREATE INDEX ad_touches_person ON ad_touches(advertiser_id, em_hash, kind, touched_at) WHERE em_hash IS NOT NULL;
CREATE INDEX ad_touches_user ON ad_touches(user_id) WHERE user_id IS NOT NULL;

-- An offline upload (a CSV of conversions): its file's name and what came of its rows.
CREATE TABLE conversion_uploads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  advertiser_id INTEGER NOT NULL REFERENCES advertisers(id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  rows_total INTEGER NOT NULL,
  rows_processed INTEGER NOT NULL,
  rows_failed INTEGER NOT NULL,
  -- JSON: up to 20 of [row number, error]
  errors TEXT NOT NULL DEFAULT '[]',
  created_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  -- random: the upload's events name it in the same batch, before its id is known
  nonce TEXT NOT NULL UNIQUE
);
CREATE INDEX conversion_uploads_advertiser ON conversion_uploads(advertiser_id, id);

-- Which tag sent an event, the click id it carried, the touch it is attributed to, the upload it
-- came in, who sent it (1 the API, 2 the tag, 4 an upload: a bit each; `source` stays who sent it
-- first, 'api' for an upload, as its CHECK allows) and how many times it arrived.
ALTER TABLE conversion_events ADD COLUMN tag_id INTEGER REFERENCES conversion_tags(id) ON DELETE SET NULL;
ALTER TABLE conversion_events ADD COLUMN click_id TEXT;
ALTER TABLE conversion_events ADD COLUMN touch_id INTEGER REFERENCES ad_touches(id) ON DELETE SET NULL;
ALTER TABLE conversion_events ADD COLUMN upload_id INTEGER REFERENCES conversion_uploads(id) ON DELETE SET NULL;
ALTER TABLE conversion_events ADD COLUMN channels INTEGER NOT NULL DEFAULT 0;
ALTER TABLE conversion_events ADD COLUMN copies INTEGER NOT NULL DEFAULT 1;
UPDATE conversion_events SET channels = CASE source WHEN 'tag' THEN 2 ELSE 1 END WHERE channels = 0;
CREATE INDEX conversion_events_received ON conversion_events(advertiser_id, test, id);
CREATE INDEX conversion_events_touch ON conversion_events(touch_id) WHERE touch_id IS NOT NULL;

-- Each channel's (and tag's) events a UTC day, failed ones too: the health pages' error rates.
CREATE TABLE conversion_event_days (
  advertiser_id INTEGER NOT NULL REFERENCES advertisers(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('api', 'tag', 'upload')),
  -- 0 for the API and uploads
  tag_id INTEGER NOT NULL DEFAULT 0,
  received INTEGER NOT NULL DEFAULT 0,
  failed INTEGER NOT NULL DEFAULT 0,
  -- epoch seconds
  last_at INTEGER NOT NULL,
  last_error TEXT,
  PRIMARY KEY (advertiser_id, day, channel, tag_id)
) WITHOUT ROWID;

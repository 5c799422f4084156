-- A user's settings the Instagram upsell reads (saving.md §3 "User settings:
-- connected_to_instagram (boolean), listed_website_url"; §4 Instagram upsell; /settings/claim/).
-- One row per user who set something; no row reads as not connected, no website.
CREATE TABLE user_settings (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  -- the website the user lists on their profile (http(s)), or NULL
  listed_website_url TEXT,
  -- the Instagram account connected through /settings/claim/ (worker/saving/instagram-upsell/), or NULL
  instagram_username TEXT,
  -- epoch seconds
  instagram_connected_at INTEGER,
  updated_at INTEGER NOT NULL
) WITHOUT ROWID;

-- The bookmarklet's pin creation (saving.md §2 /pin/create/{method} and /bookmarklet, §7 the
-- logging image beacon; worker/saving/pin-create/).
--
-- 1. /bookmarklet is a page of the product, so "bookmarklet" joins the reserved usernames
--    (common/saving/reserved-usernames.ts): both triggers of 0009 are made again with the list.
DROP TRIGGER users_reserved_username_insert;
DROP TRIGGER users_reserved_username_update;
CREATE TRIGGER users_reserved_username_insert BEFORE INSERT ON users
WHEN lower(NEW.username) IN ('_dev', 'add-account', 'ads', 'advertiser', 'api', 'assets', 'board', 'bookmarklet', 'business', 'forgot_password', 'healthz', 'i', 'ideas', 'login', 'logout', 'me', 'offsite', 'openapi.json', 'password', 'pin', 'reset_password', 'resources', 'search', 'settings', 'signup', 'v3', 'vx')
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: users.username (reserved for a page path)');
END;
CREATE TRIGGER users_reserved_username_update BEFORE UPDATE OF username ON users
WHEN lower(NEW.username) IN ('_dev', 'add-account', 'ads', 'advertiser', 'api', 'assets', 'board', 'bookmarklet', 'business', 'forgot_password', 'healthz', 'i', 'ideas', 'login', 'logout', 'me', 'offsite', 'openapi.json', 'password', 'pin', 'reset_password', 'resources', 'search', 'settings', 'signup', 'v3', 'vx')
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: users.username (reserved for a page path)');
END;

-- 2. GET /v3/logging/pin_create/: one row per beacon (pin_create_success, sent only when the page
--    had a guid; pin_create_fail, always), with the page's query parameters.
CREATE TABLE pin_create_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event TEXT NOT NULL CHECK (event IN ('pin_create_success', 'pin_create_fail')),
  client TEXT NOT NULL,
  -- the route's method (/pin/create/{method}): create, button, …
  path TEXT NOT NULL,
  pin_id INTEGER,
  guid TEXT,
  url TEXT,
  media TEXT,
  description TEXT,
  -- the logged-in viewer, when there was one
  user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  -- epoch seconds
  created_at INTEGER NOT NULL
);
CREATE INDEX pin_create_events_created ON pin_create_events(created_at);

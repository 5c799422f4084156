-- Saving counters on users (saving.md §4 "the viewer's pin count rises by 1"; the public profile's
-- follower and following counts), kept exactly by the statements that change them.
ALTER TABLE users ADD COLUMN pin_count INTEGER NOT NULL DEFAULT 0 CHECK (pin_count >= 0);
ALTER TABLE users ADD COLUMN follower_count INTEGER NOT NULL DEFAULT 0 CHECK (follower_count >= 0);
ALTER TABLE users ADD COLUMN following_count INTEGER NOT NULL DEFAULT 0 CHECK (following_count >= 0);

-- Profiles live at /{username}/, beside the product's own top-level paths, so a username may not be
-- one of those path names (common/saving/reserved-usernames.ts holds the same list; a unit test
-- keeps the two equal). The refusal reads as a username clash, so every insert path that already
-- retries a taken username (the sign-up's username stem, worker/auth/users/users-repo.ts insertUser)
-- simply picks another name.
CREATE TRIGGER users_reserved_username_insert BEFORE INSERT ON users
WHEN lower(NEW.username) IN ('_dev', 'add-account', 'ads', 'advertiser', 'api', 'assets', 'board', 'business', 'forgot_password', 'healthz', 'i', 'ideas', 'login', 'logout', 'me', 'offsite', 'openapi.json', 'password', 'pin', 'reset_password', 'resources', 'search', 'settings', 'signup', 'v3', 'vx')
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: users.username (reserved for a page path)');
END;
CREATE TRIGGER users_reserved_username_update BEFORE UPDATE OF username ON users
WHEN lower(NEW.username) IN ('_dev', 'add-account', 'ads', 'advertiser', 'api', 'assets', 'board', 'business', 'forgot_password', 'healthz', 'i', 'ideas', 'login', 'logout', 'me', 'offsite', 'openapi.json', 'password', 'pin', 'reset_password', 'resources', 'search', 'settings', 'signup', 'v3', 'vx')
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: users.username (reserved for a page path)');
END;

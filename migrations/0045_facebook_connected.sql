-- Facebook log-in's retirement (auth.md §1, §3 Viewer connectedToFacebook, Login data;
-- docs/decisions/020). An account's Facebook identity is a user_identities row (issuer
-- FACEBOOK_IDENTITY_ISSUER, worker/auth/facebook/facebook-account.ts; subject = the app-scoped
-- Facebook id; provider 'facebook', which migrations/0036 already allows). No new row is ever made
-- by sign-up (no new Facebook accounts): the rows are the accounts made before the retirement.
-- connected_to_facebook sits on the row every request already reads, like connected_to_google.
ALTER TABLE users ADD COLUMN connected_to_facebook INTEGER NOT NULL DEFAULT 0 CHECK (connected_to_facebook IN (0, 1));

-- The reserved usernames (common/saving/reserved-usernames.ts) gain /connect/…, the Facebook popup's
-- page (auth.md §7 GET /connect/facebook/). The triggers of 0041 are replaced with the whole list
-- (test/common/saving/reserved-usernames.test.ts reads the newest migration that defines them).
DROP TRIGGER IF EXISTS users_reserved_username_insert;
DROP TRIGGER IF EXISTS users_reserved_username_update;
CREATE TRIGGER users_reserved_username_insert BEFORE INSERT ON users
WHEN lower(NEW.username) IN ('_dev', 'accounts_manager', 'add-account', 'ads', 'advertiser', 'api', 'assets', 'audience_debug', 'audiences', 'automated', 'billing', 'board', 'bookmarklet', 'bulk_editor', 'business', 'campaign-insights', 'connect', 'conversions', 'experiments', 'forgot_password', 'healthz', 'history', 'i', 'ideas', 'login', 'logout', 'me', 'media_planner', 'msot-optimizer', 'oauth', 'offsite', 'openapi.json', 'password', 'pin', 'pin-builder', 'product-catalogs', 'quick-promote', 'recommendations', 'report-center', 'reporting', 'reset_password', 'resources', 'search', 'settings', 'signup', 'v3', 'vx')
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: users.username (reserved for a page path)');
END;
CREATE TRIGGER users_reserved_username_update BEFORE UPDATE OF username ON users
WHEN lower(NEW.username) IN ('_dev', 'accounts_manager', 'add-account', 'ads', 'advertiser', 'api', 'assets', 'audience_debug', 'audiences', 'automated', 'billing', 'board', 'bookmarklet', 'bulk_editor', 'business', 'campaign-insights', 'connect', 'conversions', 'experiments', 'forgot_password', 'healthz', 'history', 'i', 'ideas', 'login', 'logout', 'me', 'media_planner', 'msot-optimizer', 'oauth', 'offsite', 'openapi.json', 'password', 'pin', 'pin-builder', 'product-catalogs', 'quick-promote', 'recommendations', 'report-center', 'reporting', 'reset_password', 'resources', 'search', 'settings', 'signup', 'v3', 'vx')
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: users.username (reserved for a page path)');
END;

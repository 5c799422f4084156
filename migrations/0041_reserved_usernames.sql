-- The reserved usernames (common/saving/reserved-usernames.ts) grow with the product's top-level
-- pages: /oauth/{provider}/… (federated sign-in), /bookmarklet, /pin-builder/, /quick-promote/.
-- The triggers of 0009 are replaced with the whole list (test/common/saving/reserved-usernames.test.ts
-- reads the newest migration that defines them).
DROP TRIGGER IF EXISTS users_reserved_username_insert;
DROP TRIGGER IF EXISTS users_reserved_username_update;
CREATE TRIGGER users_reserved_username_insert BEFORE INSERT ON users
WHEN lower(NEW.username) IN ('_dev', 'add-account', 'ads', 'advertiser', 'api', 'assets', 'board', 'bookmarklet', 'business', 'forgot_password', 'healthz', 'i', 'ideas', 'login', 'logout', 'me', 'oauth', 'offsite', 'openapi.json', 'password', 'pin', 'pin-builder', 'quick-promote', 'reset_password', 'resources', 'search', 'settings', 'signup', 'v3', 'vx')
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: users.username (reserved for a page path)');
END;
CREATE TRIGGER users_reserved_username_update BEFORE UPDATE OF username ON users
WHEN lower(NEW.username) IN ('_dev', 'add-account', 'ads', 'advertiser', 'api', 'assets', 'board', 'bookmarklet', 'business', 'forgot_password', 'healthz', 'i', 'ideas', 'login', 'logout', 'me', 'oauth', 'offsite', 'openapi.json', 'password', 'pin', 'pin-builder', 'quick-promote', 'reset_password', 'resources', 'search', 'settings', 'signup', 'v3', 'vx')
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: users.username (reserved for a page path)');
END;

-- The reserved usernames (common/saving/reserved-usernames.ts) grow with the product's top-level
-- pages: /oauth/{provider}/… (federated sign-in), /bookmarklet, /pin-builder/, /quick-promote/, and
-- keeps the advertiser console's paths that 0033 added.
-- The triggers of 0009 are replaced with the whole list (test/common/saving/reserved-usernames.test.ts
-- reads the newest migration that defines them).
DROP TRIGGER IF EXISTS users_reserved_username_insert;
DROP TRIGGER IF EXISTS users_reserved_username_update;
CREATE TRIGGER users_reserved_username_insert BEFORE INSERT ON users
WHEN lower(NEW.username) IN ('_dev', 'accounts_manager', 'add-account', 'ads', 'advertiser', 'api', 'assets', 'audience_debug', 'audiences', 'automated', 'billing', 'board', 'bookmarklet', 'bulk_editor', 'business', 'campaign-insights', 'conversions', 'experiments', 'forgot_password', 'healthz', 'history', 'i', 'ideas', 'login', 'logout', 'me', 'media_planner', 'msot-optimizer', 'oauth', 'offsite', 'openapi.json', 'password', 'pin', 'pin-builder', 'product-catalogs', 'quick-promote', 'recommendations', 'report-center', 'reporting', 'reset_password', 'resources', 'search', 'settings', 'signup', 'v3', 'vx')
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: users.username (reserved for a page path)');
END;
CREATE TRIGGER users_reserved_username_update BEFORE UPDATE OF username ON users
WHEN lower(NEW.username) IN ('_dev', 'accounts_manager', 'add-account', 'ads', 'advertiser', 'api', 'assets', 'audience_debug', 'audiences', 'automated', 'billing', 'board', 'bookmarklet', 'bulk_editor', 'business', 'campaign-insights', 'conversions', 'experiments', 'forgot_password', 'healthz', 'history', 'i', 'ideas', 'login', 'logout', 'me', 'media_planner', 'msot-optimizer', 'oauth', 'offsite', 'openapi.json', 'password', 'pin', 'pin-builder', 'product-catalogs', 'quick-promote', 'recommendations', 'report-center', 'reporting', 'reset_password', 'resources', 'search', 'settings', 'signup', 'v3', 'vx')
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: users.username (reserved for a page path)');
END;

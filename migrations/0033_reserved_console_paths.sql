-- The advertiser console's top-level paths (business.md §2: each console path may come without the
-- /advertiser/{advertiserId} prefix, e.g. /reporting/campaigns/, /billing/, /pin-builder/) become
-- page paths, so they join the reserved usernames (common/saving/reserved-usernames.ts holds the
-- same list; test/common/saving/reserved-usernames.test.ts keeps the newest triggers equal to it).
--
-- An account that already has one of these names would lose its profile to a console page: it is
-- renamed with a suffix of its id, the way a sign-up picks another name when one is taken.
UPDATE users SET username = username || '_' || substr(replace(id, '-', ''), 1, 6)
WHERE lower(username) IN ('accounts_manager', 'audience_debug', 'audiences', 'automated', 'billing', 'bulk_editor', 'campaign-insights', 'conversions', 'experiments', 'history', 'media_planner', 'msot-optimizer', 'pin-builder', 'product-catalogs', 'quick-promote', 'recommendations', 'report-center', 'reporting');

DROP TRIGGER users_reserved_username_insert;
DROP TRIGGER users_reserved_username_update;
CREATE TRIGGER users_reserved_username_insert BEFORE INSERT ON users
WHEN lower(NEW.username) IN ('_dev', 'accounts_manager', 'add-account', 'ads', 'advertiser', 'api', 'assets', 'audience_debug', 'audiences', 'automated', 'billing', 'board', 'bulk_editor', 'business', 'campaign-insights', 'conversions', 'experiments', 'forgot_password', 'healthz', 'history', 'i', 'ideas', 'login', 'logout', 'me', 'media_planner', 'msot-optimizer', 'offsite', 'openapi.json', 'password', 'pin', 'pin-builder', 'product-catalogs', 'quick-promote', 'recommendations', 'report-center', 'reporting', 'reset_password', 'resources', 'search', 'settings', 'signup', 'v3', 'vx')
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: users.username (reserved for a page path)');
END;
CREATE TRIGGER users_reserved_username_update BEFORE UPDATE OF username ON users
WHEN lower(NEW.username) IN ('_dev', 'accounts_manager', 'add-account', 'ads', 'advertiser', 'api', 'assets', 'audience_debug', 'audiences', 'automated', 'billing', 'board', 'bulk_editor', 'business', 'campaign-insights', 'conversions', 'experiments', 'forgot_password', 'healthz', 'history', 'i', 'ideas', 'login', 'logout', 'me', 'media_planner', 'msot-optimizer', 'offsite', 'openapi.json', 'password', 'pin', 'pin-builder', 'product-catalogs', 'quick-promote', 'recommendations', 'report-center', 'reporting', 'reset_password', 'resources', 'search', 'settings', 'signup', 'v3', 'vx')
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: users.username (reserved for a page path)');
END;

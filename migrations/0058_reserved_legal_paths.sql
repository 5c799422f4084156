-- The reserved usernames (common/saving/reserved-usernames.ts) gain the legal pages (/terms, /privacy:
-- the sign-up notice links to them) and the crawlers' files (/robots.txt, /sitemap.xml). Migrations
-- only add (scripts/deploy/migration-rules.ts), so the triggers of 0045 stay and two more refuse the
-- new names (test/common/saving/reserved-usernames.test.ts checks the union equals the list).
CREATE TRIGGER users_reserved_username_insert_0058 BEFORE INSERT ON users
WHEN lower(NEW.username) IN ('privacy', 'robots.txt', 'sitemap.xml', 'terms')
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: users.username (reserved for a page path)');
END;
CREATE TRIGGER users_reserved_username_update_0058 BEFORE UPDATE OF username ON users
WHEN lower(NEW.username) IN ('privacy', 'robots.txt', 'sitemap.xml', 'terms')
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: users.username (reserved for a page path)');
END;

-- Reporting tables (issue 36 item 3; docs/decisions/053). The campaign's counter
-- (worker/business/promoted-pins/campaign-counter.ts) writes these in the same D1 batch as the
-- campaign's own row of campaign_daily_stats, whole (replaced, never added to), so an ad's, an ad
-- group's and a search query's numbers of a day always sum to the campaign's for the days written
-- since this migration.

-- Per ad (a promoted Pin) and UTC day: an ad group's numbers are the sum of its ads'.
CREATE TABLE ad_daily_stats (
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  ad_id INTEGER NOT NULL,
  -- YYYY-MM-DD, UTC
  day TEXT NOT NULL,
  impressions INTEGER NOT NULL DEFAULT 0 CHECK (impressions >= 0),
  clicks INTEGER NOT NULL DEFAULT 0 CHECK (clicks >= 0),
  spend_micro INTEGER NOT NULL DEFAULT 0 CHECK (spend_micro >= 0),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (campaign_id, ad_id, day)
) WITHOUT ROWID;
CREATE INDEX ad_daily_stats_ad ON ad_daily_stats(ad_id, day);

-- Per ad group, normalised search query (lower-case, trimmed, at most 100 characters) and UTC day:
-- the charged events of promoted cards shown on a search results page for that query.
CREATE TABLE search_query_daily_stats (
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  ad_group_id INTEGER NOT NULL,
  query TEXT NOT NULL CHECK (length(query) BETWEEN 1 AND 100),
  day TEXT NOT NULL,
  impressions INTEGER NOT NULL DEFAULT 0 CHECK (impressions >= 0),
  clicks INTEGER NOT NULL DEFAULT 0 CHECK (clicks >= 0),
  spend_micro INTEGER NOT NULL DEFAULT 0 CHECK (spend_micro >= 0),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (campaign_id, ad_group_id, query, day)
) WITHOUT ROWID;

-- The columns a person chose per report level, per ad account (business.md §2 /reporting/preferences/).
CREATE TABLE report_preferences (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  advertiser_id INTEGER NOT NULL REFERENCES advertisers(id) ON DELETE CASCADE,
  level TEXT NOT NULL,
  -- JSON array of column names (common/business/reporting REPORT_COLUMNS)
  columns TEXT NOT NULL CHECK (json_valid(columns)),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, advertiser_id, level)
) WITHOUT ROWID;

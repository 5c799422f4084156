-- Campaigns made by quick promote (business.md §7): each is one campaign, one ad group and one ad,
-- written in one D1 batch (worker/business/quick-promote/). A request sent with an
-- Idempotency-Key makes at most one campaign per ad account and key; request_hash tells a repeat
-- from a different request reusing the key.
CREATE TABLE campaigns (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  advertiser_id INTEGER NOT NULL REFERENCES advertisers(id) ON DELETE CASCADE,
  created_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'PAUSED')),
  objective_type TEXT NOT NULL CHECK (objective_type IN ('CONSIDERATION', 'WEB_CONVERSION', 'CATALOG_SALES')),
  -- the daily budget × 1,000,000 (§9), in the ad account's currency
  budget_micro INTEGER NOT NULL CHECK (budget_micro > 0),
  currency TEXT NOT NULL,
  duration_days INTEGER NOT NULL CHECK (duration_days > 0),
  is_ongoing INTEGER NOT NULL CHECK (is_ongoing IN (0, 1)),
  -- YYYY-MM-DD, only when not ongoing (§5)
  inclusive_end_date TEXT,
  auto_targeting INTEGER NOT NULL CHECK (auto_targeting IN (0, 1)),
  -- §7 targeting_spec as sent (JSON)
  targeting_spec TEXT NOT NULL CHECK (json_valid(targeting_spec)),
  ads_client_type TEXT NOT NULL,
  pin_id INTEGER NOT NULL,
  product_group_id TEXT,
  conversion_tag_id INTEGER,
  conversion_event TEXT,
  idempotency_key TEXT,
  request_hash TEXT,
  -- epoch seconds
  start_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (advertiser_id, idempotency_key)
);
CREATE INDEX campaigns_advertiser ON campaigns(advertiser_id, id);

CREATE TABLE ad_groups (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  advertiser_id INTEGER NOT NULL REFERENCES advertisers(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'PAUSED')),
  budget_micro INTEGER NOT NULL,
  targeting_spec TEXT NOT NULL CHECK (json_valid(targeting_spec)),
  created_at INTEGER NOT NULL
);
CREATE INDEX ad_groups_campaign ON ad_groups(campaign_id, id);

CREATE TABLE ads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ad_group_id INTEGER NOT NULL REFERENCES ad_groups(id) ON DELETE CASCADE,
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  pin_id INTEGER NOT NULL,
  destination_url TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'PAUSED')),
  created_at INTEGER NOT NULL
);
CREATE INDEX ads_ad_group ON ads(ad_group_id, id);

-- §2 the tag modal: an ad account's conversion tags (§3 selected_ocpm_tag conversionTagId).
CREATE TABLE conversion_tags (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  advertiser_id INTEGER NOT NULL REFERENCES advertisers(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX conversion_tags_advertiser ON conversion_tags(advertiser_id, id);

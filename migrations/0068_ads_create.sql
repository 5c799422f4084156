-- Campaigns made from scratch (issue 36 item 2, docs/decisions/057): a campaign has one or more ad
-- groups, each with its own targeting, keywords and bid, and one or more ads (promoted Pins).
-- A lifetime budget is spread evenly: budget_micro stays the daily cap delivery obeys, computed
-- from the lifetime budget over the campaign's days.
ALTER TABLE campaigns ADD COLUMN lifetime_budget_micro INTEGER CHECK (lifetime_budget_micro IS NULL OR lifetime_budget_micro > 0);
-- 1: automated (Performance+ style): targeting and bids chosen by delivery, not the advertiser.
ALTER TABLE campaigns ADD COLUMN automated INTEGER NOT NULL DEFAULT 0 CHECK (automated IN (0, 1));
-- The maximum cost per click × 1,000,000; NULL: automatic (the platform's price).
ALTER TABLE ad_groups ADD COLUMN bid_micro INTEGER CHECK (bid_micro IS NULL OR bid_micro > 0);
-- Search keywords (JSON array of lower-case words or phrases): a search for one of them may show the ad group's Pins.
ALTER TABLE ad_groups ADD COLUMN keywords TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(keywords));

-- Campaigns being made, saved as the advertiser goes (/ads/create/ → /ads/edit_draft/): the form's
-- plan as JSON, one row per draft, gone when the campaign is made (in the same batch).
CREATE TABLE campaign_drafts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  advertiser_id INTEGER NOT NULL REFERENCES advertisers(id) ON DELETE CASCADE,
  created_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  plan TEXT NOT NULL CHECK (json_valid(plan)),
  version INTEGER NOT NULL DEFAULT 0,
  -- epoch seconds
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX campaign_drafts_advertiser ON campaign_drafts(advertiser_id, updated_at);

-- Campaign control (docs/decisions/052): a campaign can be ended or archived for good (both keep
-- status 'PAUSED', so delivery and counting, which serve only ACTIVE campaigns, stop at once),
-- and every change is versioned, so two edits at once cannot both pass their checks.
ALTER TABLE campaigns ADD COLUMN ended_at INTEGER;
ALTER TABLE campaigns ADD COLUMN archived_at INTEGER;
ALTER TABLE campaigns ADD COLUMN version INTEGER NOT NULL DEFAULT 0;

-- The ad account's history (business.md §2 /history/): one row per changed field, written in the
-- change's own batch. Values are text: budgets in micro-currency, targeting as JSON.
CREATE TABLE account_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  advertiser_id INTEGER NOT NULL REFERENCES advertisers(id) ON DELETE CASCADE,
  actor_user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  entity_type TEXT NOT NULL CHECK (entity_type IN ('CAMPAIGN', 'AD_GROUP', 'AD')),
  entity_id INTEGER NOT NULL,
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  field TEXT NOT NULL,
  old_value TEXT,
  new_value TEXT,
  -- epoch seconds
  created_at INTEGER NOT NULL
);
CREATE INDEX account_history_advertiser ON account_history(advertiser_id, id);
CREATE INDEX account_history_campaign ON account_history(campaign_id, id);

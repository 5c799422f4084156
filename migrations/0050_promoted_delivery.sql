-- Promoted Pins' delivery and reporting (docs/decisions/039; business.md §2 campaign insights).
-- Each campaign's counter (a Durable Object, worker/business/promoted-pins/campaign-counter.ts)
-- counts impressions, clicks and spend exactly and writes each UTC day's totals here, whole (the
-- row is replaced, never added to, so a retried write cannot count twice). Delivery reads today's
-- row to stop a campaign whose daily budget is spent; reporting and billing read the rest.
CREATE TABLE campaign_daily_stats (
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  -- YYYY-MM-DD, UTC
  day TEXT NOT NULL,
  impressions INTEGER NOT NULL DEFAULT 0 CHECK (impressions >= 0),
  clicks INTEGER NOT NULL DEFAULT 0 CHECK (clicks >= 0),
  -- micro-currency of the campaign's currency; never above the day's budget
  spend_micro INTEGER NOT NULL DEFAULT 0 CHECK (spend_micro >= 0),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (campaign_id, day)
) WITHOUT ROWID;
CREATE INDEX campaign_daily_stats_day ON campaign_daily_stats(day, campaign_id);

-- Delivery's look-up of campaigns that may run now.
CREATE INDEX campaigns_delivering ON campaigns(status, start_at);
CREATE INDEX ads_campaign ON ads(campaign_id, status);

-- Promoted Pins a person hid ("Hide this ad" on the card): never promoted to them again.
CREATE TABLE promoted_hides (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  pin_id INTEGER NOT NULL,
  -- epoch seconds
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, pin_id)
) WITHOUT ROWID;

-- The creator card (business.md §2 "avatar, name, verified badge, follower count, sponsorship line";
-- §3 sponsorship status; worker/business/creator-card/).
--
-- users.verified: the verified badge beside the name (set with `npm run discovery -- verified
-- USERNAME true|false`, scripts/discovery.ts).
ALTER TABLE users ADD COLUMN verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1));

-- A Pin's paid partnership: the partner (a business account) and the partnership's status. The
-- partner's name is shown unless the status is 0, 2 or 3 (business.md §3; common/business/creator-card/
-- rules.ts). campaign_id: the partner's campaign, for the Pin view's attribution source
-- (business.md §7); NULL when there is none.
CREATE TABLE pin_sponsorships (
  pin_id INTEGER PRIMARY KEY REFERENCES pins(id) ON DELETE CASCADE,
  sponsor_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status INTEGER NOT NULL CHECK (status >= 0),
  campaign_id INTEGER CHECK (campaign_id IS NULL OR campaign_id > 0),
  -- epoch seconds
  created_at INTEGER NOT NULL
);
CREATE INDEX pin_sponsorships_sponsor ON pin_sponsorships(sponsor_id);

-- Acting for an ad account (saving.md §6): a board created with advertiser_id belongs to that ad
-- account's work, is protected (privacy 'protected': not listed on the user's profile to others)
-- and is what the board picker lists while the person acts for that ad account.
ALTER TABLE boards ADD COLUMN advertiser_id INTEGER REFERENCES advertisers(id) ON DELETE SET NULL;
CREATE INDEX boards_owner_advertiser ON boards(owner_id, advertiser_id) WHERE advertiser_id IS NOT NULL;

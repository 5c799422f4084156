-- Numbered 0052: 0051 is the passkeys branch's (0051_passkey_proofs.sql), merged beside this one.
-- Promoted Pins' invalid traffic (docs/decisions/039): beside each day's charged impressions and
-- clicks, the events recorded as invalid (bots, missing browser headers, hosting networks, clicks
-- without their impression, past a viewer's or an address's daily cap). Never charged: spend_micro
-- stays the charged events'. Columns only added, so a Worker of the previous version still writes.
ALTER TABLE campaign_daily_stats ADD COLUMN invalid_impressions INTEGER NOT NULL DEFAULT 0 CHECK (invalid_impressions >= 0);
ALTER TABLE campaign_daily_stats ADD COLUMN invalid_clicks INTEGER NOT NULL DEFAULT 0 CHECK (invalid_clicks >= 0);

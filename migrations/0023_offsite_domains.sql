-- The offsite link check's domain list (business.md §4, §7 GET /v3/offsite/; worker/business/offsite/):
-- link hosts a Pin's link must not be opened for. `domain` is a host as links are shown (lower-case,
-- no "www.", common/saving/rules/link.ts) and covers its subdomains; redirect_status is the check's
-- answer for it. Edited with `npm run discovery -- domain set|remove` (scripts/discovery.ts).
CREATE TABLE offsite_domains (
  domain TEXT PRIMARY KEY,
  redirect_status TEXT NOT NULL CHECK (redirect_status IN ('blocked', 'suspicious', 'porn')),
  note TEXT NOT NULL DEFAULT '',
  -- epoch seconds
  updated_at INTEGER NOT NULL
) WITHOUT ROWID;

-- Starting examples on the reserved .example names (RFC 2606): one per status, so each answer
-- can be tried locally and the contract can name them.
INSERT INTO offsite_domains (domain, redirect_status, note, updated_at) VALUES
('blocked-links.example', 'blocked', 'example: known spam', unixepoch()),
('suspicious-links.example', 'suspicious', 'example: reported as phishing', unixepoch()),
('adult-links.example', 'porn', 'example: adult content', unixepoch());

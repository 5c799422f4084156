-- Search advisories (business.md §3 "Sensitivity or advisory", Notice): sensitive queries and the
-- notices a search for them carries (worker/business/advisories/). `phrase` is the query folded
-- to lower-case words without accents, one space apart (common/business/search/search-query.ts
-- normalizeQuery); a search matches it when those words appear together, in order, in its query.
-- severity: ABUSIVE 0 (no results are shown, only the notice), SENSITIVE 1, BRAND_UNSAFE 2.
-- resource_country: the country it applies in (cf.country of the request), NULL for everywhere;
-- a country's own row wins over the everywhere row of the same phrase.
-- notices: a JSON array of Notice (common/business/advisories/schemas.ts NoticeSchema), checked when written
-- by `npm run discovery -- advisory set …` (scripts/discovery.ts) and again when read.
CREATE TABLE search_advisories (
  id INTEGER PRIMARY KEY,
  phrase TEXT NOT NULL CHECK (length(phrase) BETWEEN 1 AND 200),
  advisory TEXT NOT NULL,
  severity INTEGER NOT NULL CHECK (severity IN (0, 1, 2)),
  advisory_type TEXT NOT NULL DEFAULT 'first_party' CHECK (advisory_type IN ('first_party', 'third_party')),
  resource_country TEXT CHECK (resource_country IS NULL OR length(resource_country) = 2),
  advisory_details TEXT NOT NULL DEFAULT '',
  notices TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(notices) AND json_type(notices) = 'array'),
  -- epoch seconds
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX search_advisories_phrase ON search_advisories(phrase, ifnull(resource_country, ''));

-- Starting examples, one per severity (edit or remove them with the admin command). Only style 2
-- notices are shown (business.md §2); the BRAND_UNSAFE example's style 1 notice is therefore not.
INSERT INTO search_advisories (phrase, advisory, severity, advisory_type, resource_country, advisory_details, notices, updated_at) VALUES
('self harm', 'self_harm', 1, 'first_party', NULL, 'Searches about hurting oneself: a support notice above the results.',
 json('[{"id":"self-harm-support","style":2,"title":"You''re not alone","description":{"text":"If you''re going through something difficult, free and confidential support is available any time. Find a helpline near you.","textTags":[{"tagType":5,"offset":98,"length":15,"link":"https://findahelpline.com/"}]},"actions":[{"buttonText":"Get support","link":"https://findahelpline.com/"}],"footer":"Pins about this topic may be upsetting."}]'),
 unixepoch()),
('graphic violence', 'graphic_violence', 0, 'first_party', NULL, 'Content our guidelines do not allow: the notice replaces the results.',
 json('[{"id":"graphic-violence-blocked","style":2,"title":"Pinboard isn''t showing results for this search","description":{"text":"Pins about this may go against our community guidelines, so we don''t show any.","textTags":[]},"actions":[],"footer":null}]'),
 unixepoch()),
('miracle cure', 'health_misinformation', 2, 'third_party', NULL, 'Health claims advertisers avoid; the notice is style 1, which is not shown.',
 json('[{"id":"miracle-cure-info","style":1,"title":"Check health claims","description":{"text":"Talk to a doctor before trying a new treatment.","textTags":[]},"actions":[],"footer":null}]'),
 unixepoch());

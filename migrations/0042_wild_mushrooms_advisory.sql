-- A Pin about a sensitive topic carries that topic's advisory (saving.md §2 "A sensitive-content
-- notice can replace the content" of the save modal; common/saving/rules/save-notice.ts): the
-- advisories of search_advisories (migration 0022) are matched on a Pin's title and description as
-- on a search query (worker/business/advisories/advisories-repo.ts pinAdvisoryStatement). This
-- example is a SENSITIVE topic a seeded Pin is about ("Wild mushrooms along the trail",
-- scripts/seed/catalogue.ts), so its notice shows in the save modal and above a search for it.
INSERT INTO search_advisories (phrase, advisory, severity, advisory_type, resource_country, advisory_details, notices, updated_at) VALUES
('wild mushrooms', 'foraging_safety', 1, 'first_party', NULL, 'Eating wild mushrooms: a safety notice, before saving and above the results.',
 json('[{"id": "wild-mushrooms-safety", "style": 2, "title": "Look before you eat", "description": {"text": "Many wild mushrooms are poisonous, and some look just like edible ones. Only eat what an expert has identified, and if someone may have eaten a poisonous one, call poison control.", "textTags": [{"tagType": 5, "offset": 159, "length": 19, "link": "https://www.poison.org/"}]}, "actions": [{"buttonText": "Learn more", "link": "https://www.poison.org/"}], "footer": "Pins about foraging can''t show which mushrooms are safe to eat."}]'),
 unixepoch())
ON CONFLICT DO NOTHING;

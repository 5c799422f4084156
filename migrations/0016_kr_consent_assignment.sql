-- The Korean privacy-consent experiment (auth.md §4.1, §4.5, §6) is on for visitors from Korea:
-- sign-up there passes the consents step. Other countries keep the registry's default (control);
-- /_dev/experiments flips it for one device locally.
INSERT OR IGNORE INTO experiment_assignments (scope, subject, experiment, group_name, updated_at)
VALUES ('country', 'KR', 'kr_privacy_consent', 'enabled', 0);

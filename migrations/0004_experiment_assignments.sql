-- Experiment assignments (auth.md §6; registry in common/auth/experiments.ts). One row assigns a
-- group of one experiment to a user (subject = users.id), a device (subject = the pin_device
-- cookie's random id, worker/platform/experiments/device-id.ts) or a country (subject = ISO 3166-1 alpha-2).
-- The Worker reads all three for a request and `evaluate` picks user > device > country > default;
-- a group the registry no longer has is ignored there, so no CHECK on experiment or group_name.
CREATE TABLE experiment_assignments (
  scope TEXT NOT NULL CHECK (scope IN ('user', 'device', 'country')),
  subject TEXT NOT NULL,
  experiment TEXT NOT NULL,
  group_name TEXT NOT NULL,
  -- epoch seconds
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (scope, subject, experiment)
) WITHOUT ROWID;

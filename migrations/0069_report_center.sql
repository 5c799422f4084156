-- The report center (business.md §2 /report-center/; issue 36 item 6, docs/decisions/054): saved
-- reports, who gets each one's weekly email, and their runs (one CSV file each, in R2).

CREATE TABLE report_definitions (
  -- random (15 digits), chosen by the Worker: the batch that makes a report also subscribes its maker and queues its run
  id INTEGER PRIMARY KEY,
  advertiser_id INTEGER NOT NULL REFERENCES advertisers(id) ON DELETE CASCADE,
  created_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  -- The level, columns, window, breakdown and filters (common/business/report-center ReportSpec).
  spec TEXT NOT NULL CHECK (json_valid(spec)),
  frequency TEXT NOT NULL DEFAULT 'NONE' CHECK (frequency IN ('NONE', 'WEEKLY')),
  weekday INTEGER CHECK (weekday BETWEEN 1 AND 7),
  -- epoch ms of the next weekly run; NULL when not emailed
  next_run_at INTEGER,
  -- the site's origin when the schedule was set: the scheduled email's links are made without a request
  origin TEXT,
  version INTEGER NOT NULL DEFAULT 1,
  -- epoch ms
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX report_definitions_advertiser ON report_definitions(advertiser_id, created_at, id);
CREATE INDEX report_definitions_due ON report_definitions(next_run_at) WHERE next_run_at IS NOT NULL;

-- Who gets a weekly report's email; the id is what its unsubscribe link names (signed). A stopped
-- one is kept (stopped_at), so its link still says what it stopped; subscribing again clears it.
CREATE TABLE report_subscriptions (
  id TEXT PRIMARY KEY,
  report_id INTEGER NOT NULL REFERENCES report_definitions(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- epoch ms
  created_at INTEGER NOT NULL,
  stopped_at INTEGER,
  UNIQUE (report_id, user_id)
);
CREATE INDEX report_subscriptions_user ON report_subscriptions(user_id);

-- One run of a report: queued until the ReportRun workflow has written its CSV, then ready (or failed).
CREATE TABLE report_runs (
  id TEXT PRIMARY KEY,
  report_id INTEGER REFERENCES report_definitions(id) ON DELETE SET NULL,
  advertiser_id INTEGER NOT NULL REFERENCES advertisers(id) ON DELETE CASCADE,
  requested_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  trigger TEXT NOT NULL CHECK (trigger IN ('manual', 'schedule')),
  -- The report's name and spec when it ran, its window resolved (start_date, end_date).
  name TEXT NOT NULL,
  spec TEXT NOT NULL CHECK (json_valid(spec)),
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'ready', 'failed')),
  lines INTEGER,
  bytes INTEGER,
  truncated INTEGER NOT NULL DEFAULT 0 CHECK (truncated IN (0, 1)),
  r2_key TEXT,
  -- epoch ms
  requested_at INTEGER NOT NULL,
  ready_at INTEGER,
  expires_at INTEGER
);
CREATE INDEX report_runs_advertiser ON report_runs(advertiser_id, requested_at);
CREATE INDEX report_runs_report ON report_runs(report_id, requested_at);
CREATE INDEX report_runs_queued ON report_runs(requested_at) WHERE state = 'queued';

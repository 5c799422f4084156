-- Comments on Pins (issue 34 item 8; worker/saving/comments/). A comment goes with its Pin and
-- with its author's account; edited_at is set when its author changes the text. A Pin's page
-- lists them newest first by (created_at, id): pin_comments_by_pin serves that keyset. The
-- per-account posting limit counts an author's recent comments: pin_comments_by_author.
CREATE TABLE pin_comments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  pin_id INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  author_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
  created_at INTEGER NOT NULL,
  edited_at INTEGER
);
CREATE INDEX pin_comments_by_pin ON pin_comments (pin_id, created_at DESC, id DESC);
CREATE INDEX pin_comments_by_author ON pin_comments (author_id, created_at);

-- Reports of a comment, one per reporter (the primary key), kept for review. The comment stays
-- until its author or the Pin's pinner deletes it; its reports go with it.
CREATE TABLE pin_comment_reports (
  comment_id INTEGER NOT NULL REFERENCES pin_comments(id) ON DELETE CASCADE,
  reporter_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (comment_id, reporter_id)
);
CREATE INDEX pin_comment_reports_by_reporter ON pin_comment_reports (reporter_id);

-- Editing and deleting Pins (issue 34 item 1; worker/saving/pins/edit-pin.ts, delete-pin.ts).
--
-- pins.alt_text: what the Pin's image shows, for people who cannot see it (the Pin page's alt;
-- '' falls back to the title, as before).
ALTER TABLE pins ADD COLUMN alt_text TEXT NOT NULL DEFAULT '';

-- A deleted Pin, for the seconds its Undo lasts (common/saving/pins PIN_RESTORE_WINDOW_SECONDS).
-- The delete moves the row here in the same D1 batch that fixes the counts, so no read of `pins`
-- needs a "deleted" filter: the Pin is gone from every page, the search index (the 0021 delete
-- trigger) and the covers at once. A restore within the window moves it back with the same id; a
-- Workflow (PinPurge) removes the row after the window, and the image with its R2 objects when no
-- Pin (nor another deleted one) still uses it — repins share their source's `images` row.
-- No foreign keys to boards or sections: the restore checks they are still there.
CREATE TABLE pins_trash (
  id INTEGER PRIMARY KEY,
  board_id INTEGER NOT NULL,
  section_id INTEGER,
  pinner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  image_id INTEGER NOT NULL REFERENCES images(id),
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  hashtags TEXT NOT NULL,
  alt_text TEXT NOT NULL,
  link TEXT,
  link_domain_id INTEGER,
  repin_of_id INTEGER,
  via_pinner_id TEXT,
  method TEXT NOT NULL,
  guid TEXT,
  created_at INTEGER NOT NULL,
  -- the Pin's paid partnership (0024), kept as JSON so a restore brings it back; NULL when none
  sponsorship TEXT CHECK (sponsorship IS NULL OR json_valid(sponsorship)),
  -- who deleted it (the pinner or the board's owner), and when (epoch seconds)
  deleted_by TEXT NOT NULL,
  deleted_at INTEGER NOT NULL,
  -- this delete's token: the purge and the restore act on this delete only
  token TEXT NOT NULL
);
CREATE INDEX pins_trash_image ON pins_trash(image_id);

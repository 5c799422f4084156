-- A deleted Pin's comments wait in the trash with it (a JSON array; worker/saving/pins/delete-pin.ts):
-- the Pin's delete cascades to pin_comments, and an Undo puts them back with their ids. Their
-- reports are not kept. The purge removes them with the trash row.
ALTER TABLE pins_trash ADD COLUMN comments TEXT;

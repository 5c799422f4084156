-- A board's newest Pins, whatever their section: the three thumbnails of every board in a list
-- (worker/saving/boards/boards-repo.ts boardThumbnails reads three index entries per board) and a
-- board's feed with its sections' Pins (filter_section_pins=false). pins_board (board_id,
-- section_id, id) orders a board's Pins section by section, so those reads sorted every Pin of
-- the board: with 100,000 Pins in D1, a page of 25 boards took seconds (npm run bench).
CREATE INDEX pins_board_newest ON pins(board_id, id);

/** The organize mode's query parameters (organize.server.ts, organize.tsx, board.tsx, section.tsx): the mode, a no-JavaScript move's error, and the board whose sections a no-JavaScript visit asked for. */
export const ORGANIZE_PARAM = "organize";
export const MOVE_ERROR_PARAM = "move_error";
export const TO_BOARD_PARAM = "to_board";

/** The organize mode's query parameters (organize.server.ts, board.tsx, section.tsx): the mode, and a no-JavaScript move's error. */
export const ORGANIZE_PARAM = "organize";
export const MOVE_ERROR_PARAM = "move_error";

/** Query flags of /pin/{id}/edit's no-JavaScript steps, shared by its page and its server work. */
export const CONFIRM_DELETE_PARAM = "confirm_delete";
export const DELETED_PARAM = "deleted";
/** The board whose sections to list: the board select itself, sent by "Show sections" (a GET of the form). */
export const BOARD_PARAM = "board_id";

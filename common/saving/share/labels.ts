/** The Share buttons' names, which are also the sheets' titles (a module of their own: the pages' first load carries only these). */
export const SHARE_BUTTON_COPY = {
  sharePin: "Share this Pin",
  shareBoard: "Share this board",
} as const;

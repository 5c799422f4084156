/**
 * Why: the share sheet is opened by its page's URL (docs/decisions/045): "Send" in the save-success
 * dialog writes `?share=true`, the Share buttons link there. Apart from the sheet's links so the
 * pages' first load carries only this.
 */

/** The query parameter that opens the share sheet (the save-success dialog's "Send" links to it). */
export const SHARE_PARAM = "share";

/** True when a page URL asks for its share sheet (`?share=true`, as "Send" writes it, or `?share=1`). */
export const wantsShareSheet = (search: URLSearchParams): boolean => ["true", "1"].includes(search.get(SHARE_PARAM) ?? "");

/**
 * The comments capability's server surface for other pages' loaders (the Pin page).
 */
export { loadComments } from "./comments.server";
export type { CommentsData } from "./comments.server";

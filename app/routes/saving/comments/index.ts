/**
 * The comments capability's surface for other pages: the Pin page's comments section.
 */
export { PinComments } from "./pin-comments";

/** The share capability's server-side surface: link previews for the loaders. */
export { PREVIEW_IMAGE_WIDTH, previewImage, shareMeta } from "./previews.server";
export type { SharePreview } from "./previews.server";

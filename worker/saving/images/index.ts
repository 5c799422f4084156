/**
 * The images capability's surface: the Worker code other capabilities use. Anything not exported here
 * is images's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { imageInfo, pinImageInfo } from "./image-info";
export { DEFAULT_AVATAR_URL, imageObjectKeys, originalSpec, sizeSpec } from "./image-urls";
export type { StoredImage } from "./image-urls";
export { isImagePath, serveImage } from "./serve-image";
export { DEFAULT_DOMINANT_COLOR, storeBase64Image } from "./upload";
// The cron's sweep of image objects no row names (worker/index.ts SCHEDULED_JOBS).
export { sweepOrphanImages } from "./sweep";

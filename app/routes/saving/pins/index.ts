/**
 * The pins capability's surface: the page code other capabilities use. Anything not exported here
 * is pins's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { pinPageUrl } from "./cards";
export type { BoardCard, CollageImage, PersonCard, PinCard, PinCardPage, PinList, SectionCard } from "./cards";
export { CARD_FOOTER_HEIGHT, CARD_IMAGE_SIZES, PLACEHOLDER_HEIGHT, PinCardView } from "./pin-card";

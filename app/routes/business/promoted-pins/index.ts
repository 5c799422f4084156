/**
 * The promoted-pins capability's surface (docs/decisions/039): the label a promoted card and Pin
 * page show, the impression hook and the event queue the cards use. Anything not exported here is
 * promoted-pins' own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { PromotedLabel } from "./promoted-label";
export { HiddenAd, HideAdButton, usePromotedHide } from "./hide-ad";
export { PROMOTED_COPY } from "~common/business/promoted-pins/copy";
export { usePromotedImpression } from "./use-promoted-impression";
export { flushPromotedEvents, queuePromotedEvent } from "./promoted-events";

export { hydrateAfterFirstPaint } from "./hydrate-after-paint";

/**
 * Site-wide text: the brand, the shell (skip link, 404, generic failure) and messages the specs
 * use in several areas. Verbatim from the specs where they give the text; "ours" marks text the
 * specs do not show. The product's name replaces "the product" wherever a spec says it.
 */
export const PRODUCT_NAME = "Pinboard"; // ours: the product's wordmark

export const PLATFORM_MESSAGES = {
  brand: PRODUCT_NAME,
  // auth.md §8.2, saving.md §8: generic failure
  somethingWrong: "Sorry! Something went wrong on our end.",
  // auth.md §8.2: a failure with no message
  unknownError: "Unknown Error",
  skipToContent: "Skip to content", // ours
  notFoundTitle: "We couldn't find that page", // ours
  notFoundBody: "The link may be broken, or the page may have been removed.", // ours
  goHome: "Go to the home feed", // ours
  errorBody: "Try again in a moment.", // ours
  loading: "Loading…", // ours: the spinners' accessible name
  close: "Close", // ours: a modal's close control
  dismiss: "Dismiss", // ours: a toast's dismiss control
  resourceUnavailable: "Sorry! That page isn't available.", // ours: the auth.md §2.5 show-error toast
  /** saving.md §9 and business.md §9: a shared board's face pile, after its first 3 names */
  andMore: (n: number) => `and ${n} more`,
  homeDescription: "Save what inspires you, organise it into boards and come back to it anytime.", // ours
} as const;

/**
 * Messages only the API sends (the platform's error catalogue): a separate object, so pages that
 * import PLATFORM_MESSAGES do not carry them to the browser.
 */
export const PLATFORM_API_MESSAGES = {
  badRequest: "The request is not valid.", // ours
  notFound: "Not found.", // ours
  crossSite: "Requests from other sites are not allowed.", // ours
  methodNotAllowed: "Method not allowed.", // ours
  unsupportedMediaType: "Send the body as application/json.", // ours
  authRequired: "You need to log in first.", // ours (auth.md §2.5 names the code, not the text)
  payloadTooLarge: "The request body is too large.", // ours
  textNotWellFormed: "Use plain text: no invalid or control characters and no direction overrides.", // ours (common/platform/text.ts)
  idempotencyKeyMismatch: "This Idempotency-Key was already used with a different request. Use a new key for a new request.", // ours
  idempotencyKeyInUse: "A request with this Idempotency-Key is still being handled. Try again in a moment.", // ours
  databaseNotReadyTitle: "Database not ready", // ours
  serviceMisconfiguredTitle: "Temporarily unavailable", // ours
  serviceMisconfigured: "This site can't serve requests until its configuration is complete. Please try again later.", // ours
  databaseNotReady:
    "The database has no tables yet: apply the migrations with `npx wrangler d1 migrations apply DB --local` (`--remote` for a deployment), or start with `npm start` or `npx wrangler dev`, which apply them.", // ours
} as const;

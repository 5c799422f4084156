/** Numbers of a Pin view's attribution source (business.md §7). */
/** ours: how long an attribution source registered for a Pin view lives, in seconds (30 days). */
export const ATTRIBUTION_EXPIRY_SECONDS = 30 * 86_400;
/** ours: the priority of a Pin view source (a click would rank above). */
export const ATTRIBUTION_VIEW_PRIORITY = 0;

/**
 * Why: the Google and Line buttons and the local one-tap prompt sign in through a popup
 * (docs/decisions/017, "Popup and one-tap"): its callback page posts the code and state to the
 * page that opened it. The opener takes a message only from its own origin, from the popup it
 * opened (checked by the caller), of our type, for the provider it asked, with string fields; the
 * callback page closes once the opener acknowledges. Pure, so both sides and the tests share it.
 *
 * @example
 * acceptsHandoff({ origin: location.origin, data }, location.origin, "google") // the code and state, or null
 */
export const HANDOFF_TYPE = "pinboard-oauth";
export const HANDOFF_ACK_TYPE = "pinboard-oauth-ack";

export interface Handoff {
  code: string | null;
  state: string | null;
  /** "unavailable": the provider is turned off or unreachable (auth.md §2.3 'Oops! Google isn't available'). */
  unavailable: boolean;
}

export function acceptsHandoff(event: { origin: string; data: unknown }, ownOrigin: string, provider: string): Handoff | null {
  if (event.origin !== ownOrigin) return null;
  const data = event.data as Record<string, unknown> | null;
  if (typeof data !== "object" || data === null || data.type !== HANDOFF_TYPE || data.provider !== provider) return null;
  const field = (v: unknown) => (typeof v === "string" && v.length > 0 && v.length <= 2048 ? v : null);
  return { code: field(data.code), state: field(data.state), unavailable: data.error === "unavailable" };
}

/** The address of the callback page that redeems a handed-off code in the opener, or null when there is nothing to redeem. */
export const callbackAddress = (provider: string, handoff: Handoff): string | null =>
  handoff.code && handoff.state ? `/oauth/${provider}/callback?${new URLSearchParams({ code: handoff.code, state: handoff.state })}` : null;

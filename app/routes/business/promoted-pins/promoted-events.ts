/**
 * Why: an advertiser pays for what the page reports, so each promoted card's impression and click
 * is sent once, in batches, without slowing the page (docs/decisions/039). Events wait in one queue
 * per page, deduplicated by card and type (StrictMode's double effects, a card shown again, a
 * second click add nothing), and leave with `navigator.sendBeacon` every BEACON_FLUSH_MS, at once
 * for a click, and when the page is hidden or left — sendBeacon is the one request a closing page
 * still gets out. Where it refuses (too large a queue, or no sendBeacon), a keepalive fetch does.
 */
import { BEACON_FLUSH_MS, BEACON_MAX_EVENTS, PROMOTED_EVENTS_PATH, type PromotedEventType } from "~common/business/promoted-pins/constants";

interface QueuedEvent {
  type: PromotedEventType;
  token: string;
}

const queue: QueuedEvent[] = [];
const sent = new Set<string>();
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

function post(events: QueuedEvent[]) {
  const body = JSON.stringify({ events });
  const blob = new Blob([body], { type: "application/json" });
  if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(PROMOTED_EVENTS_PATH, blob)) return;
  void fetch(PROMOTED_EVENTS_PATH, {
    method: "POST",
    body,
    headers: { "content-type": "application/json" },
    keepalive: true,
    credentials: "same-origin",
  }).catch(() => undefined);
}

/** Sends what is queued now (in batches of BEACON_MAX_EVENTS). */
export function flushPromotedEvents() {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  while (queue.length > 0) post(queue.splice(0, BEACON_MAX_EVENTS));
}

function listen() {
  if (listening) return;
  listening = true;
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushPromotedEvents();
  });
  window.addEventListener("pagehide", flushPromotedEvents);
}

/**
 * Queues a promoted card's event (once per token and type on this page).
 *
 * @example
 * queuePromotedEvent("impression", pin.promotion.token);
 * queuePromotedEvent("click", pin.promotion.token); // sent at once
 */
export function queuePromotedEvent(type: PromotedEventType, token: string) {
  const key = `${type}:${token}`;
  if (sent.has(key)) return;
  sent.add(key);
  queue.push({ type, token });
  listen();
  if (type === "click") flushPromotedEvents();
  else timer ??= setTimeout(flushPromotedEvents, BEACON_FLUSH_MS);
}

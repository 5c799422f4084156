/**
 * Why: an advertiser pays for what the page reports, so each promoted card's impression and click
 * is sent once, in batches, without slowing the page (docs/decisions/039). Events wait in one queue
 * per page, deduplicated by card and type (StrictMode's double effects, a card shown again, a
 * second click add nothing), and leave every BEACON_FLUSH_MS, at once for a click, and when the
 * page is hidden or left. While the page is open they go by keepalive fetch, whose answer says
 * whether they arrived: a batch that failed (network, 429, 5xx) is sent again with backoff,
 * BEACON_RETRY_ATTEMPTS in all. A retry is safe: the counter records each token's impression and
 * click once, so a batch that did arrive the first time counts nothing twice. A page being
 * hidden or left uses `navigator.sendBeacon`, the one request a closing page still gets out (no
 * answer, no retry); where it refuses, a keepalive fetch does.
 */
import {
  BEACON_FLUSH_MS,
  BEACON_MAX_EVENTS,
  BEACON_RETRY_ATTEMPTS,
  BEACON_RETRY_MS,
  PROMOTED_EVENTS_PATH,
  type PromotedEventType,
} from "~common/business/promoted-pins/constants";

interface QueuedEvent {
  type: PromotedEventType;
  token: string;
}

const queue: QueuedEvent[] = [];
const sent = new Set<string>();
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/** Sends a batch by fetch; a failed one again after BEACON_RETRY_MS, doubled each attempt. */
async function send(body: string, attempt: number): Promise<void> {
  let failed: boolean;
  try {
    const res = await fetch(PROMOTED_EVENTS_PATH, {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
      keepalive: true,
      credentials: "same-origin",
    });
    failed = res.status === 429 || res.status >= 500;
  } catch {
    failed = true;
  }
  if (failed && attempt + 1 < BEACON_RETRY_ATTEMPTS) setTimeout(() => void send(body, attempt + 1), BEACON_RETRY_MS * 2 ** attempt);
}

function post(events: QueuedEvent[], leaving: boolean) {
  const body = JSON.stringify({ events });
  if (leaving && typeof navigator.sendBeacon === "function") {
    if (navigator.sendBeacon(PROMOTED_EVENTS_PATH, new Blob([body], { type: "application/json" }))) return;
  }
  void send(body, 0);
}

/** Sends what is queued now (in batches of BEACON_MAX_EVENTS); `leaving`: the page is being hidden or left. */
export function flushPromotedEvents(leaving = false) {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  while (queue.length > 0) post(queue.splice(0, BEACON_MAX_EVENTS), leaving);
}

function listen() {
  if (listening) return;
  listening = true;
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushPromotedEvents(true);
  });
  window.addEventListener("pagehide", () => flushPromotedEvents(true));
}

/**
 * Queues a promoted card's event (once per token and type on this page). A click opened before
 * the card's impression was queued brings it along first: the counter charges a click only after
 * its token's impression, and a card that was clicked was seen.
 *
 * @example
 * queuePromotedEvent("impression", pin.promotion.token);
 * queuePromotedEvent("click", pin.promotion.token); // sent at once
 */
export function queuePromotedEvent(type: PromotedEventType, token: string) {
  if (type === "click") queuePromotedEvent("impression", token);
  const key = `${type}:${token}`;
  if (sent.has(key)) return;
  sent.add(key);
  queue.push({ type, token });
  listen();
  if (type === "click") flushPromotedEvents();
  else timer ??= setTimeout(flushPromotedEvents, BEACON_FLUSH_MS);
}

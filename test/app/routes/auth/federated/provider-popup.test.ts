/**
 * watchPopup (app/routes/auth/federated/provider-popup.ts): the opener's watch over a sign-in
 * popup. Facebook's connect popup posts its answer and closes at once, so the close poll can find
 * it closed before the message is dispatched; the answer must still win (a browser journey once
 * showed 'Couldn't connect' after the person had chosen their account).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POPUP_CLOSED_GRACE_MS, POPUP_CLOSED_POLL_MS } from "~common/auth/federated/constants";
import { watchPopup } from "~app/routes/auth/federated/provider-popup";

const ORIGIN = "https://pins.example";

/** A window with our origin that can receive message events. */
function fakeWindow() {
  const target = new EventTarget();
  return Object.assign(target, { location: { origin: ORIGIN } });
}

let opener: ReturnType<typeof fakeWindow>;
beforeEach(() => {
  vi.useFakeTimers();
  opener = fakeWindow();
  vi.stubGlobal("window", opener);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const post = (source: unknown, data: unknown) =>
  opener.dispatchEvent(Object.assign(new Event("message"), { source, data, origin: ORIGIN }));

describe("watchPopup", () => {
  const accept = (data: unknown) => (typeof data === "string" ? data : null);

  it("an answer posted just before the popup closed wins over the close poll", () => {
    const popup = { closed: false };
    const onAnswer = vi.fn();
    const onGone = vi.fn();
    watchPopup(popup as unknown as Window, accept, onAnswer, onGone);
    popup.closed = true;
    vi.advanceTimersByTime(POPUP_CLOSED_POLL_MS); // the poll sees it closed first
    post(popup, "not_matched"); // then the message it posted is dispatched
    vi.advanceTimersByTime(POPUP_CLOSED_GRACE_MS);
    expect(onAnswer).toHaveBeenCalledWith("not_matched");
    expect(onGone).not.toHaveBeenCalled();
  });

  it("a popup closed with no answer is gone after the poll and the grace", () => {
    const popup = { closed: false };
    const onAnswer = vi.fn();
    const onGone = vi.fn();
    watchPopup(popup as unknown as Window, accept, onAnswer, onGone);
    vi.advanceTimersByTime(3 * POPUP_CLOSED_POLL_MS);
    expect(onGone).not.toHaveBeenCalled();
    popup.closed = true;
    vi.advanceTimersByTime(POPUP_CLOSED_POLL_MS + POPUP_CLOSED_GRACE_MS - 1);
    expect(onGone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onGone).toHaveBeenCalledTimes(1);
    post(popup, "late"); // after that, nothing more
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it("takes only its own popup's messages, and one answer", () => {
    const popup = { closed: false };
    const onAnswer = vi.fn();
    watchPopup(popup as unknown as Window, accept, onAnswer, vi.fn());
    post({}, "from another window");
    post(popup, 42); // not accepted
    post(popup, "recover");
    post(popup, "again");
    expect(onAnswer.mock.calls).toEqual([["recover"]]);
  });
});

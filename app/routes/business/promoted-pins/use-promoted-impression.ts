/**
 * Why: an impression is counted only when at least half of a promoted card has been visible for
 * one second without a break (IMPRESSION_VISIBLE_RATIO, IMPRESSION_VISIBLE_MS; docs/decisions/039),
 * as the industry's viewability rule has it. An IntersectionObserver watches the card; a timer
 * starts when it is half in view and stops when it leaves; when it fires the impression is queued
 * (promoted-events.ts) and the card is no longer watched. Under StrictMode the effect runs twice:
 * the first observer and timer are cleaned up, and the queue counts a card once anyway.
 */
import { useEffect, type RefObject } from "react";
import { IMPRESSION_VISIBLE_MS, IMPRESSION_VISIBLE_RATIO } from "~common/business/promoted-pins/constants";
import { queuePromotedEvent } from "./promoted-events";

export function usePromotedImpression(ref: RefObject<HTMLElement | null>, token: string | undefined) {
  useEffect(() => {
    const element = ref.current;
    if (!token || !element || typeof IntersectionObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry && entry.isIntersecting && entry.intersectionRatio >= IMPRESSION_VISIBLE_RATIO) {
          timer ??= setTimeout(() => {
            queuePromotedEvent("impression", token);
            observer.disconnect();
          }, IMPRESSION_VISIBLE_MS);
        } else stop();
      },
      { threshold: [0, IMPRESSION_VISIBLE_RATIO, 1] },
    );
    observer.observe(element);
    return () => {
      stop();
      observer.disconnect();
    };
  }, [ref, token]);
}

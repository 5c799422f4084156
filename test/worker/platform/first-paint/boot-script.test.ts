/**
 * The boot script of worker/platform/first-paint/boot-script.ts, run in a small stand-in of the
 * page (node:vm): it adds React Router's module script once, with its nonce, in the task after the
 * first paint is reported (or after the first animation frame without paint timing, or on the
 * fallback timer), and nothing in the embedded code can end the inline script early.
 */
import { runInNewContext } from "node:vm";
import { describe, expect, test } from "vitest";
import { BOOT_FALLBACK_MS, bootScript } from "../../../../worker/platform/first-paint/boot-script";

const MODULE =
  'import * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client.js");';

/** A stand-in page: `paintTiming` says whether it reports paint entries (PerformanceObserver). */
function page({ paintTiming = true } = {}) {
  const appended: { type: string; nonce: string; textContent: string }[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const observers: { callback: (list: unknown, observer: { disconnect: () => void }) => void; options: unknown; disconnected: boolean }[] =
    [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
    private readonly entry;
    constructor(callback: (typeof observers)[number]["callback"]) {
      this.entry = { callback, options: null as unknown, disconnected: false };
      observers.push(this.entry);
    }
    observe(options: unknown) {
      this.entry.options = options;
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const window = { PerformanceObserver };
  const context = {
    window,
    document: {
      createElement: () => ({ type: "", nonce: "", textContent: "" }),
      body: { appendChild: (el: (typeof appended)[number]) => appended.push(el) },
    },
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  };
  /** The browser reports its first paint to the observer. */
  const paint = () => {
    const o = observers[0]!;
    o.callback({}, { disconnect: () => (o.disconnected = true) });
  };
  const fallback = () => timers.find((t) => t.ms === BOOT_FALLBACK_MS)!.fn();
  const nextTask = () => timers.find((t) => t.ms === 0)!.fn();
  return { context, appended, frames, timers, observers, paint, fallback, nextTask };
}

describe("bootScript", () => {
  test("adds the module script, with the nonce, in the task after the first paint is reported", () => {
    const p = page();
    runInNewContext(bootScript(MODULE, "n0nce+/="), p.context);
    expect(p.observers).toHaveLength(1);
    expect(p.observers[0]!.options).toEqual({ type: "paint", buffered: true });
    expect(p.frames).toEqual([]);
    expect(p.appended).toEqual([]);
    p.paint();
    expect(p.observers[0]!.disconnected).toBe(true);
    expect(p.appended).toEqual([]); // not inside the observer's callback: in the task after it
    p.nextTask();
    expect(p.appended).toEqual([{ type: "module", nonce: "n0nce+/=", textContent: MODULE }]);
    // The fallback timer later finds it done.
    p.fallback();
    expect(p.appended).toHaveLength(1);
  });

  test("a browser without paint timing boots in the task after its first animation frame", () => {
    const p = page({ paintTiming: false });
    runInNewContext(bootScript(MODULE, "x"), p.context);
    expect(p.observers).toEqual([]);
    p.frames[0]!();
    expect(p.appended).toEqual([]);
    p.nextTask();
    expect(p.appended.map((s) => s.textContent)).toEqual([MODULE]);
  });

  test("a page that paints nothing (a background tab) boots on the fallback timer, once", () => {
    const p = page();
    runInNewContext(bootScript(MODULE, "x"), p.context);
    p.fallback();
    expect(p.appended.map((s) => s.textContent)).toEqual([MODULE]);
    p.paint();
    p.nextTask();
    expect(p.appended).toHaveLength(1);
  });

  test("the embedded code cannot close the inline script or open a comment", () => {
    const hostile = `${MODULE}\n"</script><script>alert(1)</script><!--"\u2028`;
    const source = bootScript(hostile, '"</script>');
    expect(source).not.toMatch(/<\/script|<!--/i);
    expect(source).not.toContain("\u2028");
    const p = page();
    runInNewContext(source, p.context);
    p.fallback();
    expect(p.appended[0]).toMatchObject({ textContent: hostile, nonce: '"</script>' });
  });
});

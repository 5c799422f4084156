/**
 * The boot script of worker/platform/first-paint/boot-script.ts, run in a small stand-in of the
 * page (node:vm): it adds React Router's module script once, with its nonce, after an animation
 * frame and its following task or after the fallback timer, and nothing in the embedded code can
 * end the inline script early.
 */
import { runInNewContext } from "node:vm";
import { describe, expect, test } from "vitest";
import { BOOT_FALLBACK_MS, bootScript } from "../../../../worker/platform/first-paint/boot-script";

const MODULE =
  'import * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client.js");';

function page() {
  const appended: { type: string; nonce: string; textContent: string }[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const context = {
    document: {
      createElement: () => ({ type: "", nonce: "", textContent: "" }),
      body: { appendChild: (el: (typeof appended)[number]) => appended.push(el) },
    },
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  };
  return { context, appended, frames, timers };
}

describe("bootScript", () => {
  test("adds the module script, with the nonce, in the task after the first animation frame", () => {
    const p = page();
    runInNewContext(bootScript(MODULE, "n0nce+/="), p.context);
    expect(p.appended).toEqual([]);
    expect(p.frames).toHaveLength(1);
    p.frames[0]!();
    expect(p.appended).toEqual([]); // not inside the frame: in the task after it
    const afterFrame = p.timers.find((t) => t.ms === 0)!;
    afterFrame.fn();
    expect(p.appended).toEqual([{ type: "module", nonce: "n0nce+/=", textContent: MODULE }]);
    // The fallback timer later finds it done.
    p.timers.find((t) => t.ms === BOOT_FALLBACK_MS)!.fn();
    expect(p.appended).toHaveLength(1);
  });

  test("a page without animation frames (a background tab) boots on the fallback timer, once", () => {
    const p = page();
    runInNewContext(bootScript(MODULE, "x"), p.context);
    p.timers.find((t) => t.ms === BOOT_FALLBACK_MS)!.fn();
    expect(p.appended.map((s) => s.textContent)).toEqual([MODULE]);
    p.frames[0]!();
    p.timers.find((t) => t.ms === 0)!.fn();
    expect(p.appended).toHaveLength(1);
  });

  test("the embedded code cannot close the inline script or open a comment", () => {
    const hostile = `${MODULE}\n"</script><script>alert(1)</script><!--"\u2028`;
    const source = bootScript(hostile, '"</script>');
    expect(source).not.toMatch(/<\/script|<!--/i);
    expect(source).not.toContain("\u2028");
    const p = page();
    runInNewContext(source, p.context);
    p.timers.find((t) => t.ms === BOOT_FALLBACK_MS)!.fn();
    expect(p.appended[0]).toMatchObject({ textContent: hostile, nonce: '"</script>' });
  });
});

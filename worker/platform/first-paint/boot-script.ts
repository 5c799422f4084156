/**
 * The script that replaces the text of React Router's inline module script on a built page
 * (./hydrate-after-paint.ts): once the browser has painted the server's HTML, it adds the original
 * module script (the route modules' imports, then the entry's), with the page's nonce. The browser
 * fetches the imports then, in parallel, and each chunk's own imports as it arrives; React puts
 * the modulepreload links back into <head> when it hydrates them (they are cached by then).
 *
 * "Once painted": in the task after the browser reports its first paint (a PerformanceObserver of
 * `paint` entries, buffered, so a paint before this script ran counts). A browser without paint
 * timing boots in the task after its first animation frame. A page opened in a background tab
 * paints nothing, so a timer (BOOT_FALLBACK_MS) starts it anyway; whichever comes first boots, once.
 */

/** Milliseconds after which the page boots even without an animation frame (a background tab). */
export const BOOT_FALLBACK_MS = 1000;

/** JSON for an inline script: `<` escaped so no `</script>` or `<!--` can end or alter it. */
const inlineJson = (value: string) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * The boot script's source: `moduleCode` is React Router's module script, `nonce` the page's (a
 * module script has no `document.currentScript` to read it from; the page's policy header holds
 * it already).
 *
 * @example
 * bootScript('import * as route0 from "/assets/root.js"; … import("/assets/entry.client.js");', nonce)
 */
export function bootScript(moduleCode: string, nonce: string): string {
  return `(function(){var d=0;function b(){if(d)return;d=1;var s=document.createElement("script");s.type="module";s.nonce=${inlineJson(nonce)};s.textContent=${inlineJson(moduleCode)};document.body.appendChild(s)}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){o.disconnect();setTimeout(b,0)}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(b,0)});setTimeout(b,${BOOT_FALLBACK_MS})})();`;
}

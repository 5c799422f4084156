/**
 * Why: a built page's <head> starts with modulepreload links for every chunk its first route needs
 * (about 130 KB in 13 files on the feed; React writes them there from React Router's <Scripts>),
 * and its inline module script imports them. On a slow mobile connection those downloads start
 * with the stylesheet and the first Pin images and share the network with them, so the first
 * paint waits for bandwidth it does not need: the HTML is complete without JavaScript (the server
 * waits for lazy chunks, app/entry.server.tsx). Each built page's HTML is therefore rewritten as it
 * streams: the modulepreload links are dropped and React Router's module script becomes
 * ./boot-script.ts, which adds it back once the browser has reported its first paint. The page
 * hydrates a little later (a frame, and one round trip more for the chunks' own imports); it
 * paints without waiting for any script. docs/decisions/034-hydrate-after-first-paint.md has the figures.
 *
 * Vite's dev server (`npm start`) serves its own scripts and is not rewritten.
 */
import { bootScript } from "./boot-script";

/** React Router's module script: the one inline module that assigns the route modules. */
const ROUTE_MODULES_MARK = "window.__reactRouterRouteModules";

/**
 * `response` without modulepreload links and with React Router's module script deferred to after
 * the first paint; answers that are not HTML pass through unchanged.
 *
 * @example
 * const page = hydrateAfterFirstPaint(await handlePage(request, context));
 */
export function hydrateAfterFirstPaint(response: Response): Response {
  if (!response.body || !(response.headers.get("content-type") ?? "").startsWith("text/html")) return response;
  let code = "";
  let nonce = "";
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.remove();
      },
    })
    .on('script[type="module"]:not([src])', {
      element(script) {
        nonce = script.getAttribute("nonce") ?? "";
      },
      text(chunk) {
        code += chunk.text;
        chunk.remove();
        if (!chunk.lastInTextNode) return;
        // Not React Router's (none other is expected): put back as it was.
        chunk.after(code.includes(ROUTE_MODULES_MARK) ? bootScript(code, nonce) : code, { html: true });
        code = "";
      },
    })
    .transform(response);
}

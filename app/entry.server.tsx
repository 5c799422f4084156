import { isbot } from "isbot";
import { LAZY_CONTENT_PARAMS } from "./lib/landing";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { cloudflareContext } from "./lib/cloudflare-context";
import { NonceProvider } from "./lib/nonce";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The Worker entry sets the security headers; the nonce it put in the policy goes on every
  // inline script React and React Router write (ServerRouter passes it to <Scripts> and friends).
  const { nonce } = loadContext.get(cloudflareContext);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  const userAgent = request.headers.get("user-agent");
  // A page asked for with `?auth=` or an arrival flag holds lazily loaded content (app/root.tsx):
  // wait for it, so the HTML is complete without JavaScript.
  const params = new URL(request.url).searchParams;
  // So does the answer to a form posted without JavaScript (with JavaScript, actions are fetched
  // as data): it may show a lazily loaded modal (the rate-limited one).
  // And so does every page of a logged-in viewer: the header's account menu panel loads lazily
  // (app/routes/auth/sessions/account-menu.tsx).
  const loggedIn = Boolean((routerContext.staticHandlerContext.loaderData.root as { device?: unknown } | undefined)?.device);
  // And so does a page whose route says its content loads lazily (`handle.lazyContent`: the Pin page's comments).
  const lazyRoute = routerContext.staticHandlerContext.matches.some(
    (m) => (routerContext.routeModules[m.route.id]?.handle as { lazyContent?: boolean } | undefined)?.lazyContent === true,
  );
  const lazyContent = request.method !== "GET" || loggedIn || lazyRoute || LAZY_CONTENT_PARAMS.some((p) => params.has(p));
  const waitForAll = (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode || lazyContent;

  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      // Sent whole: no Suspense boundary may be moved out of place into a hidden element that only
      // a script puts back (what React does for boundaries in pages past its progressive chunk size,
      // e.g. the auth modal over the long home feed), since the reader may run no script.
      ...(waitForAll && { progressiveChunkSize: Number.MAX_SAFE_INTEGER }),
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  if (waitForAll) await body.allReady;

  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

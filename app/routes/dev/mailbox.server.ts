/**
 * The /_dev/mailbox pages' work: read the local mailbox through the API (worker/dev/mailbox-routes.ts),
 * which answers only where DEV_TOOLS is "true"; the pages answer the normal 404 elsewhere.
 */
import { data, type RouterContextProvider } from "react-router";
import { devToolsEnabled } from "~common/platform/flags";
import { mailboxMessageRoute, mailboxRoute } from "~common/platform/mailbox-contracts";
import { apiClientFor } from "../../lib/api.server";
import { cloudflareContext } from "../../lib/cloudflare-context";

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };

function requireDevTools(context: Readonly<RouterContextProvider>) {
  if (!devToolsEnabled(context.get(cloudflareContext).env)) throw data(null, { status: 404 });
}

export async function loadMailbox({ request, context }: Args) {
  requireDevTools(context);
  const to = new URL(request.url).searchParams.get("to") ?? undefined;
  const result = await apiClientFor(request, context).call(mailboxRoute, { query: { to, limit: 100 } });
  if (!result.ok) throw data(null, { status: result.status });
  return { messages: result.data, to: to ?? null };
}

export async function loadMessage({ request, context, params }: Args) {
  requireDevTools(context);
  // The API refuses ids of the wrong shape with 400; for a page that is just an unknown message.
  const result = await apiClientFor(request, context).call(mailboxMessageRoute, { params: { id: params.id ?? "" } });
  if (!result.ok) throw data(null, { status: 404 });
  return { message: result.data };
}

/**
 * The message's HTML body as a document of its own, so its links work as in a mail client. It
 * gets its own policy: no script, no network, inline styles only (email markup is styled inline).
 */
export async function messageHtmlDocument(args: Args): Promise<Response> {
  const { message } = await loadMessage(args);
  return new Response(message.html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

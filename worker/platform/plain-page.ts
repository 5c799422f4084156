/**
 * Why: a few answers are pages the Worker writes before React Router runs — a cross-site form post
 * refused (./cross-site-page.ts), a database without its migrations (./database-ready.ts). They
 * need no script and no design system, only a readable, escaped, well-formed HTML page: one
 * builder, so each says what it says and nothing is spelled twice.
 */

/** `text` with the HTML-special characters escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * A plain HTML page: `heading` as its title and h1 (escaped), `bodyHtml` (already HTML) below.
 *
 * @example
 * plainPage({ status: 403, heading: "Requests from other sites are not allowed.", bodyHtml: '<p><a href="/">Home</a></p>' });
 */
export function plainPage({ status, heading, bodyHtml, headers = {} }: { status: number; heading: string; bodyHtml: string; headers?: Record<string, string> }): Response {
  const title = escapeHtml(heading);
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${bodyHtml}</main></body></html>`;
  return new Response(page, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...headers } });
}

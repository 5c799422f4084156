/**
 * Why: a few answers are pages the Worker writes before React Router runs — a cross-site form post
 * refused (./cross-site-page.ts), a database without its migrations (./database-ready.ts). They
 * need no script and no design system, only a readable, escaped, well-formed HTML page: one
 * builder, so each says what it says and nothing is spelled twice.
 */

/** `text` with the HTML-special characters escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * The look of the product's own error pages (app/app.css tokens: the brand red, the system font, the
 * centred page of `.page--center`), small enough to inline. The page runs no script and shows no
 * user text, so its policy allows this one inline style and nothing else.
 */
const STYLE =
  "body{margin:0;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Helvetica,Arial,sans-serif;color:#111;-webkit-font-smoothing:antialiased}" +
  "main{display:flex;flex-direction:column;align-items:center;text-align:center;gap:16px;padding:64px 16px}" +
  "h1{font-size:32px;font-weight:600;margin:0;max-width:560px}p{margin:0;color:#5f5f5f;max-width:480px;line-height:1.5}" +
  "code{background:#efefef;border-radius:8px;padding:2px 6px;color:#111}" +
  "a{display:inline-block;background:#e60023;color:#fff;font-weight:600;text-decoration:none;padding:12px 20px;border-radius:24px}a:hover{background:#ad081b}a:focus-visible{outline:3px solid #0074e8;outline-offset:2px}";
const POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * A plain HTML page: `heading` as its title and h1 (escaped), `bodyHtml` (already HTML) below.
 *
 * @example
 * plainPage({ status: 403, heading: "Requests from other sites are not allowed.", bodyHtml: '<p><a href="/">Home</a></p>' });
 */
export function plainPage({
  status,
  heading,
  bodyHtml,
  headers = {},
}: {
  status: number;
  heading: string;
  bodyHtml: string;
  headers?: Record<string, string>;
}): Response {
  const title = escapeHtml(heading);
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${STYLE}</style></head><body><main><h1>${title}</h1>${bodyHtml}</main></body></html>`;
  return new Response(page, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Content-Security-Policy": POLICY, ...headers },
  });
}

/**
 * Why: every email the product sends is the same shape — a few lines of text, one button to a
 * link (the reset page, auth.md §2.3; a board invite, saving.md §4), the link written out for
 * clients that hide buttons, a small-print line and the signature — so its HTML body is written
 * once here. Every value is escaped by hono's `html` template.
 */
import { html } from "hono/html";

export interface LinkEmailHtml {
  subject: string;
  /** The paragraphs before the button. */
  lines: string[];
  button: string;
  link: string;
  /** A second, lesser link under the first: a line of text and the link written out. */
  also?: { line: string; link: string };
  /** The small print under the link. */
  footnote: string;
  signature: string;
}

/**
 * @example
 * const body = await linkEmailHtml({ subject, lines: [intro], button: T.button, link, footnote: T.ignore, signature: T.signature });
 */
export async function linkEmailHtml(m: LinkEmailHtml): Promise<string> {
  const body = await html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${m.subject}</title>
      </head>
      <body style="margin:0;padding:24px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#111;background:#fff">
        ${m.lines.map((line) => html`<p>${line}</p> `)}
        <p>
          <a
            href="${m.link}"
            style="display:inline-block;padding:12px 20px;border-radius:999px;background:#e60023;color:#fff;font-weight:600;text-decoration:none"
            >${m.button}</a
          >
        </p>
        <p style="word-break:break-all;font-size:14px"><a href="${m.link}" style="color:#111">${m.link}</a></p>
        ${
          m.also
            ? html`<p>${m.also.line}</p>
                <p style="word-break:break-all;font-size:14px"><a href="${m.also.link}" style="color:#111">${m.also.link}</a></p> `
            : ""
        }
        <p style="font-size:14px;color:#555">${m.footnote}</p>
        <p>${m.signature}</p>
      </body>
    </html> `;
  return String(body);
}

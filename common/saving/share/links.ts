/**
 * Why: the share sheet (issue 34 §3) offers the major networks as plain links to their own share
 * pages — no third-party script, nothing loaded from them until the person clicks — and email as
 * a `mailto:`. One pure list, so the sheet, its no-JavaScript form and the tests read the same.
 */

export type ShareNetwork = "email" | "facebook" | "x" | "whatsapp" | "reddit" | "linkedin" | "telegram";

export interface ShareLink {
  network: ShareNetwork;
  label: string;
  href: string;
}

/**
 * The share links of `url` (absolute) titled `title`.
 *
 * @example
 * shareLinks("https://pinboard.example/pin/12/", "Lemon pasta")[1];
 * // { network: "facebook", label: "Facebook", href: "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2F…" }
 */
export function shareLinks(url: string, title: string): ShareLink[] {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  // mailto: bodies want %20, not the + of form encoding (mail clients show a + literally).
  const mail = (params: Record<string, string>) =>
    Object.entries(params)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join("&");
  return [
    { network: "email", label: "Email", href: `mailto:?${mail({ subject: title, body: `${title}\n${url}` })}` },
    { network: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?${q({ u: url })}` },
    { network: "x", label: "X", href: `https://x.com/intent/post?${q({ url, text: title })}` },
    { network: "whatsapp", label: "WhatsApp", href: `https://wa.me/?${q({ text: `${title} ${url}` })}` },
    { network: "reddit", label: "Reddit", href: `https://www.reddit.com/submit?${q({ url, title })}` },
    { network: "linkedin", label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?${q({ url })}` },
    { network: "telegram", label: "Telegram", href: `https://t.me/share/url?${q({ url, text: title })}` },
  ];
}

/**
 * URLs per sitemap file (the protocol allows 50,000 and 50 MB): small enough that a file is one
 * indexed D1 range read of a few hundred KB.
 */
export const SITEMAP_PAGE_SIZE = 5000;

/** At most this many files of each kind in the index (50,000 × 5,000 URLs is far past any need). */
export const SITEMAP_MAX_FILES = 50_000;

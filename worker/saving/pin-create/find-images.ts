/**
 * Why: the bookmarklet's page without an image (saving.md §4 "the page scrapes the link for
 * pinnable images and uses the first", §5 "only scraped items of type pinnable are accepted", §7
 * Find-pin-images resource): the Worker fetches the page (safe-fetch.ts) and reads it with
 * HTMLRewriter as it streams — og:image and twitter:image first, then every <img> whose declared
 * width and height are both at least MIN_PINNABLE_IMAGE_SIDE — resolving each against the page
 * (and its <base>), keeping http(s) images once each. Tiny icons and images of unknown size are
 * left out: a pinnable image is one big enough to be a Pin.
 */
import { MAX_FOUND_IMAGES, MAX_SCRAPED_PAGE_BYTES, MIN_PINNABLE_IMAGE_SIDE } from "~common/saving/constants";
import { safeFetch, type FetchAccess } from "./safe-fetch";

export interface FoundImage {
  type: "pinnable";
  url: string;
}

const META_IMAGES = new Set(["og:image", "og:image:url", "og:image:secure_url", "twitter:image", "twitter:image:src"]);

/**
 * The pinnable images of the page at `pageUrl`, best first; throws when the page cannot be read.
 *
 * @example
 * await findImages(new URL("https://example.com/recipe"), fetchAccess(env)); // [{ type: "pinnable", url: "https://example.com/soup.jpg" }, …]
 */
export async function findImages(pageUrl: URL, access: FetchAccess): Promise<FoundImage[]> {
  const { finalUrl, response, body } = await safeFetch(pageUrl, {
    ...access,
    maxBytes: MAX_SCRAPED_PAGE_BYTES,
    accept: "text/html,application/xhtml+xml",
  });
  if (!/html/i.test(response.headers.get("Content-Type") ?? "text/html")) return [];
  let base = finalUrl;
  const meta: string[] = [];
  const imgs: string[] = [];
  const rewriter = new HTMLRewriter()
    .on("base[href]", {
      element(el) {
        try {
          base = new URL(el.getAttribute("href")!, finalUrl);
        } catch {
          /* a broken <base> changes nothing */
        }
      },
    })
    .on("meta", {
      element(el) {
        const key = (el.getAttribute("property") ?? el.getAttribute("name") ?? "").toLowerCase();
        const content = el.getAttribute("content");
        if (META_IMAGES.has(key) && content) meta.push(content);
      },
    })
    .on("img", {
      element(el) {
        const src = el.getAttribute("src") ?? el.getAttribute("data-src");
        const width = Number.parseInt(el.getAttribute("width") ?? "", 10);
        const height = Number.parseInt(el.getAttribute("height") ?? "", 10);
        if (src && width >= MIN_PINNABLE_IMAGE_SIDE && height >= MIN_PINNABLE_IMAGE_SIDE) imgs.push(src);
      },
    });
  await rewriter.transform(new Response(body, { headers: { "Content-Type": "text/html" } })).arrayBuffer();
  const out: FoundImage[] = [];
  const seen = new Set<string>();
  for (const raw of [...meta, ...imgs]) {
    let url: URL;
    try {
      url = new URL(raw.trim(), base);
    } catch {
      continue;
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || seen.has(url.href)) continue;
    seen.add(url.href);
    out.push({ type: "pinnable", url: url.href });
    if (out.length >= MAX_FOUND_IMAGES) break;
  }
  return out;
}

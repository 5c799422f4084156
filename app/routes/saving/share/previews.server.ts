/**
 * Why: a shared link previews as its title, description and picture (Open Graph and Twitter
 * cards, issue 34 §3), with one canonical URL. Pages that must not be found — a secret board and
 * its Pins, which only their members see — get `noindex` and no preview at all. Built by the
 * loaders (the routes' `meta` returns them): none of it weighs on the pages' JavaScript.
 */
import type { MetaDescriptor } from "react-router";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { imageKeyOf, scaledToWidth, variantAtLeast, variantUrl } from "~common/saving/images";
import { pageMeta } from "../../../lib/meta";

/** Link previews ask for 1200 px wide (Facebook's and X's large cards); a smaller original is sent as it is. */
export const PREVIEW_IMAGE_WIDTH = 1200;

export interface SharePreview {
  /** The page's canonical URL, absolute. */
  url: string;
  /** The preview picture, absolute, with the size of the file it names. */
  image: { url: string; width: number | null; height: number | null; alt: string } | null;
  /** False for pages search engines must not list (and link previews must not show). */
  indexable: boolean;
  /** The owner hid their pages from search engines (/settings/privacy/): not listed, link previews kept. */
  noindex?: boolean;
  type: "article" | "profile" | "website";
}

/**
 * The preview picture of an image of this service: its variant `width` wide (never enlarged), or
 * the URL as it is for anything else. `size` is the original's, when known.
 *
 * @example
 * previewImage("https://pinboard.example", "/i/originals/ab….jpg", { width: 600, height: 900 }, "Soup");
 * // { url: "https://pinboard.example/i/1200w/ab…", width: 600, height: 900, alt: "Soup" }
 */
export function previewImage(
  origin: string,
  url: string,
  size: { width: number; height: number } | null,
  alt: string,
  width = PREVIEW_IMAGE_WIDTH,
) {
  const key = imageKeyOf(url);
  const scaled = size ? scaledToWidth(size, width) : null;
  return {
    url: new URL(key ? variantUrl(key, variantAtLeast(width)) : url, origin).href,
    width: scaled?.width ?? null,
    height: scaled?.height ?? null,
    alt,
  };
}

/**
 * The page's meta: title and description (pageMeta), then canonical, Open Graph and Twitter tags.
 *
 * @example
 * return { …, meta: shareMeta(pin.title, pin.description, share) }; // the route: meta = ({ loaderData }) => loaderData.meta
 */
export function shareMeta(title: string, description: string | undefined, preview: SharePreview): MetaDescriptor[] {
  const base = pageMeta(title, description);
  if (!preview.indexable) return [...base, { name: "robots", content: "noindex" }];
  const text = description ?? PLATFORM_MESSAGES.homeDescription;
  const image = preview.image;
  return [
    ...base,
    ...(preview.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: preview.url },
    { property: "og:site_name", content: PLATFORM_MESSAGES.brand },
    { property: "og:type", content: preview.type },
    { property: "og:url", content: preview.url },
    { property: "og:title", content: title },
    { property: "og:description", content: text },
    ...(image
      ? [
          { property: "og:image", content: image.url },
          ...(image.width && image.height
            ? [
                { property: "og:image:width", content: String(image.width) },
                { property: "og:image:height", content: String(image.height) },
              ]
            : []),
          { property: "og:image:alt", content: image.alt },
        ]
      : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: text },
    ...(image
      ? [
          { name: "twitter:image", content: image.url },
          { name: "twitter:image:alt", content: image.alt },
        ]
      : []),
  ];
}

/**
 * Why: a search advisory's notices (business.md §2, §3) are shown by one rule — only style 2,
 * as a large banner; other styles are not shown — and their description is plain text with
 * textTags that put links over parts of it (tagType 5, by offset and length). Turning that into
 * segments is pure, so a tag that is of another type, out of range, overlapping an earlier one,
 * or links anywhere but a web page (never `javascript:`) is dropped here, once, and tested.
 */
import { BANNER_NOTICE_STYLE, LINK_TEXT_TAG } from "./constants";
import type { Notice, Sensitivity } from "./schemas";

/** A piece of a notice's text, a link when `link` is set. */
export interface NoticeSegment {
  text: string;
  link?: string;
}

/**
 * True for links a notice may carry: http(s) URLs and paths of this site ("/…", not "//…").
 *
 * @example
 * isSafeNoticeLink("https://findahelpline.com/"); // true
 * isSafeNoticeLink("javascript:alert(1)"); // false
 */
export function isSafeNoticeLink(link: string): boolean {
  if (link.startsWith("/")) return !link.startsWith("//") && !link.startsWith("/\\");
  try {
    const url = new URL(link);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * The notices of a search's advisory that are shown: style 2 only (business.md §2).
 *
 * @example
 * bannerNotices(result.sensitivity).map((n) => n.title);
 */
export const bannerNotices = (sensitivity: Sensitivity | null): Notice[] =>
  (sensitivity?.notices ?? []).filter((n) => n.style === BANNER_NOTICE_STYLE);

/**
 * A notice description as segments of text and links, in order, covering the whole text.
 *
 * @example
 * noticeSegments({ text: "Find a helpline near you.", textTags: [{ tagType: 5, offset: 0, length: 15, link: "https://findahelpline.com/" }] });
 * // [{ text: "Find a helpline", link: "https://findahelpline.com/" }, { text: " near you." }]
 */
export function noticeSegments(description: Notice["description"]): NoticeSegment[] {
  const { text } = description;
  const tags = description.textTags
    .filter(
      (t) => t.tagType === LINK_TEXT_TAG && t.offset >= 0 && t.length > 0 && t.offset + t.length <= text.length && isSafeNoticeLink(t.link),
    )
    .sort((a, b) => a.offset - b.offset);
  const out: NoticeSegment[] = [];
  let at = 0;
  for (const tag of tags) {
    if (tag.offset < at) continue; // overlaps the previous link
    if (tag.offset > at) out.push({ text: text.slice(at, tag.offset) });
    out.push({ text: text.slice(tag.offset, tag.offset + tag.length), link: tag.link });
    at = tag.offset + tag.length;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

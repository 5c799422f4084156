/**
 * Why: boards and sections are addressed by name in page URLs (/{username}/{board}/{section}/),
 * so each name gets a path segment: lower-case letters and digits of any script, words joined by
 * "-". Two names with the same segment under one owner get "-2", "-3"… (the Worker picks the
 * first free one).
 */

/**
 * The path segment of a board or section name ("board" when nothing is left).
 *
 * @example
 * slugify("Weeknight Dinners!"); // "weeknight-dinners"
 * slugify("Café & Crème"); // "café-crème"
 * slugify("***"); // "board"
 */
export function slugify(name: string, fallback = "board"): string {
  const slug = name
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug.length > 0 ? slug : fallback;
}

/**
 * `slug`, or `slug-2`, `slug-3`… : the first not in `taken`.
 *
 * @example
 * uniqueSlug("recipes", new Set(["recipes", "recipes-2"])); // "recipes-3"
 */
export function uniqueSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) if (!taken.has(`${slug}-${n}`)) return `${slug}-${n}`;
}

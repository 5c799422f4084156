/**
 * Why: a person appears beside every pin and board (pinner, via pinner, owner, a link domain's
 * official user) with the same fields; the columns to select and the mapping to UserSummary are
 * written once.
 */
import type { UserSummary } from "~common/saving/schemas";
import { DEFAULT_AVATAR_URL } from "../images";

/** The columns of a user summary for table alias `u`, prefixed `prefix` (e.g. "pinner_"). */
export const userColumns = (u: string, prefix: string) =>
  [
    `${u}.id AS ${prefix}id`,
    `${u}.username AS ${prefix}username`,
    `${u}.first_name AS ${prefix}first_name`,
    `${u}.last_name AS ${prefix}last_name`,
    `${u}.image_url AS ${prefix}image_url`,
    `${u}.avatar_color_index AS ${prefix}color`,
    `${u}.hide_from_search AS ${prefix}hide_from_search`,
  ].join(", ");

/** A row holding the columns of `userColumns` under `prefix`. */
export type UserColumns = Record<string, unknown>;

export const fullNameOf = (first: string, last: string) => [first, last].filter(Boolean).join(" ");

/**
 * The UserSummary under `prefix` in `row`, or null when the row has none (a LEFT JOIN that found
 * nobody).
 *
 * @example
 * const pinner = userSummary(row, "pinner_")!;
 */
export function userSummary(row: UserColumns, prefix: string): UserSummary | null {
  const id = row[`${prefix}id`];
  if (typeof id !== "string") return null;
  const image = row[`${prefix}image_url`] as string | null;
  const first = String(row[`${prefix}first_name`] ?? "");
  return {
    id,
    username: String(row[`${prefix}username`]),
    full_name: fullNameOf(first, String(row[`${prefix}last_name`] ?? "")),
    first_name: first,
    image_medium_url: image ?? DEFAULT_AVATAR_URL,
    is_default_image: image === null,
    avatar_color_index: Number(row[`${prefix}color`] ?? 0),
    hide_from_search: row[`${prefix}hide_from_search`] === 1,
  };
}

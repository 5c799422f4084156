/**
 * A person who turned on "Hide your profile from search engines" (/settings/privacy/,
 * users.hide_from_search) has every page of theirs — profile, boards, Pins — ask not to be
 * indexed: the API's UserSummary and UserProfile carry `hide_from_search`, and each page's meta
 * adds this.
 *
 * @example
 * export const meta = () => [...pageMeta(title), ...noindexMeta(owner.hide_from_search)];
 */
export const noindexMeta = (hidden: boolean | undefined) => (hidden ? [{ name: "robots", content: "noindex" }] : []);

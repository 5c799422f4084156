/**
 * The targeting choices' names (business.md §3 targeting_spec): quick promote's form and the
 * console's campaign pages and history say genders and interests by these, never by their codes.
 * Its own small module, so a page that names targeting does not load quick promote's words.
 */
export const GENDER_NAMES: Record<string, string> = { female: "Female", male: "Male", unknown: "Unspecified" };

export const INTEREST_NAMES: Record<string, string> = {
  home_decor: "Home decor",
  food_and_drinks: "Food and drinks",
  fashion: "Fashion",
  beauty: "Beauty",
  diy_and_crafts: "DIY and crafts",
  travel: "Travel",
  gardening: "Gardening",
  kids_and_parenting: "Kids and parenting",
};

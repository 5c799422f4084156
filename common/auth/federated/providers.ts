/**
 * Which federated providers a page offers (auth.md §1 "Line is offered only when the country is
 * JP", §9): a pure rule both the pages' loaders and the tests use.
 *
 * @example
 * offersLine("JP") // true
 */
export const LINE_COUNTRY = "JP";

export const offersLine = (country: string | null | undefined): boolean => country?.toUpperCase() === LINE_COUNTRY;

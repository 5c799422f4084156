/**
 * Why: people see countries by their names ("United States", never "US") on the sign-in history
 * and in the ads console; one helper over the runtime's Intl.DisplayNames, made once.
 */
let regionNames: Intl.DisplayNames | null | undefined;

/**
 * A country by its name in English; the code itself where the runtime has no name for it.
 *
 * @example
 * countryName("SE") // "Sweden"
 */
export function countryName(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(["en"], { type: "region" });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Epoch seconds, as D1 keeps times, and their ISO form, as the API answers them. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
export const isoOfSeconds = (s: number): string => new Date(s * 1000).toISOString();

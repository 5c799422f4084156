/**
 * Why: the pin grid is a masonry of fixed-width columns (saving.md §2 "pin image (236 wide)"):
 * each card goes under the shortest column so far, leftmost on a tie, and cards added by infinite
 * scroll continue the same columns without moving the ones already placed. The arithmetic is
 * pure (no DOM), so it is unit-tested and shared by every grid.
 */

/**
 * How many columns of `columnWidth` with `gap` between them fit in `width`, and never fewer than
 * `minimum` (on a phone two narrower columns share the screen; the CSS narrows them to match).
 *
 * @example
 * columnCount(1248, 236, 16); // 5
 * columnCount(343, 236, 16); // 1
 * columnCount(343, 236, 16, 2); // 2
 */
export function columnCount(width: number, columnWidth: number, gap: number, minimum = 1): number {
  return Math.max(minimum, Math.floor((width + gap) / (columnWidth + gap)));
}

export interface Placement {
  /** Column of each item, in item order. */
  columns: number[];
  /** Height of each column after the items (gaps included). */
  heights: number[];
}

/**
 * Places items of the given heights into `count` columns, each under the shortest column (the
 * leftmost of equals), continuing from `start` (a previous placement) when given.
 *
 * @example
 * placeItems([300, 100, 200], 2); // { columns: [0, 1, 1], heights: [316, 332] } with gap 16
 */
export function placeItems(heights: readonly number[], count: number, gap = 16, start?: Placement): Placement {
  const columnHeights = start && start.heights.length === count ? [...start.heights] : new Array<number>(count).fill(0);
  const columns = start && start.heights.length === count ? [...start.columns] : [];
  for (const height of heights) {
    let shortest = 0;
    for (let c = 1; c < count; c++) if (columnHeights[c]! < columnHeights[shortest]!) shortest = c;
    columns.push(shortest);
    columnHeights[shortest]! += height + gap;
  }
  return { columns, heights: columnHeights };
}

/**
 * The height of a pin card whose image is `imageWidth`×`imageHeight`, shown `columnWidth` wide,
 * plus the fixed part under it (title and pinner).
 *
 * @example
 * cardHeight(474, 711, 236, 64); // 354 + 64
 */
export function cardHeight(imageWidth: number, imageHeight: number, columnWidth: number, footer: number): number {
  return Math.round((imageHeight * columnWidth) / Math.max(1, imageWidth)) + footer;
}

/**
 * The breached-password capability's surface: the range query's pure parts (hash, split, parse),
 * shared by the Worker's client and the local stand-in. Anything not exported here is
 * breached-password's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export {
  BREACH_CHECK_TIMEOUT_MS,
  countInRange,
  formatRange,
  PADDING_HEADER,
  RANGE_PREFIX_LENGTH,
  rangeUrl,
  sha1Hex,
  splitHash,
} from "./range";
export type { RangeQuery } from "./range";

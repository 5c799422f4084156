/** auth.md §1, §9: Line is offered only when the country is JP (common/auth/federated/providers.ts). */
import { expect, test } from "vitest";
import { offersLine } from "~common/auth/federated/providers";

test("Line only for JP, whatever the case; not without a country", () => {
  expect(offersLine("JP")).toBe(true);
  expect(offersLine("jp")).toBe(true);
  for (const country of ["US", "KR", "", null, undefined]) expect(offersLine(country)).toBe(false);
});

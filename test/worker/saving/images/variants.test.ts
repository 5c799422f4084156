/** The variant rules of worker/saving/images/variants.ts: which widths are variants, which format a request gets. */
import { expect, test } from "vitest";
import { variantFormat, variantWidth } from "../../../../worker/saving/images/variants";

test("only the listed widths are variants", () => {
  expect([variantWidth("236"), variantWidth("1200"), variantWidth("96")]).toEqual([236, 1200, 96]);
  for (const text of ["237", "0", "99999", "236.0", "0236", "abc"]) expect(variantWidth(text)).toBeNull();
});

test("AVIF, else WebP, else the original's kind; q=0 refuses a type", () => {
  expect(variantFormat("image/avif,image/webp,image/apng,image/*,*/*;q=0.8", "jpg")).toBe("avif");
  expect(variantFormat("image/webp,*/*", "jpg")).toBe("webp");
  expect(variantFormat("IMAGE/AVIF;q=0, image/webp;q=0.9", "png")).toBe("webp");
  expect(variantFormat("*/*", "jpg")).toBe("jpg");
  expect(variantFormat(null, "png")).toBe("png");
  expect(variantFormat("image/*", "gif")).toBe("png");
});

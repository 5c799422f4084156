/** The client-error report's privacy rule, the same on the page and in the Worker. */
import { expect, test } from "vitest";
import { scrubClientError } from "~common/platform/client-errors";

test("no query strings, fragments, emails, long numbers or tokens; cut to the limit", () => {
  expect(scrubClientError("Failed for jane@example.com at https://pins.example/pin/123456789/?q=secret#top", 200)).toBe(
    "Failed for [email] at https://pins.example/pin/[number]/",
  );
  expect(scrubClientError("at /reset/AbCdEfGhIjKlMnOpQrStUvWxYz12 (app.js:10:5)", 200)).toBe("at /reset/[token] (app.js:10:5)");
  expect(scrubClientError("word ".repeat(50), 10)).toHaveLength(10);
  expect(scrubClientError("TypeError: undefined is not a function", 200)).toBe("TypeError: undefined is not a function");
});

import { expect, test } from "vitest";
import { clampFirstName, nameFromEmail, splitName, usernameStem } from "~common/auth/rules/names";

test("splitName: first word is the first name, the rest the last name", () => {
  expect(splitName("Mary Ann  Smith ")).toEqual({ firstName: "Mary", lastName: "Ann Smith" });
  expect(splitName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
  expect(splitName("   ")).toEqual({ firstName: "", lastName: "" });
});

test("nameFromEmail capitalises the letter runs of the local part", () => {
  expect(nameFromEmail("jane.doe_77@example.com")).toBe("Jane Doe");
  expect(nameFromEmail("ÉLODIE@example.fr")).toBe("Élodie");
  expect(nameFromEmail("1234@example.com")).toBe("Pinner");
});

test("clampFirstName keeps at most 30 characters, not splitting emoji", () => {
  expect(clampFirstName("a".repeat(40))).toHaveLength(30);
  expect([...clampFirstName("😀".repeat(31))]).toHaveLength(30);
});

test("usernameStem keeps [a-z0-9_], 3 to 24 characters", () => {
  expect(usernameStem("Jane.Doe+x@example.com")).toBe("janedoex");
  expect(usernameStem("jo@example.com")).toBe("jopinner");
  expect(usernameStem(`${"a".repeat(40)}@example.com`)).toHaveLength(24);
});

import { describe, expect, test } from "vitest";
import { authModalHref, containerForSource, readAuthModal, withoutAuthModal } from "~common/auth/modal/modal-link";
import { SIGNUP_SOURCES } from "~common/auth/modal/titles";

describe("authModalHref / readAuthModal (auth.md §2.1, §2.2)", () => {
  test("a link opens sign-up with the source over the page, keeping the page's query", () => {
    expect(authModalHref("/pin/42/", "", { source: "saveButton" })).toBe("/pin/42/?auth=signup&source=saveButton");
    expect(authModalHref("/ana/", "?x=1", { kind: "login" })).toBe("/ana/?x=1&auth=login");
  });

  test("a link built over a page already showing the modal replaces it instead of stacking", () => {
    const href = authModalHref("/p/", "?auth=login&source=followButton&q=2", { source: "commentComposer", respondTo: "ana" });
    expect(href).toBe("/p/?q=2&auth=signup&source=commentComposer&respond_to=ana");
  });

  test.each(SIGNUP_SOURCES)("round trip for source %s", (source) => {
    const href = authModalHref("/x/", "", { source });
    const read = readAuthModal(new URL(href, "https://h").searchParams);
    expect(read).toEqual({ kind: "signup", source, container: containerForSource(source), inviter: null, respondTo: null });
  });

  test("sources map onto the §2.1 containers they belong to", () => {
    expect(containerForSource("saveButton")).toBe("save");
    expect(containerForSource("downloadImageBtnUnauth")).toBe("download");
    expect(containerForSource("followButton")).toBe("follow");
    expect(containerForSource("pinBookmarklet")).toBe("pinBookmarklet");
    expect(containerForSource(null)).toBe("home_page");
  });

  test("no modal, an unknown kind, or malformed values are ignored", () => {
    expect(readAuthModal(new URLSearchParams("q=1"))).toBeNull();
    expect(readAuthModal(new URLSearchParams("auth=admin"))).toBeNull();
    const read = readAuthModal(new URLSearchParams("auth=signup&source=evil&inviter=<script>&respond_to=a%20b"));
    expect(read).toEqual({ kind: "signup", source: null, container: "home_page", inviter: null, respondTo: null });
  });

  test("the inviter is read from the page's own query and stays when the modal closes", () => {
    const params = new URLSearchParams("inviter=ana_lee&auth=signup&source=boardInvite");
    expect(readAuthModal(params)?.inviter).toBe("ana_lee");
    expect(withoutAuthModal(params).toString()).toBe("inviter=ana_lee");
  });
});

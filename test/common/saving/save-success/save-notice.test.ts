import { describe, expect, test } from "vitest";
import type { Sensitivity } from "~common/business/advisories/schemas";
import { SAVE_FLOW_COPY } from "~common/saving/board-picker/messages";
import { saveNotice } from "~common/saving/save-success/save-notice";

const notice = {
  id: "n1",
  style: 2,
  title: "Look before you eat",
  description: { text: "Careful.", textTags: [] },
  actions: [],
  footer: null,
};
const sensitivity = (severity: 0 | 1 | 2, notices = [notice]): Sensitivity => ({
  advisory: "foraging_safety",
  severity,
  advisory_type: "first_party",
  resource_country: null,
  advisory_details: "",
  notices,
});

describe("saveNotice (saving.md §2 sensitive-content notice)", () => {
  test("no advisory: the picker shows", () => {
    expect(saveNotice(null)).toBeNull();
    expect(saveNotice(undefined)).toBeNull();
  });
  test("SENSITIVE: the advisory's own notice, and the saver may go on", () => {
    expect(saveNotice(sensitivity(1))).toEqual({ notice, canSave: true });
  });
  test("ABUSIVE: the catalogue's notice (the advisory's speaks of a search), with no way on", () => {
    expect(saveNotice(sensitivity(0))).toMatchObject({
      notice: { title: SAVE_FLOW_COPY.abusiveTitle, description: { text: SAVE_FLOW_COPY.abusiveText } },
      canSave: false,
    });
  });
  test("BRAND_UNSAFE concerns advertising, not the saver: no notice", () => {
    expect(saveNotice(sensitivity(2))).toBeNull();
  });
  test("a notice of any style is shown (the modal has room for the first)", () => {
    const style1 = { ...notice, id: "n2", style: 1 };
    expect(saveNotice(sensitivity(1, [style1, notice]))?.notice).toBe(style1);
  });
  test("an advisory without notices gets the catalogue's words", () => {
    expect(saveNotice(sensitivity(1, []))?.notice.title).toBe(SAVE_FLOW_COPY.sensitiveFallbackTitle);
  });
});

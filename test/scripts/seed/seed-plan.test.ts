/**
 * The local seed's plan (scripts/seed/seed-saving.ts planSeed): enough varied pins for a real
 * feed, repins that point at visible originals, unique slugs per owner, ids in time order.
 */
import { expect, test } from "vitest";
import { ASPECTS } from "../../../scripts/seed/artwork";
import { planSeed } from "../../../scripts/seed/seed-saving";

const NOW = 1_800_000_000;
const plan = planSeed({ now: NOW, withDemo: true, base: { board: 10, section: 5, pin: 100 } });

test("at least 300 pins over at least 240 distinct pictures, in every aspect ratio", () => {
  expect(plan.pins.length).toBeGreaterThanOrEqual(300);
  expect(plan.images.length).toBeGreaterThanOrEqual(240);
  const sizes = new Set(plan.images.map((i) => /width="(\d+)" height="(\d+)"/.exec(i.svg)!.slice(1).join("x")));
  for (const [w, h] of Object.values(ASPECTS)) expect(sizes).toContain(`${w}x${h}`);
  expect(sizes).toContain("96x96"); // the two pins the grid shows without their image
});

test("the plan is the same every run (so image keys are too)", () => {
  const again = planSeed({ now: NOW, withDemo: true, base: { board: 10, section: 5, pin: 100 } });
  expect(again.images.map((i) => i.svg)).toEqual(plan.images.map((i) => i.svg));
});

test("ids continue after the base and follow creation time; repins come after their source", () => {
  const ids = plan.pins.map((p) => p.id);
  expect(Math.min(...ids)).toBe(101);
  expect(new Set(ids).size).toBe(ids.length);
  const byId = new Map(plan.pins.map((p) => [p.id, p]));
  for (const p of plan.pins.filter((x) => x.repinOf !== null)) {
    const source = byId.get(p.repinOf!)!;
    expect(source.repinOf).toBeNull();
    expect(p.id).toBeGreaterThan(source.id);
    expect(p.createdAt).toBeGreaterThanOrEqual(source.createdAt);
    expect(p.viaPinner).toBe(source.pinnerId);
    expect(p.imageId).toBe(source.imageId);
    const sourceBoard = plan.boards.find((b) => b.id === source.boardId)!;
    expect(sourceBoard.privacy).toBe("public");
  }
  expect(plan.pins.filter((p) => p.repinOf !== null).length).toBeGreaterThan(40);
});

test("slugs are unique per owner; sections belong to their pins' boards", () => {
  const keys = plan.boards.map((b) => `${b.ownerId}/${b.slug}`);
  expect(new Set(keys).size).toBe(keys.length);
  const sectionBoard = new Map(plan.boards.flatMap((b) => b.sections.map((s) => [s.id, b.id] as const)));
  for (const p of plan.pins) if (p.sectionId !== null) expect(sectionBoard.get(p.sectionId)).toBe(p.boardId);
});

test("without the demo account nothing is planned for it", () => {
  const noDemo = planSeed({ now: NOW, withDemo: false, base: { board: 0, section: 0, pin: 0 } });
  expect(noDemo.boards.some((b) => b.ownerId === "demo-user")).toBe(false);
  expect(noDemo.pins.some((p) => p.pinnerId === "demo-user")).toBe(false);
  expect(noDemo.follows.some(([a, b]) => a === "demo-user" || b === "demo-user")).toBe(false);
});

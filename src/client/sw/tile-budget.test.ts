import { describe, expect, it } from "vitest";
import { ByteBudget } from "./tile-budget.ts";

describe("ByteBudget", () => {
  it("keeps everything under the limit", () => {
    const budget = new ByteBudget(100);
    expect(budget.add("a", 40)).toEqual([]);
    expect(budget.add("b", 60)).toEqual([]);
    expect(budget.total).toBe(100);
  });

  it("drops the oldest first once over the limit", () => {
    const budget = new ByteBudget(100);
    budget.add("a", 40);
    budget.add("b", 30);
    budget.add("c", 20);
    expect(budget.add("d", 60)).toEqual(["a", "b"]);
    expect(budget.total).toBe(80);
  });

  it("counts a key kept again once, as the newest", () => {
    const budget = new ByteBudget(100);
    budget.add("a", 40);
    budget.add("b", 40);
    expect(budget.add("a", 40)).toEqual([]);
    expect(budget.total).toBe(80);
    expect(budget.add("c", 30)).toEqual(["b"]);
  });

  it("keeps the newest even when it alone is over the limit", () => {
    const budget = new ByteBudget(100);
    budget.add("a", 10);
    expect(budget.add("big", 150)).toEqual(["a"]);
    expect(budget.total).toBe(150);
  });
});

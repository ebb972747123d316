import { describe, expect, it } from "vitest";
import { placeTourCard, TOUR_CARD_WIDTH, TOUR_STEPS } from "./tour.ts";

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

describe("TOUR_STEPS", () => {
  it("are the eight documented steps, in order", () => {
    expect(TOUR_STEPS.map((s) => s.id)).toEqual([
      "welcome",
      "add-place",
      "menu",
      "filters",
      "search",
      "place-card",
      "mood-system",
      "adventure-summary",
    ]);
  });
});

describe("placeTourCard", () => {
  it("is 320 wide, and narrower only on a screen too small for it", () => {
    expect(placeTourCard(null, desktop, 200).width).toBe(TOUR_CARD_WIDTH);
    expect(placeTourCard(null, { width: 320, height: 600 }, 200).width).toBe(288);
  });

  it("goes in the middle without a target", () => {
    expect(placeTourCard(null, desktop, 200)).toEqual({ top: 300, left: 480, width: 320 });
  });

  it("goes below the target, centred on it", () => {
    const target = { top: 10, left: 500, width: 40, height: 40 };
    expect(placeTourCard(target, desktop, 200)).toEqual({ top: 62, left: 360, width: 320 });
  });

  it("goes above a target near the bottom (the add button)", () => {
    const fab = { top: 760, left: 320, width: 56, height: 56 };
    expect(placeTourCard(fab, phone, 200)).toEqual({ top: 548, left: 54, width: 320 });
  });

  it("never leaves the screen at 390 px, whatever the target", () => {
    const targets = [
      { top: 8, left: 4, width: 40, height: 40 },
      { top: 8, left: 346, width: 40, height: 40 },
      { top: 400, left: 0, width: 390, height: 400 },
      { top: -50, left: -20, width: 10, height: 10 },
    ];
    for (const target of targets) {
      const card = placeTourCard(target, phone, 260);
      expect(card.left).toBeGreaterThanOrEqual(16);
      expect(card.left + card.width).toBeLessThanOrEqual(phone.width - 16);
      expect(card.top).toBeGreaterThanOrEqual(16);
      expect(card.top + 260).toBeLessThanOrEqual(phone.height - 16);
    }
  });
});

import { describe, expect, it } from "vitest";
import { toggledVisit, visitChoiceOf, visitFieldsToSend } from "./visit-choice.ts";

describe("the visit the form starts with", () => {
  it("is unvisited for a new place, or a place not visited", () => {
    expect(visitChoiceOf()).toEqual({ visited: false, date: "" });
    expect(visitChoiceOf({ visited: false, visitedDate: null })).toEqual({
      visited: false,
      date: "",
    });
  });

  it("is the stored day of a visited place, or none when none was recorded", () => {
    expect(visitChoiceOf({ visited: true, visitedDate: "2024-06-15T12:00:00.000Z" })).toEqual({
      visited: true,
      date: "2024-06-15",
    });
    expect(visitChoiceOf({ visited: true, visitedDate: null })).toEqual({
      visited: true,
      date: "",
    });
  });
});

describe("ticking Visited in the form", () => {
  it("proposes today, and unticking forgets the day", () => {
    expect(toggledVisit(true, "2026-11-27")).toEqual({ visited: true, date: "2026-11-27" });
    expect(toggledVisit(false, "2026-11-27")).toEqual({ visited: false, date: "" });
  });
});

describe("what a save sends of the visit", () => {
  const visitedInJune = { visited: true, date: "2024-06-15" } as const;

  it("sends nothing when the visit is as it was", () => {
    expect(visitFieldsToSend(visitedInJune, visitedInJune)).toBeUndefined();
    expect(visitFieldsToSend({ visited: false, date: "" }, { visited: false, date: "" })).toBe(
      undefined,
    );
    expect(visitFieldsToSend({ visited: false, date: "" })).toBeUndefined();
  });

  it("sends a corrected day as the day stored, at noon UTC", () => {
    expect(visitFieldsToSend({ visited: true, date: "2024-06-14" }, visitedInJune)).toEqual({
      visited: true,
      visitedDate: "2024-06-14T12:00:00.000Z",
    });
  });

  it("sends a new visit, with its day or without one", () => {
    const before = { visited: false, date: "" } as const;
    expect(visitFieldsToSend({ visited: true, date: "2026-11-27" }, before)).toEqual({
      visited: true,
      visitedDate: "2026-11-27T12:00:00.000Z",
    });
    expect(visitFieldsToSend({ visited: true, date: "" }, before)).toEqual({
      visited: true,
      visitedDate: null,
    });
    expect(visitFieldsToSend({ visited: true, date: "2026-11-27" })).toEqual({
      visited: true,
      visitedDate: "2026-11-27T12:00:00.000Z",
    });
  });

  it("sends an unvisit without a day", () => {
    expect(visitFieldsToSend({ visited: false, date: "" }, visitedInJune)).toEqual({
      visited: false,
      visitedDate: null,
    });
  });
});

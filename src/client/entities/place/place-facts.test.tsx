import { i18n } from "@lingui/core";
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { messages as welsh } from "#client/locales/cy.po";
import { useVisitedText } from "./place-facts.tsx";

describe("useVisitedText", () => {
  afterEach(() => i18n.activate("en"));

  it("says a place's visits as one sentence: once, or how many times and the last", () => {
    const { result } = renderHook(() => useVisitedText());
    expect(result.current(1, "12 Oct 2026")).toBe("Visited 12 Oct 2026");
    expect(result.current(0, "")).toBe("Visited");
    expect(result.current(3, "12 Oct 2026")).toBe("Visited 3 times · last 12 Oct 2026");
    expect(result.current(2, "")).toBe("Visited 2 times");
  });

  it("says them in Welsh, with Welsh counts", () => {
    i18n.loadAndActivate({ locale: "cy", messages: welsh });
    const { result } = renderHook(() => useVisitedText());
    const once = result.current(1, "12 Hyd 2026");
    expect(once).toContain("12 Hyd 2026");
    expect(once).not.toContain("Visited");
    // Welsh counts take their own plural forms: "2 waith" (two) but "3 gwaith" (few).
    expect(result.current(2, "")).toBe("Wedi ymweld 2 waith");
    expect(result.current(3, "")).toBe("Wedi ymweld 3 gwaith");
  });
});

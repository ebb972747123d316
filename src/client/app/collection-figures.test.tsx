import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CollectionFigures } from "./collection-figures.tsx";

describe("Your Collection", () => {
  it("writes its counts grouped in thousands, as the rest of the app does", () => {
    render(
      <CollectionFigures counts={{ all: 1000, visited: 12_345, unvisited: 999 }} pending={false} />,
    );
    const figures = [...screen.getAllByRole("definition")].map((figure) => figure.textContent);
    expect(figures).toEqual(["1,000", "12,345", "999"]);
  });
});

import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PreviewHeading } from "./preview-heading.tsx";

const heading = (props: Partial<Parameters<typeof PreviewHeading>[0]>) => (
  <PreviewHeading found={1} fileName="trip.csv" marks={[]} unreadable={[]} finding={0} {...props} />
);

describe("the preview's heading", () => {
  it("says which rows of the file could not be read, and that the rest can be imported", () => {
    render(heading({ unreadable: [{ where: "Row 3", reason: "912 is not a latitude" }] }));
    const status = screen.getByRole("status");
    expect(status.textContent).toBe(
      "1 row could not be read: Row 3: 912 is not a latitude" +
        "It is left out: the other places can be imported.",
    );
    // Said politely: nothing here holds the import back.
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("speaks of many unreadable rows in the plural", () => {
    render(
      heading({
        unreadable: [
          { where: "Row 7", reason: '"inicio" is not a latitude' },
          { where: "Row 9", reason: "912 is not a latitude" },
        ],
      }),
    );
    expect(screen.getByText(/^2 rows could not be read: Row 7: /)).toBeTruthy();
    expect(screen.getByText("They are left out: the other places can be imported.")).toBeTruthy();
  });

  it("says nothing of unreadable rows when every row was read", () => {
    render(heading({ marks: ["1 line has no location"], fileName: null }));
    expect(screen.getByText("Found 1 place")).toBeTruthy();
    expect(screen.getByText("1 line has no location")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByText(/could not be read/)).toBeNull();
  });

  it("counts the places whose locations are still being found", () => {
    render(heading({ found: 3, finding: 2 }));
    expect(screen.getByRole("status").textContent).toBe("Finding locations for 2 places…");
  });
});

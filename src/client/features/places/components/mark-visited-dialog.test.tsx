import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MarkVisitedDialog } from "./mark-visited-dialog.tsx";

/** Today as a date input writes it, in the zone the test runs in. */
function today() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

function renderDialog() {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <MarkVisitedDialog
      placeName="Maeshowe"
      saving={false}
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  // A modal dialog turns off pointer events outside it, as a browser would.
  return { onConfirm, onClose, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

// The dialog a card's tick and a place page's Visited box open (the flows: tests/e2e/places.test.ts).
describe("Mark as Visited", () => {
  it("proposes today, takes an earlier day, and sends it as the server stores it", async () => {
    const { onConfirm, user } = renderDialog();
    screen.getByText("Did you make it to Maeshowe?");
    expect(screen.getByRole("checkbox", { name: "Record visit date" })).toHaveProperty(
      "checked",
      true,
    );
    const date = screen.getByLabelText("Visit date") as HTMLInputElement;
    expect(date.value).toBe(today());
    expect(date.max).toBe(today());
    await user.clear(date);
    await user.type(date, "2024-03-03");
    await user.click(screen.getByRole("button", { name: "Mark as Visited" }));
    expect(onConfirm).toHaveBeenCalledWith("2024-03-03T12:00:00.000Z");
  });

  it("sends no day when none is to be recorded, and nothing on Cancel", async () => {
    const { onConfirm, onClose, user } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole("checkbox", { name: "Record visit date" }));
    expect(screen.queryByLabelText("Visit date")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Mark as Visited" }));
    expect(onConfirm).toHaveBeenCalledWith(null);
  });
});

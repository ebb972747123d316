import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TripFormDialog } from "./trip-form-dialog.tsx";

/** The text a field is described by, as a screen reader reads it with the field. */
function description(field: HTMLElement): string {
  return (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

describe("the New Trip dialog", () => {
  it("names a missing name under the field, focuses it and sends nothing", async () => {
    const onSubmit = vi.fn();
    render(<TripFormDialog saving={false} onSubmit={onSubmit} onClose={() => {}} />);
    const user = userEvent.setup();
    expect(screen.getByRole("dialog", { name: "New Trip" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Create Trip" }));
    const name = screen.getByLabelText(/Trip name/);
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(description(name)).toContain("Give the trip a name.");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses an end date before the start date, then sends once it is put right", async () => {
    const onSubmit = vi.fn();
    render(<TripFormDialog saving={false} onSubmit={onSubmit} onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Trip name/), "  Cornwall ");
    const start = screen.getByLabelText("Start date");
    const end = screen.getByLabelText("End date");
    await user.type(start, "2027-05-03");
    await user.type(end, "2027-05-01");
    await user.click(screen.getByRole("button", { name: "Create Trip" }));
    expect(document.activeElement).toBe(end);
    expect(description(end)).toContain("The last day cannot be before the first.");
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(end);
    await user.type(end, "2027-05-05");
    expect(description(end)).not.toContain("cannot be before");
    await user.type(screen.getByLabelText("Notes"), "Stay in Padstow");
    await user.click(screen.getByRole("button", { name: "Create Trip" }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: "Cornwall",
      startDate: "2027-05-03",
      endDate: "2027-05-05",
      notes: "Stay in Padstow",
    });
  });

  it("asks for a start date when only the end date is given", async () => {
    const onSubmit = vi.fn();
    render(<TripFormDialog saving={false} onSubmit={onSubmit} onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Trip name/), "Wales");
    await user.type(screen.getByLabelText("End date"), "2027-05-05");
    await user.click(screen.getByRole("button", { name: "Create Trip" }));
    const start = screen.getByLabelText("Start date");
    expect(document.activeElement).toBe(start);
    expect(description(start)).toContain("Give both the first and the last day, or neither.");
  });
});

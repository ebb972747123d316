import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { YearSwitcher } from "./year-switcher.tsx";

const optionTexts = () => screen.getAllByRole("option").map((option) => option.textContent ?? "");

describe("the year switcher", () => {
  it("offers the years newest first, with the shown one chosen", () => {
    render(<YearSwitcher years={[2026, 2025, 2023]} year={2025} onChange={() => {}} />);
    const select = screen.getByRole("combobox", { name: "Year" }) as HTMLSelectElement;
    expect(optionTexts()).toEqual(["2026", "2025", "2023"]);
    expect(select.value).toBe("2025");
  });

  it("answers the year chosen", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<YearSwitcher years={[2026, 2025, 2023]} year={2026} onChange={onChange} />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Year" }), "2023");
    expect(onChange).toHaveBeenCalledWith(2023);
  });

  it("is reached with the keyboard", async () => {
    const user = userEvent.setup();
    render(<YearSwitcher years={[2026, 2025]} year={2026} onChange={() => {}} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Year" }));
  });

  it("offers a year with nothing recorded when the address names it, in its place", () => {
    render(<YearSwitcher years={[2026, 2023]} year={2024} onChange={() => {}} />);
    expect(optionTexts()).toEqual(["2026", "2024", "2023"]);
  });
});

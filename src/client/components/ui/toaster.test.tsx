import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { toast } from "./toast-store.ts";
import { Toaster } from "./toaster.tsx";

describe("a toast with a button", () => {
  it("shows the button beside its words, runs it once, and closes", async () => {
    const undo = vi.fn();
    render(<Toaster />);
    act(() =>
      toast({
        title: "Place deleted successfully!",
        durationMs: 10_000,
        action: { label: "Undo", altText: "To bring the place back, press F8.", onClick: undo },
      }),
    );
    const toastShown = screen.getByTestId("toast");
    expect(toastShown.textContent).toContain("Place deleted successfully!");
    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(toastShown.getAttribute("data-state")).toBe("closed");
  });

  it("has no button when it is given none", () => {
    render(<Toaster />);
    act(() => toast({ title: "Copied!" }));
    expect(screen.getByTestId("toast").textContent).toContain("Copied!");
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });
});

import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ThemeProvider } from "#client/lib/theme.tsx";
import { THEME_STORAGE_KEY } from "#shared/theme.ts";
import { ThemeToggle } from "./theme-toggle.tsx";

/** The system's colour scheme, as `prefers-color-scheme: dark` answers it, and its changes. */
class SystemScheme extends EventTarget {
  matches = false;
  readonly media = "(prefers-color-scheme: dark)";
  turn(dark: boolean) {
    this.matches = dark;
    this.dispatchEvent(new Event("change"));
  }
}
let system: SystemScheme;

beforeEach(() => {
  system = new SystemScheme();
  vi.stubGlobal("matchMedia", () => system);
  localStorage.removeItem(THEME_STORAGE_KEY);
  document.documentElement.className = "";
});
afterEach(() => vi.unstubAllGlobals());

const rootClass = () => document.documentElement.className;
const marked = () =>
  within(screen.getByRole("menu", { name: "Theme" })).getByRole("menuitemradio", { checked: true })
    .textContent;

describe("the theme menu", () => {
  it("chooses Dark, then goes back to System, which follows the system's colour scheme", async () => {
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    const user = userEvent.setup();
    expect(rootClass()).toBe("light");
    await user.click(screen.getByRole("button", { name: "Theme: System" }));
    expect(marked()).toBe("System");
    await user.click(screen.getByRole("menuitemradio", { name: "Dark" }));
    expect(screen.queryByRole("menu")).toBeNull();
    expect(rootClass()).toBe("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");

    await user.click(screen.getByRole("button", { name: "Theme: Dark" }));
    expect(marked()).toBe("Dark");
    await user.click(screen.getByRole("menuitemradio", { name: "System" }));
    expect(rootClass()).toBe("light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("system");
    await user.click(screen.getByRole("button", { name: "Theme: System" }));
    expect(marked()).toBe("System");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();

    // System follows the system: dark as soon as it turns dark, and back.
    act(() => system.turn(true));
    expect(rootClass()).toBe("dark");
    act(() => system.turn(false));
    expect(rootClass()).toBe("light");
  });

  it("keeps a chosen theme when the system changes", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    screen.getByRole("button", { name: "Theme: Light" });
    act(() => system.turn(true));
    expect(rootClass()).toBe("light");
  });

  it("is used from the keyboard: open, arrow to a theme, choose", async () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    const user = userEvent.setup();
    screen.getByRole("button", { name: "Theme: Dark" }).focus();
    await user.keyboard("{Enter}");
    expect(marked()).toBe("Dark");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("system");
    expect(rootClass()).toBe("light");
    screen.getByRole("button", { name: "Theme: System" });
  });
});

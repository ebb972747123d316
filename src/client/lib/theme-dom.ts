// The theme in the browser without React: read and kept in local storage, and shown as the
// `light` or `dark` class on <html> (public/theme-init.js sets it before first paint). Used by
// the app's ThemeProvider and by the public pages' small script.
import { parseTheme, THEME_STORAGE_KEY, type Theme } from "#shared/theme.ts";

export const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");

export function readStoredTheme(): Theme {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return "system";
  }
}

export function storeTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or storage full: the theme still applies for this visit.
  }
}

export const resolveTheme = (theme: Theme, systemDark: boolean): "light" | "dark" =>
  theme === "system" ? (systemDark ? "dark" : "light") : theme;

export function showTheme(resolved: "light" | "dark") {
  const root = document.documentElement;
  root.classList.remove("light", "dark");
  root.classList.add(resolved);
}

/** Up and down arrows move between the theme menu's items, round from the last to the first. */
export function moveFocusInMenu(event: KeyboardEvent, box: HTMLElement | null): boolean {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return false;
  const items = [...(box?.querySelectorAll<HTMLButtonElement>('[role="menuitemradio"]') ?? [])];
  const at = items.indexOf(document.activeElement as HTMLButtonElement);
  const step = event.key === "ArrowDown" ? 1 : -1;
  items[(at + step + items.length) % items.length]?.focus();
  return true;
}

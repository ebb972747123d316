/** The one local-storage key for the colour theme. */
export const THEME_STORAGE_KEY = "uk-adventures-theme";

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

/** Reads a stored value, falling back to "system" for anything missing or unknown. */
export function parseTheme(value: unknown): Theme {
  return THEMES.includes(value as Theme) ? (value as Theme) : "system";
}

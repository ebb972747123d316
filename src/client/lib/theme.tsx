import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import type { Theme } from "#shared/theme.ts";
import { darkQuery, readStoredTheme, resolveTheme, showTheme, storeTheme } from "./theme-dom.ts";

type ThemeContextValue = {
  theme: Theme;
  setTheme: (theme: Theme) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const [systemDark, setSystemDark] = useState(() => darkQuery().matches);

  useEffect(() => {
    const query = darkQuery();
    const onChange = () => setSystemDark(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  // What is on screen: the stored choice, or the system's when the choice is "system".
  const resolvedTheme = resolveTheme(theme, systemDark);
  useEffect(() => showTheme(resolvedTheme), [resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setThemeState(next);
  }, []);

  return <ThemeContext.Provider value={{ theme, setTheme }}>{children}</ThemeContext.Provider>;
}

/**
 * The theme as the build renders the public pages: the visitor's own is not known until their
 * browser runs public/theme-init.js, which sets it before the page shows.
 */
export function BuildTimeTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeContext.Provider value={{ theme: "system", setTheme: () => {} }}>
      {children}
    </ThemeContext.Provider>
  );
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used inside <ThemeProvider>");
  return value;
}

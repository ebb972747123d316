import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Check, Monitor, Moon, Sun } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { THEMES, type Theme } from "#shared/theme.ts";
import { useTheme } from "../lib/theme.tsx";
import { moveFocusInMenu } from "../lib/theme-dom.ts";
import { Button } from "./ui/button.tsx";

const CHOICES: { theme: Theme; Icon: typeof Sun }[] = [
  { theme: "light", Icon: Sun },
  { theme: "dark", Icon: Moon },
  { theme: "system", Icon: Monitor },
];

/** Each theme's name, in the menu and in the button's name ("Theme: Dark"). */
const THEME_NAMES: Record<Theme, MessageDescriptor> = {
  light: msg`Light`,
  dark: msg`Dark`,
  system: msg`System`,
};

/**
 * The menu's items. Only `aria-checked` says which is chosen; the tick and the bold follow it
 * in CSS, so the public pages' small script (features/public-pages) can show this same markup,
 * rendered at build time, without React.
 */
export function ThemeMenu({
  id,
  theme,
  onChoose,
}: {
  id?: string;
  theme: Theme;
  onChoose?: (theme: Theme) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div
      id={id}
      role="menu"
      aria-label={t`Theme`}
      className="absolute top-full right-0 z-50 mt-1 grid w-36 gap-0.5 rounded-xl border border-border bg-card p-1 text-card-foreground shadow-lg"
    >
      {CHOICES.map(({ theme: choice, Icon }) => (
        <button
          key={choice}
          type="button"
          role="menuitemradio"
          aria-checked={theme === choice}
          data-theme={choice}
          onClick={() => onChoose?.(choice)}
          className="group flex items-center gap-2 rounded-lg px-2.5 py-2 text-left text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-checked:font-semibold"
        >
          <Icon className="size-4" aria-hidden />
          {i18n._(THEME_NAMES[choice])}
          <Check className="ml-auto hidden size-4 group-aria-checked:block" aria-hidden />
        </button>
      ))}
    </div>
  );
}

/**
 * The theme: Light, Dark or the system's, the current one marked. A small hand-made menu
 * rather than a menu library: it is on every page. The button's sun or moon follows the
 * `dark` class in CSS, so the markup is right before any script runs.
 */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const { t, i18n } = useLingui();
  const buttonLabel = (name: string) => t`Theme: ${name}`;
  const buttonLabels = Object.fromEntries(
    THEMES.map((choice) => [choice, buttonLabel(i18n._(THEME_NAMES[choice]))]),
  );
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    box.current?.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  function choose(next: Theme) {
    setTheme(next);
    setOpen(false);
    button.current?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Escape" && open) {
      // Only the menu closes, not a dialog around it.
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (moveFocusInMenu(event.nativeEvent, box.current)) event.preventDefault();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys are the menu's, handled for its items
    <div
      ref={box}
      className="relative"
      onKeyDown={onKeyDown}
      data-theme-toggle
      // The button's name for each theme, in the page's language, for the public pages' script.
      data-labels={JSON.stringify(buttonLabels)}
    >
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label={buttonLabels[theme]}
        title={t`Theme`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <Sun className="dark:hidden" aria-hidden />
        <Moon className="hidden dark:block" aria-hidden />
      </Button>
      {open && <ThemeMenu id={menuId} theme={theme} onChoose={choose} />}
    </div>
  );
}

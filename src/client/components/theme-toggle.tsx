import { Check, Monitor, Moon, Sun } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { Theme } from "#shared/theme.ts";
import { cn } from "../lib/cn.ts";
import { useTheme } from "../lib/theme.tsx";
import { Button } from "./ui/button.tsx";

const CHOICES: { theme: Theme; label: string; Icon: typeof Sun }[] = [
  { theme: "light", label: "Light", Icon: Sun },
  { theme: "dark", label: "Dark", Icon: Moon },
  { theme: "system", label: "System", Icon: Monitor },
];

/**
 * The theme: Light, Dark or the system's, the current one marked. A small hand-made menu
 * rather than a menu library: it is on every page, the landing page's first script included.
 */
export function ThemeToggle() {
  const { theme, resolvedTheme, setTheme } = useTheme();
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
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const items = [
      ...(box.current?.querySelectorAll<HTMLButtonElement>('[role="menuitemradio"]') ?? []),
    ];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    items[(at + step + items.length) % items.length]?.focus();
  }

  const current = CHOICES.find((choice) => choice.theme === theme) ?? CHOICES[2];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys are the menu's, handled for its items
    <div ref={box} className="relative" onKeyDown={onKeyDown}>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label={`Theme: ${current?.label}`}
        title="Theme"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {resolvedTheme === "dark" ? <Moon aria-hidden /> : <Sun aria-hidden />}
      </Button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="Theme"
          className="absolute top-full right-0 z-50 mt-1 grid w-36 gap-0.5 rounded-xl border border-border bg-card p-1 text-card-foreground shadow-lg"
        >
          {CHOICES.map(({ theme: choice, label, Icon }) => (
            <button
              key={choice}
              type="button"
              role="menuitemradio"
              aria-checked={theme === choice}
              onClick={() => choose(choice)}
              className={cn(
                "flex items-center gap-2 rounded-lg px-2.5 py-2 text-left text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                theme === choice && "font-semibold",
              )}
            >
              <Icon className="size-4" aria-hidden />
              {label}
              {theme === choice && <Check className="ml-auto size-4" aria-hidden />}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

import { Menu, Search } from "lucide-react";
import { FILTERS } from "#shared/place-list.ts";
import { BrandLink } from "../components/brand-link.tsx";
import { ThemeToggle } from "../components/theme-toggle.tsx";
import { Button } from "../components/ui/button.tsx";
import { ToggleChip } from "../components/ui/toggle-chip.tsx";
import { HeroPictures } from "../features/places/components/hero-art.tsx";
import { AdventureSummaryPlaceholder } from "../features/summary/components/summary-heading.tsx";
import { FILTER_LABELS, HOME_HEADER_CLASS } from "./home-frame.ts";

/**
 * The home's frame, rendered when the app is built into the page `/` is for a signed-in
 * visitor: the header, the pictures and the summary's heading show as soon as the page and its
 * stylesheet arrive, rather than after the app's script, the session and the list. It is inert
 * and hidden from assistive technology, and gives way to the real page.
 */
export function HomeShell() {
  return (
    <div className="min-h-dvh pb-28">
      <header className={HOME_HEADER_CLASS}>
        <div className="mx-auto flex max-w-3xl items-center gap-1 px-2 py-2 sm:px-4">
          <Button variant="ghost" size="icon" tabIndex={-1}>
            <Menu aria-hidden />
          </Button>
          <BrandLink />
          <div className="ml-auto flex items-center gap-1">
            <ThemeToggle />
            <Button variant="ghost" size="icon" tabIndex={-1}>
              <Search aria-hidden />
            </Button>
          </div>
        </div>
        <div className="mx-auto flex max-w-3xl gap-2 px-4 pb-3">
          {FILTERS.map((filter) => (
            <ToggleChip
              key={filter}
              pressed={filter === "all"}
              tabIndex={-1}
              className="flex-1 justify-center gap-1.5 px-2 font-medium whitespace-nowrap sm:flex-none sm:gap-2 sm:px-4"
            >
              {FILTER_LABELS[filter]}
              <span className="min-w-6" />
            </ToggleChip>
          ))}
        </div>
      </header>
      <main className="mx-auto flex max-w-3xl flex-col px-4 pt-4">
        <HeroPictures />
        <AdventureSummaryPlaceholder />
      </main>
    </div>
  );
}

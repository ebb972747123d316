import { useLingui } from "@lingui/react/macro";
import { Menu, Search } from "lucide-react";
import type { Place } from "#shared/place.ts";
import { countPlaces, type ListState, openingPage } from "#shared/place-list.ts";
import { BrandLink } from "../components/brand-link.tsx";
import { ThemeToggle } from "../components/theme-toggle.tsx";
import { Button } from "../components/ui/button.tsx";
import { HeroPictures } from "../features/places/components/hero-art.tsx";
import { PlaceCard } from "../features/places/components/place-card.tsx";
import { AdventureSummaryCard } from "../features/summary/components/adventure-summary-card.tsx";
import { AdventureSummaryPlaceholder } from "../features/summary/components/summary-heading.tsx";
import { HOME_HEADER_CLASS } from "./home-frame.ts";
import { FilterChips, ListArea, ListHeadingRow, PlacesPage } from "./home-list.tsx";

/** The shell is inert: nothing in it can be pressed, so its controls do nothing. */
const nothing = () => {};

/**
 * The home as the page sent to a signed-in visitor shows it before the app's script has run.
 * With the visitor's places (rendered by the server for each visit), it is the home to the
 * pixel: the counts, the summary, and the page of cards the address asks for. Without them
 * (the copy rendered when the app is built), it is the frame: the header, the pictures and the
 * summary's heading. It is inert and hidden from assistive technology, and gives way to the
 * real page.
 */
export function HomeShell({ places, state }: { places?: readonly Place[]; state?: ListState }) {
  const { t } = useLingui();
  const opening = places && state ? openingPage(places, state) : null;
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
        <FilterChips
          selected={opening?.filter ?? "all"}
          counts={opening && places ? countPlaces(places) : undefined}
          onSelect={nothing}
        />
      </header>
      <main className="mx-auto flex max-w-3xl flex-col px-4 pt-4">
        <HeroPictures />
        {opening && places ? (
          <>
            <AdventureSummaryCard places={places} />
            <ListArea turned={opening.page.page > 1}>
              <ListHeadingRow
                className="mt-6"
                title={t`Your Places`}
                sort={opening.sort}
                onSort={nothing}
                onSortByDistance={nothing}
              />
              <PlacesPage
                page={opening.page}
                onPage={nothing}
                card={(place) => (
                  <PlaceCard
                    key={place.id}
                    place={place}
                    busy={false}
                    onOpen={nothing}
                    onToggleVisited={nothing}
                    onDoubleTap={nothing}
                  />
                )}
              />
            </ListArea>
          </>
        ) : (
          <AdventureSummaryPlaceholder />
        )}
      </main>
    </div>
  );
}

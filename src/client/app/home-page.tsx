import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Plus, Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { placeListVersion, placesQuery } from "#client/entities/place/list-query.ts";
import { useThisMonthVisits } from "#client/entities/stats/query.ts";
import { APP_NAME } from "#shared/app-info.ts";
import { formatDistance } from "#shared/geo/distance.ts";
import {
  countPlaces,
  distanceFrom,
  listStateFrom,
  type PlaceFilter,
  type PlaceSort,
  paginate,
  selectPlaces,
} from "#shared/place-list.ts";
import type { User } from "#shared/user.ts";
import { BrandLink } from "../components/brand-link.tsx";
import { ListMessage } from "../components/list-message.tsx";
import { MenuDrawer } from "../components/menu-drawer.tsx";
import { PageFooter } from "../components/page-frame.tsx";
import { ThemeToggle } from "../components/theme-toggle.tsx";
import { Button } from "../components/ui/button.tsx";
import { Input } from "../components/ui/input.tsx";
import { toastFailure } from "../components/ui/toast-store.ts";
import { Tooltip, TooltipProvider } from "../components/ui/tooltip.tsx";
import { useAddPlace } from "../features/places/api.ts";
import { HeroPictures } from "../features/places/components/hero-art.tsx";
import { useListVisits } from "../features/places/components/list-visits.tsx";
import { PlaceCard } from "../features/places/components/place-card.tsx";
import { PlaceFormDialog } from "../features/places/components/place-form-dialog.tsx";
import { AdventureSummaryCard } from "../features/summary/components/adventure-summary-card.tsx";
import { OnboardingTour } from "../features/tour/components/onboarding-tour.tsx";
import { useOnboardingTour } from "../features/tour/use-onboarding-tour.ts";
import { cn } from "../lib/cn.ts";
import { locate, positionProblem, useKnownPosition } from "../lib/current-position.ts";
import { useDistanceUnit } from "../lib/distance-unit.ts";
import { homeShellShown, useRemoveHomeShell } from "../lib/home-shell.ts";
import { rememberedSort, rememberSort } from "../lib/remembered-sort.ts";
import { HOME_HEADER_CLASS } from "./home-frame.ts";
import { FilterChips, ListArea, ListHeadingRow, PlacesPage } from "./home-list.tsx";

/**
 * What the list shows lives in the address (?filter=visited&sort=name&q=pub&page=2), so coming
 * back from a place's page finds the list as it was left. The sort is remembered on the device
 * too, so an address without one (the app opened again at `/`) shows the last one chosen.
 */
function useListState() {
  const [params, setParams] = useSearchParams();
  const { filter, query, page } = listStateFrom(params);
  const [remembered, setRemembered] = useState(rememberedSort);
  const sort = params.has("sort") ? listStateFrom(params).sort : (remembered ?? "date");

  function update(changes: Record<string, string | null>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        // Changing the filter, sort or search goes back to page 1.
        if (!("page" in changes)) next.delete("page");
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  }

  return {
    filter,
    sort,
    query: query ?? "",
    searchOpen: query !== null,
    page,
    setFilter: (value: PlaceFilter) => update({ filter: value === "all" ? null : value }),
    setSort: (value: PlaceSort) => {
      rememberSort(value);
      setRemembered(value);
      update({ sort: value === "date" ? null : value });
    },
    setQuery: (value: string) => update({ q: value }),
    // Closing search clears the query.
    closeSearch: () => update({ q: null }),
    setPage: (value: number) => update({ page: value === 1 ? null : String(value) }),
  };
}

/** The signed-in home (docs/product.md#home). */
export function HomePage({ user }: { user: User }) {
  const { t } = useLingui();
  const places = useQuery(placesQuery);
  const monthVisits = useThisMonthVisits(placeListVersion(), (places.data?.length ?? 0) > 0);
  const list = useListState();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const addPlace = useAddPlace();
  const visit = useListVisits();
  const tour = useOnboardingTour({ loaded: places.isSuccess, count: places.data?.length ?? 0 });

  const here = useKnownPosition();
  const unit = useDistanceUnit();
  // Nearest first needs a position: until the person gives one, the list stays by date.
  const sort: PlaceSort = list.sort === "distance" && !here ? "date" : list.sort;
  const all = places.data ?? [];
  const counts = countPlaces(all);
  const shown = paginate(
    selectPlaces(all, { filter: list.filter, query: list.query, sort, from: here }),
    list.page,
  );
  const distanceOf = (place: (typeof all)[number]) => {
    const km = sort === "distance" ? distanceFrom(here, place) : Number.POSITIVE_INFINITY;
    return Number.isFinite(km) ? formatDistance(km, unit) : undefined;
  };

  // The browser is asked for a position only now, on the person's own tap.
  async function sortByDistance() {
    try {
      await locate();
      list.setSort("distance");
    } catch (error) {
      toastFailure(error, positionProblem(error), t`Cannot sort by distance`);
    }
  }
  const searching = list.query.trim() !== "";
  const heading = searching ? t`Search Results` : t`Your Places`;
  const total = shown.total;
  const query = list.query.trim();
  const resultsFirst = searching || (list.filter !== "all" && shown.total === 0);

  // A new page starts at its first card: the list's heading is brought under the sticky
  // header and takes the focus, so a keyboard or screen reader starts there too.
  const listHeading = useRef<HTMLHeadingElement>(null);
  const header = useRef<HTMLElement>(null);
  function turnPage(page: number) {
    list.setPage(page);
    const height = header.current?.getBoundingClientRect().height ?? 0;
    document.documentElement.style.setProperty("--home-header", `${Math.round(height)}px`);
    listHeading.current?.focus({ preventScroll: true });
    listHeading.current?.scrollIntoView({ block: "start" });
  }

  // The page sent to a signed-in visitor shows the home's frame (home-shell.tsx) until the
  // list is here; the home then takes its place in one paint.
  useRemoveHomeShell(!places.isPending);
  if (places.isPending && homeShellShown()) return null;

  return (
    <TooltipProvider>
      <div className="min-h-dvh pb-28">
        <title>{`${heading} · ${APP_NAME}`}</title>
        <header ref={header} className={HOME_HEADER_CLASS}>
          <div className="mx-auto flex max-w-3xl items-center gap-1 px-2 py-2 sm:px-4">
            <MenuDrawer user={user} />
            <BrandLink />
            <div className="ml-auto flex items-center gap-1">
              <ThemeToggle />
              <Button
                variant="ghost"
                size="icon"
                aria-label={list.searchOpen ? t`Close search` : t`Search places`}
                data-tour="search"
                aria-expanded={list.searchOpen}
                onClick={() => (list.searchOpen ? list.closeSearch() : list.setQuery(""))}
              >
                {list.searchOpen ? <X aria-hidden /> : <Search aria-hidden />}
              </Button>
            </div>
          </div>
          {list.searchOpen && (
            <SearchBox
              initialText={list.query}
              onChange={list.setQuery}
              onClose={list.closeSearch}
            />
          )}
          <FilterChips selected={list.filter} counts={counts} onSelect={list.setFilter} />
        </header>

        <main className="mx-auto flex max-w-3xl flex-col px-4 pt-4">
          {/* While searching, or on a tab with nothing in it, the answer comes first: on a phone
              the pictures and the summary would push it below the fold. */}
          <div className={cn(resultsFirst && "order-last mt-8")}>
            <HeroPictures />

            {places.data && <AdventureSummaryCard places={places.data} monthVisits={monthVisits} />}
          </div>

          {/* Shown with the list, not before it: the summary card arriving above an early
              heading would push the page down (a layout shift Lighthouse measures). */}
          <ListArea turned={shown.page > 1}>
            <ListHeadingRow
              headingRef={listHeading}
              hidden={places.isPending}
              className={resultsFirst ? "mt-2" : "mt-6"}
              title={heading}
              found={
                searching && (
                  <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
                    {t`${plural(total, {
                      one: `# place found for "${query}"`,
                      other: `# places found for "${query}"`,
                    })}`}
                  </p>
                )
              }
              sort={sort}
              onSort={list.setSort}
              onSortByDistance={sortByDistance}
            />

            {places.isPending ? (
              <ListMessage title={t`Loading...`} busy />
            ) : places.isError ? (
              <ListMessage
                title={t`Failed to load your places. Please refresh the page.`}
                action={
                  <Button variant="outline" onClick={() => places.refetch()}>
                    <Trans>Try again</Trans>
                  </Button>
                }
              />
            ) : shown.total === 0 ? (
              <EmptyList filter={list.filter} searching={searching} />
            ) : (
              <PlacesPage
                page={shown}
                onPage={turnPage}
                card={(place) => (
                  <PlaceCard
                    key={place.id}
                    place={place}
                    busy={visit.isSaving(place.id)}
                    distance={distanceOf(place)}
                    onOpen={() => navigate(`/place/${place.id}`)}
                    onToggleVisited={(visited) => visit.tick(place, visited)}
                    onDoubleTap={() => visit.markVisitedToday(place)}
                  />
                )}
              />
            )}
          </ListArea>
          {/* Below the list, so it waits for it too: shown under the loading message, the
              arriving list would push it off the screen (Lighthouse measured a shift of 0.58). */}
          <p hidden={places.isPending} className="order-last mt-8 text-xs text-muted-foreground">
            v{__APP_VERSION__}
          </p>
        </main>
        <PageFooter className="max-w-3xl" />

        <Tooltip content={t`Add Place`}>
          <Button
            aria-label={t`Add Place`}
            data-tour="add-place"
            // Toasts keep beside it (clear-of-floating-button in styles.css), never over it.
            data-floating-button=""
            className="fixed right-5 bottom-5 z-10 size-14 rounded-full shadow-lg [&_svg]:size-6"
            onClick={() => setAdding(true)}
          >
            <Plus aria-hidden />
          </Button>
        </Tooltip>

        {adding && (
          <PlaceFormDialog
            saving={addPlace.isPending}
            onSubmit={(fields) =>
              addPlace.mutate(fields, {
                onSuccess: (place) => {
                  setAdding(false);
                  // Added as visited: celebrated as any visit is.
                  if (place.visited) visit.celebrate(place);
                },
              })
            }
            onClose={() => setAdding(false)}
          />
        )}
        {visit.dialogs}
        {tour.running && <OnboardingTour onFinish={tour.finish} onSkip={tour.skip} />}
      </div>
    </TooltipProvider>
  );
}

/**
 * Mounted only while search is open, so each opening starts afresh and takes the focus. The box
 * keeps its own text: the address updates in a transition, which must not drive a text input
 * (the caret would jump).
 */
function SearchBox({
  initialText,
  onChange,
  onClose,
}: {
  initialText: string;
  onChange: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(initialText);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <div className="mx-auto max-w-3xl px-4 pb-2">
      <Input
        ref={input}
        type="search"
        aria-label={t`Search places`}
        placeholder={t`Search by name, address or category`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value);
        }}
        onKeyDown={(event) => event.key === "Escape" && onClose()}
      />
    </div>
  );
}

function EmptyList({ filter, searching }: { filter: PlaceFilter; searching: boolean }) {
  const { t } = useLingui();
  if (searching) {
    return (
      <ListMessage
        title={t`No places match your search`}
        hint={t`Try another word, or search the whole list from the All tab.`}
      />
    );
  }
  if (filter === "visited") {
    return (
      <ListMessage
        title={t`No visited places`}
        hint={t`Tick a place once you have been there, or double-tap it.`}
      />
    );
  }
  if (filter === "unvisited") {
    return (
      <ListMessage
        title={t`No unvisited places`}
        hint={t`You have been everywhere on your list. Time to add somewhere new!`}
      />
    );
  }
  // Where the first card will be: the tour points here before there is one.
  return (
    <div data-tour="place-card">
      <ListMessage
        title={t`No places yet`}
        hint={t`Tap the + button to add the first place you would like to visit.`}
      />
    </div>
  );
}

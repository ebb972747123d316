// The parts of the home's list that its shell shows too (home-shell.tsx), so the page the server
// sends a signed-in visitor is the home to the pixel and nothing moves when the app takes over.
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowDownAZ, CalendarArrowDown, LocateFixed } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { formatCount } from "#shared/format-count.ts";
import { FILTERS, type Page, type PlaceFilter, type PlaceSort } from "#shared/place-list.ts";
import { Button } from "../components/ui/button.tsx";
import { ChipCount, ToggleChip } from "../components/ui/toggle-chip.tsx";
import { Pager } from "../features/places/components/list-parts.tsx";
import { cn } from "../lib/cn.ts";
import { FILTER_LABELS } from "./home-frame.ts";

/** The All / Visited / To Visit chips, each with its count once the list is known. */
export function FilterChips({
  selected,
  counts,
  onSelect,
}: {
  selected: PlaceFilter;
  counts: Record<PlaceFilter, number> | undefined;
  onSelect: (filter: PlaceFilter) => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className="mx-auto flex max-w-3xl flex-wrap gap-2 px-4 pb-3" data-tour="filters">
      <legend className="sr-only">
        <Trans>Show places</Trans>
      </legend>
      {FILTERS.map((filter) => (
        <ToggleChip
          key={filter}
          pressed={selected === filter}
          onClick={() => onSelect(filter)}
          className="flex-1 justify-center gap-1.5 px-2 font-medium whitespace-nowrap sm:flex-none sm:gap-2 sm:px-4"
        >
          {i18n._(FILTER_LABELS[filter])}
          {counts ? (
            <ChipCount pressed={selected === filter}>{formatCount(counts[filter])}</ChipCount>
          ) : (
            <span className="min-w-6" />
          )}
        </ToggleChip>
      ))}
    </fieldset>
  );
}

/** The list's heading ("Your Places", or "Search Results" and what was found) and its sorts. */
export function ListHeadingRow({
  headingRef,
  title,
  found,
  sort,
  onSort,
  onSortByDistance,
  hidden,
  className,
}: {
  headingRef?: Ref<HTMLHeadingElement>;
  title: string;
  found?: ReactNode;
  sort: PlaceSort;
  onSort: (sort: PlaceSort) => void;
  onSortByDistance: () => void;
  hidden?: boolean;
  className?: string;
}) {
  return (
    <div
      hidden={hidden}
      className={cn("flex flex-wrap items-end justify-between gap-3", className)}
    >
      <div>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-[calc(var(--home-header,8rem)+var(--status-line,0px)+1rem)] text-2xl font-bold tracking-tight outline-none"
        >
          {title}
        </h1>
        {found}
      </div>
      {/* Every sort is offered, the one in use shown pressed: a reader can tell how the list
          is ordered, and a tap on it changes nothing. */}
      <fieldset className="flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">
          <Trans>Sort places</Trans>
        </legend>
        <SortButton pressed={sort === "date"} onClick={() => onSort("date")}>
          <CalendarArrowDown aria-hidden />
          <Trans>Sort by Date</Trans>
        </SortButton>
        <SortButton pressed={sort === "name"} onClick={() => onSort("name")}>
          <ArrowDownAZ aria-hidden />
          <Trans>Sort by A-Z</Trans>
        </SortButton>
        <SortButton pressed={sort === "distance"} onClick={onSortByDistance}>
          <LocateFixed aria-hidden />
          <Trans>Sort by Distance</Trans>
        </SortButton>
      </fieldset>
    </div>
  );
}

function SortButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant={pressed ? "default" : "outline"}
      size="sm"
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * The list's heading, its cards and its pager. After Next the heading is scrolled to the top
 * of the screen (home-page.tsx): a short last page would leave the page too short to scroll
 * that far, so from page 2 on the list takes at least a screen's height below the header.
 */
export function ListArea({ turned, children }: { turned: boolean; children: ReactNode }) {
  return (
    <div className={cn("flex flex-col", turned && "min-h-[calc(100dvh-var(--home-header,8rem))]")}>
      {children}
    </div>
  );
}

/** One page of the list, a card for each place, and the pager under it. */
export function PlacesPage<T extends { id: number }>({
  page,
  card,
  onPage,
}: {
  page: Page<T>;
  card: (place: T) => ReactNode;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <ul className="mt-4 grid gap-3" aria-label={t`Places`}>
        {page.items.map(card)}
      </ul>
      <Pager page={page} onPage={onPage} />
    </>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import {
  Ban,
  CircleAlert,
  CopyCheck,
  LocateFixed,
  MapPinOff,
  Pilcrow,
  Repeat2,
  Search,
} from "lucide-react";
import { memo, type ReactNode, useId } from "react";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { useVisitedText } from "#client/entities/place/place-facts.tsx";
import { cn } from "#client/lib/cn.ts";
import { useSharedText } from "#client/lib/i18n.tsx";
import { formatCount } from "#shared/format-count.ts";
import { formatVisitDate } from "#shared/relative-date.ts";
import { latestDay } from "#shared/visit.ts";
import { type PreviewRow, repeatLabel } from "../preview.ts";
import { noRoomSaid } from "../room.ts";

/** A word or two that says what stands out about a row: never told by colour alone. */
function Mark({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span
      data-testid="row-mark"
      className="inline-flex max-w-full items-center gap-1 rounded-md border border-border bg-muted px-1.5 py-0.5 text-xs font-medium text-foreground [&_svg]:size-3.5 [&_svg]:shrink-0"
    >
      {icon}
      <span className="min-w-0 break-words">{children}</span>
    </span>
  );
}

/**
 * A visited row's visits as a card will say them once imported ("Visited 12 Oct 2026", "Visited
 * 3 times · last 12 Oct 2026"): a backup's own visits, else the one visit on `visitedDate`.
 */
function visitOf(
  { visitedDate, visits }: PreviewRow["fields"],
  visitedText: ReturnType<typeof useVisitedText>,
): string {
  const last = visits?.length ? latestDay(visits.map((visit) => visit.date)) : visitedDate;
  return visitedText(Math.max(visits?.length ?? 1, 1), last ? formatVisitDate(last) : "");
}

/** What a row's details line shows: category, address, notes and visit, as far as it has them. */
function detailsOf(
  { fields }: PreviewRow,
  say: (english: string) => string,
  visitedText: ReturnType<typeof useVisitedText>,
): string {
  const visit = fields.visited ? visitOf(fields, visitedText) : null;
  // Each run of space is looked at once, and becomes "; " when it holds a line break (a
  // pattern starting \s* was tried again from every space of a long run).
  const notes = fields.notes?.replace(/\s+/g, (space) => (space.includes("\n") ? "; " : space));
  const category = fields.category && say(fields.category);
  return [category, fields.address, notes, visit].filter(Boolean).join(" · ");
}

type RowProps = {
  row: PreviewRow;
  included: boolean;
  /** Left unticked because the list has no room for it (room.ts). */
  noRoom: boolean;
  disabled: boolean;
  onToggle: (index: number, included: boolean) => void;
};

/** One place found, with the checkbox that leaves it out of the import. */
const PreviewItem = memo(function PreviewItem({
  row,
  included,
  noRoom,
  disabled,
  onToggle,
}: RowProps) {
  const id = useId();
  const { t } = useLingui();
  const shared = useSharedText();
  const details = detailsOf(row, shared, useVisitedText());
  const where = shared(row.where);
  const { name } = row.fields;
  const { location } = row;
  const label = location.kind === "approximate" ? location.label : "";
  const repeat = repeatLabel(row);
  return (
    <li
      className={cn(
        "flex items-start gap-3 px-3 py-2 text-sm",
        included && row.problems.length > 0 && "border-l-4 border-l-destructive bg-destructive/5",
      )}
    >
      <Checkbox
        id={id}
        aria-label={t`Include ${name} (${where})`}
        checked={included}
        disabled={disabled}
        onChange={(event) => onToggle(row.index, event.target.checked)}
      />
      <div className={cn("grid min-w-0 flex-1 gap-1", !included && "opacity-60")}>
        <label htmlFor={id} className="cursor-pointer font-medium break-words">
          {row.fields.name}
        </label>
        {details && <p className="line-clamp-2 break-words text-muted-foreground">{details}</p>}
        {(row.inList ||
          repeat ||
          noRoom ||
          row.prose ||
          location.kind === "none" ||
          location.kind === "approximate") && (
          <p className="flex flex-wrap gap-1">
            {row.inList && (
              <Mark icon={<CopyCheck aria-hidden />}>
                <Trans>Already in your list</Trans>
              </Mark>
            )}
            {repeat && <Mark icon={<Repeat2 aria-hidden />}>{repeat}</Mark>}
            {noRoom && <Mark icon={<Ban aria-hidden />}>{noRoomSaid()}</Mark>}
            {row.prose && (
              <Mark icon={<Pilcrow aria-hidden />}>
                <Trans>Looks like text, not a place</Trans>
              </Mark>
            )}
            {location.kind === "none" && (
              <Mark icon={<MapPinOff aria-hidden />}>
                <Trans>No location</Trans>
              </Mark>
            )}
            {location.kind === "approximate" && (
              <Mark icon={<LocateFixed aria-hidden />}>
                <Trans>Approximate location: {label}</Trans>
              </Mark>
            )}
          </p>
        )}
        {location.kind === "finding" && (
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <Search className="size-3.5" aria-hidden />
            <Trans>Finding its location…</Trans>
          </p>
        )}
        {row.problems.map((problem) => {
          const reason = shared(problem);
          return (
            <p key={problem} className="flex gap-1 font-medium break-words text-destructive">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span className="min-w-0">
                <Trans>
                  {where}: {reason}
                </Trans>
              </span>
            </p>
          );
        })}
      </div>
    </li>
  );
});

/** The rows drawn so far, each with its checkbox; the rest are counted. */
export function PreviewList({
  rows,
  shown,
  leftOut,
  noRoom,
  disabled,
  onToggle,
  onShowMore,
}: {
  rows: readonly PreviewRow[];
  shown: number;
  leftOut: ReadonlySet<number>;
  /** The rows left unticked for want of room: marked so while they stay unticked. */
  noRoom: ReadonlySet<number>;
  disabled: boolean;
  onToggle: (index: number, included: boolean) => void;
  onShowMore: () => void;
}) {
  const { t } = useLingui();
  const hidden = rows.length - shown;
  const hiddenCount = formatCount(hidden);
  const nextCount = formatCount(Math.min(hidden, PREVIEW_PAGE));
  return (
    <div className="grid gap-2">
      <ul
        className="max-h-[40dvh] divide-y divide-border overflow-y-auto rounded-lg border border-border"
        aria-label={t`Places found`}
      >
        {rows.slice(0, shown).map((row) => (
          <PreviewItem
            key={row.index}
            row={row}
            included={!leftOut.has(row.index)}
            noRoom={noRoom.has(row.index) && leftOut.has(row.index)}
            disabled={disabled}
            onToggle={onToggle}
          />
        ))}
      </ul>
      {hidden > 0 && (
        <p className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <span>
            <Trans>…and {hiddenCount} more</Trans>
          </span>
          <button
            type="button"
            className="rounded-md font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            onClick={onShowMore}
          >
            <Trans>Show {nextCount} more</Trans>
          </button>
        </p>
      )}
    </div>
  );
}

/** Rows drawn at a time: a 10,000-place file draws its first 500 at once, the rest on request. */
export const PREVIEW_PAGE = 500;

import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useRef, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { sharedText } from "#client/lib/i18n.tsx";
import { formatCount } from "#shared/format-count.ts";
import type { ImportProblem } from "#shared/import-formats/imported-place.ts";
import type { BulkProgress } from "../bulk-add.ts";
import { importOutcome, leftOutAtFirst, leftOutOnceFound, type PreviewRow } from "../preview.ts";
import { marksOf, skippedLine, summarise } from "../preview-summary.ts";
import { canTick, fitToRoom, noRoomSaid, overRoomLine, roomSentences } from "../room.ts";
import { BulkProgressBar } from "./bulk-progress.tsx";
import { PREVIEW_PAGE, PreviewList } from "./import-preview.tsx";
import { PreviewHeading, RowProblemsAlert } from "./preview-heading.tsx";

type Props = {
  rows: readonly PreviewRow[];
  /** The places the list has room for (room.ts): new places beyond it start unticked. */
  room: number;
  /** The file the rows came from; null for a pasted list. */
  fileName: string | null;
  /** The file's entries that could not be read: left out, and said above the rows. */
  unreadable: readonly ImportProblem[];
  /** A pasted list longer than the import reads: counted, not checked or drawn, with why. */
  tooMany: { count: number; message: string } | null;
  /** The lookup of positions by name failed: the rows it was for have none. */
  findFailed: boolean;
  progress: BulkProgress | null;
  onBack: () => void;
  /** Imports the rows chosen, in order. */
  onImport: (rows: PreviewRow[]) => void;
};

/** The choice to begin with: the marked rows left out, and the new places beyond the room. */
const firstChoice = (rows: readonly PreviewRow[], room: number) =>
  fitToRoom(rows, leftOutAtFirst(rows), room);

/**
 * The import dialog's preview: every place found with what stands out about it, ticked to be
 * imported or not, as many new places ticked as the list has room for
 * (docs/product.md#import).
 */
export function ImportPreviewStep(props: Props) {
  const { rows, room, fileName, unreadable, tooMany, findFailed, progress } = props;
  const [choice, setChoice] = useState(() => {
    const first = firstChoice(rows, room);
    return { rows, leftOut: first.leftOut, noRoom: first.noRoom, newPlaces: first.newPlaces };
  });
  // Positions found by name may make a row another place, or the same: its marks are decided
  // again, the person's own choices for the other rows kept, and the room kept to.
  if (choice.rows !== rows) {
    const fitted = fitToRoom(rows, leftOutOnceFound(choice.rows, rows, choice.leftOut), room);
    const atFirst = firstChoice(rows, room);
    setChoice({
      rows,
      leftOut: fitted.leftOut,
      noRoom: new Set([...choice.noRoom, ...fitted.noRoom]),
      newPlaces: atFirst.newPlaces,
    });
  }
  const { leftOut, noRoom } = choice;
  const [shown, setShown] = useState(PREVIEW_PAGE);
  /** The row a tick was refused for, the list having no room left. */
  const [refused, setRefused] = useState<number | null>(null);
  const importing = progress !== null;
  const { t } = useLingui();

  const summary = useMemo(() => summarise(rows, leftOut), [rows, leftOut]);
  const outcome = useMemo(() => importOutcome(rows, leftOut), [rows, leftOut]);
  const included = rows.length - leftOut.size;
  // Every row ticked adds at most the rows neither in the list nor repeating another.
  const fitsAll = rows.length - summary.inList - summary.repeats <= room;
  // Include all has nothing to put back when all that is left out is what has no room.
  const allIn = leftOut.size === 0 || (outcome.adds >= room && isSubset(leftOut, noRoom));
  const overRoom = overRoomLine(outcome.adds, room);

  const choose = (next: ReadonlySet<number>, more: ReadonlySet<number> = new Set()) => {
    setRefused(null);
    setChoice((current) => ({
      ...current,
      leftOut: next,
      noRoom: more.size > 0 ? new Set([...current.noRoom, ...more]) : current.noRoom,
    }));
  };

  // The rows' checkboxes are drawn once each (memo): the toggle reads what it needs from here.
  const latest = useRef({ rows, leftOut, room, adds: outcome.adds });
  latest.current = { rows, leftOut, room, adds: outcome.adds };
  const toggle = useCallback((index: number, include: boolean) => {
    const now = latest.current;
    if (include && !canTick(now.rows, now.leftOut, index, now.room, now.adds)) {
      setRefused(index);
      return;
    }
    setRefused(null);
    setChoice((current) => {
      const next = new Set(current.leftOut);
      if (include) next.delete(index);
      else next.add(index);
      return { ...current, leftOut: next };
    });
  }, []);

  // The lines that read as prose are not counted as places found: they are said apart.
  const found = tooMany?.count ?? rows.length - summary.prose;
  const marks = marksOf(summary, fileName ? "file" : "list");
  const refusedRow = refused === null ? undefined : rows.find((r) => r.index === refused);
  const chosenCount = formatCount(included);
  const rowCount = formatCount(rows.length);
  const adds = outcome.adds;
  const importLabel = t`${plural(adds, { one: "Import # Place", other: "Import # Places" })}`;
  let refusedLine: string | null = null;
  if (refusedRow) {
    const noRoomLine = noRoomSaid();
    const where = sharedText(refusedRow.where);
    const { name } = refusedRow.fields;
    refusedLine = t`${noRoomLine} Untick another new place to choose ${name} (${where}).`;
  }

  return (
    <div className="grid gap-3">
      <PreviewHeading
        found={found}
        fileName={fileName}
        marks={marks}
        room={roomSentences(room, choice.newPlaces)}
        unreadable={unreadable}
        finding={summary.finding}
      />
      {rows.length === 0 && tooMany === null && (
        <p className="text-sm text-muted-foreground">
          <Trans>No line held a place name. Put one place on each line.</Trans>
        </p>
      )}
      {tooMany !== null && <ErrorAlert>{tooMany.message}</ErrorAlert>}
      {findFailed && (
        <ErrorAlert>
          <Trans>
            Could not look up where the places without a location are: they will be imported without
            one.
          </Trans>
        </ErrorAlert>
      )}
      {summary.problems.length > 0 && (
        <RowProblemsAlert
          problems={summary.problems}
          disabled={importing}
          onLeaveOut={() => choose(new Set([...leftOut, ...summary.problemRows]))}
        />
      )}
      {rows.length > 0 && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">
              <Trans>
                {chosenCount} of {rowCount} chosen
              </Trans>
            </span>
            <span className="flex gap-1">
              <Button
                variant="ghost"
                size="sm"
                disabled={importing || allIn}
                onClick={() => {
                  const all = fitToRoom(rows, new Set(), room);
                  choose(all.leftOut, all.noRoom);
                }}
              >
                {fitsAll ? t`Include all` : t`Include all that fit`}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={importing || included === 0}
                onClick={() => choose(new Set(rows.map((row) => row.index)))}
              >
                <Trans>Leave all out</Trans>
              </Button>
            </span>
          </div>
          {refusedLine && <ErrorAlert>{refusedLine}</ErrorAlert>}
          <PreviewList
            rows={rows}
            shown={shown}
            leftOut={leftOut}
            noRoom={noRoom}
            disabled={importing}
            onToggle={toggle}
            onShowMore={() => setShown((n) => n + PREVIEW_PAGE)}
          />
        </>
      )}
      {skippedLine(outcome) && (
        <p className="text-sm text-muted-foreground">{skippedLine(outcome)}</p>
      )}
      {overRoom && <p className="text-sm font-medium text-destructive">{overRoom}</p>}
      <BulkProgressBar progress={progress} label={t`Importing places`} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" disabled={importing} onClick={props.onBack}>
          <Trans>Back to Edit</Trans>
        </Button>
        <Button
          disabled={
            importing ||
            outcome.adds === 0 ||
            overRoom !== null ||
            tooMany !== null ||
            summary.finding > 0 ||
            summary.problems.length > 0
          }
          onClick={() => props.onImport(rows.filter((row) => !leftOut.has(row.index)))}
        >
          {importing ? t`Importing...` : importLabel}
        </Button>
      </div>
    </div>
  );
}

function isSubset(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  for (const item of a) if (!b.has(item)) return false;
  return true;
}

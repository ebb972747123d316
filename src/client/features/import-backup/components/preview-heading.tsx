import { Plural, Trans } from "@lingui/react/macro";
import { FileWarning } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { formatCount } from "#shared/format-count.ts";
import type { ImportProblem } from "#shared/import-formats/imported-place.ts";
import { describeProblems } from "../describe-problems.ts";

/**
 * What the preview says above its rows: how many places were found, in which file, the counts
 * of the marks, how many fit in the list, the entries of the file that could not be read, and
 * the lookups under way.
 */
export function PreviewHeading({
  found,
  fileName,
  marks,
  room = [],
  unreadable,
  finding,
}: {
  found: number;
  /** The file the rows came from; null for a pasted list. */
  fileName: string | null;
  marks: readonly string[];
  /** What is said of the room when not every new place fits (roomSentences in room.ts). */
  room?: readonly string[];
  /** The file's entries that could not be read, each with its reason. */
  unreadable: readonly ImportProblem[];
  /** How many rows' positions are still being looked for. */
  finding: number;
}) {
  const unreadableCount = unreadable.length;
  return (
    <div className="grid gap-0.5">
      <p className="font-semibold" aria-live="polite">
        <Plural value={found} one="Found # place" other="Found # places" />
      </p>
      {fileName && (
        <p className="text-sm break-all text-muted-foreground">
          <Trans>In {fileName}</Trans>
        </p>
      )}
      {marks.length > 0 && <p className="text-sm text-muted-foreground">{marks.join(" · ")}</p>}
      {room.length > 0 && (
        <div data-testid="room" className="mt-1 grid gap-0.5 text-sm font-medium">
          {room.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
      )}
      {unreadable.length > 0 && (
        // Said, not alarmed: the rest of the file imports as it is, with nothing to fix first.
        <div
          role="status"
          className="mt-1 flex gap-2 rounded-lg border border-border bg-muted px-3 py-2 text-sm break-words"
        >
          <FileWarning className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div className="min-w-0">
            <p>{describeProblems(unreadable)}</p>
            <p className="text-muted-foreground">
              <Plural
                value={unreadableCount}
                one="It is left out: the other places can be imported."
                other="They are left out: the other places can be imported."
              />
            </p>
          </div>
        </div>
      )}
      {finding > 0 && (
        <p role="status" className="text-sm text-muted-foreground">
          <Plural
            value={finding}
            one="Finding locations for # place…"
            other="Finding locations for # places…"
          />
        </p>
      )}
    </div>
  );
}

/** How many problem lines the alert lists before counting the rest. */
const PROBLEMS_LISTED = 5;

/**
 * The chosen rows the server would refuse, which hold the import back, with the button that
 * leaves them all out.
 */
export function RowProblemsAlert({
  problems,
  disabled,
  onLeaveOut,
}: {
  problems: readonly string[];
  disabled: boolean;
  onLeaveOut: () => void;
}) {
  const more = formatCount(problems.length - PROBLEMS_LISTED);
  return (
    <ErrorAlert className="grid gap-2">
      <div>
        <p className="font-medium">
          <Trans>Leave out or fix these places before importing:</Trans>
        </p>
        <ul className="mt-1 list-inside list-disc">
          {problems.slice(0, PROBLEMS_LISTED).map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
        {problems.length > PROBLEMS_LISTED && (
          <p className="mt-1">
            <Trans>…and {more} more.</Trans>
          </p>
        )}
      </div>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={disabled}
        onClick={onLeaveOut}
      >
        <Trans>Leave them out</Trans>
      </Button>
    </ErrorAlert>
  );
}

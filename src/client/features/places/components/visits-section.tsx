import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { CalendarPlus, Pencil, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { VisitWaitingMark } from "#client/entities/place/waiting-mark.tsx";
import { formatCalendarDate, todayInputValue } from "#shared/relative-date.ts";
import { VISIT_NOTE_MAX, type Visit } from "#shared/visit.ts";
import { useVisitWrites, visitsQuery } from "../visits-api.ts";

type Editing = { kind: "add" } | { kind: "edit"; visit: Visit } | null;

/** The place page's Visits: each visit with its day and note; add, edit and delete them. */
export function VisitsSection({ placeId }: { placeId: number }) {
  const { t } = useLingui();
  const headingId = useId();
  const visits = useQuery(visitsQuery(placeId));
  const writes = useVisitWrites(placeId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const list = visits.data ?? [];
  /** "12 Oct 2026", or what stands in for a visit recorded without a day. */
  const dayText = (visit: Pick<Visit, "date">) =>
    visit.date === null ? t`Date unknown` : formatCalendarDate(visit.date);

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          <Trans>Visits</Trans>
        </h2>
        {editing?.kind !== "add" && (
          <Button variant="outline" size="sm" onClick={() => setEditing({ kind: "add" })}>
            <CalendarPlus aria-hidden />
            <Trans>Add a visit</Trans>
          </Button>
        )}
      </div>
      {editing?.kind === "add" && (
        <VisitForm
          title={t`New visit`}
          initial={{ date: todayInputValue(), note: "" }}
          saving={writes.add.isPending}
          onSave={(json) => writes.add.mutate(json, { onSuccess: () => setEditing(null) })}
          onCancel={() => setEditing(null)}
        />
      )}
      {visits.isPending && placeId > 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Loading visits...</Trans>
        </p>
      ) : visits.isError ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Could not load the visits.</Trans>
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No visits yet.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2">
          {list.map((visit) => {
            const day = dayText(visit);
            return editing?.kind === "edit" && editing.visit.id === visit.id ? (
              <li key={visit.id}>
                <VisitForm
                  title={t`Visit on ${day}`}
                  initial={{ date: visit.date ?? "", note: visit.note ?? "" }}
                  saving={writes.change.isPending}
                  onSave={(json) =>
                    writes.change.mutate(
                      { visitId: visit.id, json },
                      { onSuccess: () => setEditing(null) },
                    )
                  }
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={visit.id} className="grid gap-1 rounded-md border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  {/* Basis 0: on a phone the mark goes under the day, not the buttons. */}
                  <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-medium">{day}</span>
                    <VisitWaitingMark visitId={visit.id} />
                  </span>
                  {deleting === visit.id ? (
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="text-sm">
                        <Trans>Remove this visit?</Trans>
                      </span>
                      <Button
                        variant="destructive"
                        size="sm"
                        disabled={writes.remove.isPending}
                        onClick={() =>
                          writes.remove.mutate(visit.id, { onSettled: () => setDeleting(null) })
                        }
                      >
                        {writes.remove.isPending ? (
                          <Trans>Removing...</Trans>
                        ) : (
                          <Trans>Remove visit</Trans>
                        )}
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => setDeleting(null)}>
                        <Trans>Keep it</Trans>
                      </Button>
                    </span>
                  ) : (
                    <span className="flex gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t`Change the visit on ${day}`}
                        onClick={() => setEditing({ kind: "edit", visit })}
                      >
                        <Pencil aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t`Remove the visit on ${day}`}
                        onClick={() => setDeleting(visit.id)}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </span>
                  )}
                </div>
                {visit.note && (
                  <p className="whitespace-pre-line text-sm text-muted-foreground wrap-anywhere">
                    {visit.note}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** A visit's day and note, as a small form of its own. */
function VisitForm({
  title,
  initial,
  saving,
  onSave,
  onCancel,
}: {
  title: string;
  initial: { date: string; note: string };
  saving: boolean;
  onSave: (visit: { date: string; note: string | null }) => void;
  onCancel: () => void;
}) {
  const [date, setDate] = useState(initial.date);
  const [note, setNote] = useState(initial.note);
  const dateId = useId();
  const noteId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave({ date, note: note.trim() ? note : null });
  }

  return (
    <form aria-label={title} onSubmit={submit} className="grid gap-3 rounded-md border p-3">
      <div className="grid gap-1.5">
        <Label htmlFor={dateId}>
          <Trans>Date of visit</Trans>
        </Label>
        <Input
          id={dateId}
          type="date"
          required
          min="1900-01-01"
          max={todayInputValue()}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={noteId}>
          <Trans>Note (optional)</Trans>
        </Label>
        <Textarea
          id={noteId}
          maxLength={VISIT_NOTE_MAX}
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? <Trans>Saving...</Trans> : <Trans>Save visit</Trans>}
        </Button>
      </div>
    </form>
  );
}

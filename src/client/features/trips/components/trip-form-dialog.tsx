import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, type RefObject, useId, useRef, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import type { TripFields } from "#client/entities/trip/trip-api.ts";
import {
  TRIP_LIMITS,
  type TripFormProblems,
  type TripFormValues,
  tripFormFields,
  tripFormProblems,
} from "#shared/trips/trip-form.ts";

type Props = {
  /** The trip to edit; without it the form makes a new trip. */
  trip?: { name: string; startDate: string | null; endDate: string | null; notes: string | null };
  saving: boolean;
  onSubmit: (fields: TripFields) => void;
  onClose: () => void;
};

const FIELDS = ["name", "startDate", "endDate", "notes"] as const;

/**
 * 'New Trip' / 'Edit Trip'. Mounted fresh each time it opens. A problem is said under its field,
 * tied to it by aria-describedby, and the first field with one takes focus.
 */
export function TripFormDialog({ trip, saving, onSubmit, onClose }: Props) {
  const { t } = useLingui();
  const adding = !trip;
  const [values, setValues] = useState<TripFormValues>({
    name: trip?.name ?? "",
    startDate: trip?.startDate?.slice(0, 10) ?? "",
    endDate: trip?.endDate?.slice(0, 10) ?? "",
    notes: trip?.notes ?? "",
  });
  const [problems, setProblems] = useState<TripFormProblems>({});
  const ids = {
    name: useId(),
    startDate: useId(),
    endDate: useId(),
    notes: useId(),
    dates: useId(),
  };
  const refs: Record<
    keyof TripFormValues,
    RefObject<HTMLInputElement | HTMLTextAreaElement | null>
  > = {
    name: useRef<HTMLInputElement>(null),
    startDate: useRef<HTMLInputElement>(null),
    endDate: useRef<HTMLInputElement>(null),
    notes: useRef<HTMLTextAreaElement>(null),
  };

  const set = (field: keyof TripFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A problem goes once the field it names changes; the next submit checks again.
    setProblems(({ [field]: _gone, ...rest }) => rest);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = tripFormProblems(values);
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    onSubmit({ ...tripFormFields(values), name: values.name.trim() });
  }

  const described = (field: keyof TripFormValues, hint?: string) => {
    const parts = [problems[field] ? `${ids[field]}-problem` : null, hint ?? null].filter(Boolean);
    return parts.length > 0 ? parts.join(" ") : undefined;
  };
  const problemText = (field: keyof TripFormValues) =>
    problems[field] && (
      <p id={`${ids[field]}-problem`} className="text-sm font-medium text-destructive">
        {problems[field]}
      </p>
    );

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent
        title={adding ? t`New Trip` : t`Edit Trip`}
        sheetOnMobile
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          refs.name.current?.focus();
        }}
      >
        <form onSubmit={submit} noValidate className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor={ids.name}>
              <Trans>
                Trip name <span className="text-destructive">*</span>
              </Trans>
            </Label>
            <Input
              ref={refs.name as RefObject<HTMLInputElement>}
              id={ids.name}
              value={values.name}
              required
              maxLength={TRIP_LIMITS.nameMax + 20}
              placeholder={t`e.g. A week in Cornwall`}
              autoComplete="off"
              aria-invalid={problems.name ? true : undefined}
              aria-describedby={described("name")}
              onChange={(event) => set("name")(event.target.value)}
            />
            {problemText("name")}
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor={ids.startDate}>
                <Trans>Start date</Trans>
              </Label>
              <Input
                ref={refs.startDate as RefObject<HTMLInputElement>}
                id={ids.startDate}
                type="date"
                value={values.startDate}
                aria-invalid={problems.startDate ? true : undefined}
                aria-describedby={described("startDate", ids.dates)}
                onChange={(event) => set("startDate")(event.target.value)}
              />
              {problemText("startDate")}
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={ids.endDate}>
                <Trans>End date</Trans>
              </Label>
              <Input
                ref={refs.endDate as RefObject<HTMLInputElement>}
                id={ids.endDate}
                type="date"
                min={values.startDate || undefined}
                value={values.endDate}
                aria-invalid={problems.endDate ? true : undefined}
                aria-describedby={described("endDate", ids.dates)}
                onChange={(event) => set("endDate")(event.target.value)}
              />
              {problemText("endDate")}
            </div>
            <p id={ids.dates} className="text-xs text-muted-foreground sm:col-span-2">
              <Trans>
                Each day between the dates gets its own list of stops. Leave them empty if you have
                not chosen the days yet.
              </Trans>
            </p>
          </div>

          <div className="grid gap-2">
            <Label htmlFor={ids.notes}>
              <Trans>Notes</Trans>
            </Label>
            <Textarea
              ref={refs.notes as RefObject<HTMLTextAreaElement>}
              id={ids.notes}
              value={values.notes}
              placeholder={t`Where you are staying, what to pack…`}
              aria-invalid={problems.notes ? true : undefined}
              aria-describedby={described("notes")}
              onChange={(event) => set("notes")(event.target.value)}
            />
            {problemText("notes")}
          </div>

          <div className="sticky bottom-0 z-10 -mx-5 -mb-5 flex gap-2 border-t border-border bg-card px-5 py-3 sm:justify-end">
            <Button
              variant="outline"
              className="flex-1 sm:flex-none"
              onClick={onClose}
              disabled={saving}
            >
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" className="flex-1 sm:flex-none" disabled={saving}>
              {saving ? t`Saving...` : adding ? t`Create Trip` : t`Save Changes`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

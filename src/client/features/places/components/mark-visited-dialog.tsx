import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Dialog, DialogClose, DialogContent } from "#client/components/ui/dialog.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
import { instantOfCalendarDate, isCalendarDate } from "#shared/calendar-date.ts";
import { todayInputValue } from "#shared/relative-date.ts";

type Props = {
  placeName: string;
  saving: boolean;
  onConfirm: (visitDate: string | null) => void;
  onClose: () => void;
};

/** Mark visited, optionally recording the date (today by default, never later). */
export function MarkVisitedDialog({ placeName, saving, onConfirm, onClose }: Props) {
  const { t } = useLingui();
  const today = todayInputValue();
  const [recordDate, setRecordDate] = useState(true);
  const [date, setDate] = useState(today);
  const checkboxId = useId();
  const dateId = useId();
  const dateProblem = !recordDate
    ? null
    : !isCalendarDate(date)
      ? t`Choose the day of your visit.`
      : date > today
        ? t`Choose a date no later than today.`
        : null;
  const dateInvalid = dateProblem !== null;
  const errorId = useId();

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent title={t`Mark as Visited`} description={t`Did you make it to ${placeName}?`}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (dateInvalid) return;
            // The day as the server stores it (noon UTC), read back as this day in any zone.
            onConfirm(recordDate ? instantOfCalendarDate(date) : null);
          }}
        >
          <div className="flex items-center gap-3">
            <Checkbox
              id={checkboxId}
              checked={recordDate}
              onChange={(event) => setRecordDate(event.target.checked)}
            />
            <Label htmlFor={checkboxId}>
              <Trans>Record visit date</Trans>
            </Label>
          </div>
          {recordDate && (
            <div className="mt-4 grid gap-2">
              <Label htmlFor={dateId}>
                <Trans>Visit date</Trans>
              </Label>
              <Input
                id={dateId}
                type="date"
                max={today}
                value={date}
                required
                aria-invalid={dateInvalid}
                aria-describedby={dateInvalid ? errorId : undefined}
                onChange={(event) => setDate(event.target.value)}
              />
              {dateInvalid && (
                <p id={errorId} className="text-sm text-destructive" role="alert">
                  {dateProblem}
                </p>
              )}
            </div>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline" disabled={saving}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving || dateInvalid}>
              {saving ? <Trans>Saving...</Trans> : <Trans>Mark as Visited</Trans>}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

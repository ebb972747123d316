import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type Ref, useId } from "react";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
import { todayInputValue } from "#shared/relative-date.ts";
import { toggledVisit, type VisitChoice } from "#shared/visit-choice.ts";

/**
 * Why a visit's day cannot be saved, by the shared schema's rule, or null. Zod loads with the
 * first save, as the writes load it (entities/place/offline/place-writes.ts), not with the page.
 */
export async function visitDateProblem(choice: VisitChoice): Promise<string | null> {
  if (!choice.visited || choice.date === "") return null;
  const { visitDateSchema } = await import("#shared/place.ts");
  // The schema allows the latest today anywhere (a day already begun at UTC+14); the form
  // holds to the person's own today, as its date picker does.
  const parsed = visitDateSchema.safeParse(choice.date);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? t`Choose the day of your visit.`;
  return choice.date > todayInputValue() ? t`The visit date cannot be later than today` : null;
}

/** "Visited" in the add/edit dialog, and "Visited on" (its day) while it is ticked. */
export function VisitField({
  value,
  onChange,
  problem,
  dateRef,
}: {
  value: VisitChoice;
  onChange: (value: VisitChoice) => void;
  /** Why the day cannot be saved, shown under it. */
  problem: string | null;
  dateRef?: Ref<HTMLInputElement>;
}) {
  const ids = { visited: useId(), date: useId(), hint: useId(), problem: useId() };
  const today = todayInputValue();
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3">
        <Checkbox
          id={ids.visited}
          checked={value.visited}
          onChange={(event) => onChange(toggledVisit(event.target.checked, today))}
        />
        <Label htmlFor={ids.visited}>
          <Trans>Visited</Trans>
        </Label>
      </div>
      {value.visited && (
        <div className="grid gap-2">
          <Label htmlFor={ids.date}>
            <Trans>Visited on</Trans>
          </Label>
          <Input
            ref={dateRef}
            id={ids.date}
            type="date"
            max={today}
            value={value.date}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${ids.problem} ${ids.hint}` : ids.hint}
            onChange={(event) => onChange({ visited: true, date: event.target.value })}
          />
          {problem && (
            <p id={ids.problem} className="text-sm font-medium text-destructive" role="alert">
              {problem}
            </p>
          )}
          <p id={ids.hint} className="text-xs text-muted-foreground">
            <Trans>Leave the date empty if you do not remember the day.</Trans>
          </p>
        </div>
      )}
    </div>
  );
}

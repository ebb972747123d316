import { select, t } from "@lingui/core/macro";
import { sharedText } from "#client/lib/i18n.tsx";
import { fieldLabel } from "#shared/error-messages.ts";
import { photoIdOf } from "#shared/photo-path.ts";
import type { FieldConflict } from "#shared/place-conflicts.ts";
import { formatVisitDate } from "#shared/relative-date.ts";
import type { WaitingChange } from "./changes-db.ts";
import type { KeptPhoto } from "./kept-photo.ts";

export type ProblemText = {
  /** The sentence that says which place and what happened. */
  sentence: string;
  /** The button that sends this device's change after all; absent when there is no such choice. */
  keepMine?: string;
  /** The button that drops it. */
  keepTheirs: string;
};

/**
 * What the change was, as the `select` of a sentence's end: "your visit was not saved". Each
 * sentence holds all the ends, so that it can be put in another language whole.
 */
function whatWasLost(change: Pick<WaitingChange, "kind" | "body">): string {
  switch (change.kind) {
    case "visit":
      return (change.body as { visited?: boolean }).visited ? "visit" : "unvisit";
    case "visit-add":
      return "visitAdd";
    case "visit-edit":
      return "visitEdit";
    case "visit-delete":
      return "visitDelete";
    default:
      return change.kind;
  }
}

/**
 * The words for a change the server refused: which place, what happened, and the choices.
 * "Castell Coch was deleted on another device; your visit was not saved."
 */
export function problemText(
  change: Pick<WaitingChange, "kind" | "place" | "body" | "problem">,
): ProblemText {
  const name = change.place.name;
  const lost = whatWasLost(change);
  switch (change.problem?.kind) {
    case "deleted":
      return {
        sentence: t`${name} was deleted on another device; ${select(lost, {
          visit: "your visit was not saved",
          unvisit: "marking it not visited was not saved",
          edit: "your changes were not saved",
          create: "it was not added",
          delete: "it was not deleted",
          restore: "it was not brought back",
          visitAdd: "your new visit was not saved",
          visitEdit: "your change to a visit was not saved",
          other: "removing a visit was not saved",
        })}.`,
        keepMine: t`Add it back with my change`,
        keepTheirs: t`Leave it deleted`,
      };
    case "changed":
      return change.kind === "delete"
        ? {
            sentence: t`${name} was changed on another device, so it was not deleted.`,
            keepMine: t`Delete it anyway`,
            keepTheirs: t`Keep it`,
          }
        : {
            sentence: t`${name} was changed on another device; ${select(lost, {
              visit: "your visit was not saved",
              unvisit: "marking it not visited was not saved",
              edit: "your changes were not saved",
              create: "it was not added",
              restore: "it was not brought back",
              visitAdd: "your new visit was not saved",
              visitEdit: "your change to a visit was not saved",
              other: "removing a visit was not saved",
            })}.`,
            keepMine: t`Keep my version`,
            keepTheirs: t`Keep the other version`,
          };
    case "duplicate":
      return {
        sentence:
          change.kind === "create"
            ? t`${name} is already in your list, so it was not added again.`
            : t`${name} is already in your list, so your changes were not saved.`,
        keepTheirs: t`OK`,
      };
    default: {
      const said = t`${name}: ${select(lost, {
        visit: "your visit was not saved",
        unvisit: "marking it not visited was not saved",
        edit: "your changes were not saved",
        create: "it was not added",
        delete: "it was not deleted",
        restore: "it was not brought back",
        visitAdd: "your new visit was not saved",
        visitEdit: "your change to a visit was not saved",
        other: "removing a visit was not saved",
      })}.`;
      // The server's reason, a sentence of its own, in the language it was asked in.
      return {
        sentence: `${said} ${change.problem?.message ?? ""}`.trim(),
        keepTheirs: t`OK`,
      };
    }
  }
}

/**
 * For a place deleted elsewhere: the stored photo it had, which only this browser's copy can
 * bring back when it is added back. Null when it had none, or the change removes it or
 * carries a new photo of its own.
 */
export function photoToAddBack(
  change: Pick<WaitingChange, "place" | "body" | "problem">,
): string | null {
  if (change.problem?.kind !== "deleted") return null;
  const chosen = (change.body as { photoUrl?: unknown } | undefined)?.photoUrl;
  if (chosen === null || (typeof chosen === "string" && chosen.startsWith("data:"))) return null;
  return photoIdOf(change.place.photoUrl) === null ? null : change.place.photoUrl;
}

/** What happens to that photo if the place is added back, as the dialog says it. */
export function photoNote(kept: KeptPhoto): string {
  if (!kept) return t`Its photo cannot come back: this device kept no copy of it.`;
  return kept.size === "full"
    ? t`Its photo comes back too, from the copy this device kept.`
    : t`Its photo comes back too, from the small copy this device kept of it.`;
}

/** One side's value of a field, as a person reads it. */
function shownValue(field: FieldConflict["field"], value: unknown): string {
  if (value === null || value === undefined || value === "") return t`(empty)`;
  if (field === "visited") return value ? t`Yes` : t`No`;
  if (field === "visitedDate") return formatVisitDate(String(value)) || t`(no date)`;
  if (field === "photoUrl") return String(value).startsWith("data:") ? t`A new photo` : t`A photo`;
  return String(value);
}

/**
 * The fields both devices changed, each with both sides' values, for the conflict dialog; a
 * location counts once however many of its two numbers differ.
 */
export function conflictRows(
  fields: readonly FieldConflict[],
): { label: string; mine: string; theirs: string }[] {
  const rows = new Map<string, { label: string; mine: string; theirs: string }>();
  for (const { field, mine, theirs } of fields) {
    // The same words the forms and their error messages use.
    const label = sharedText(fieldLabel(field));
    const row = rows.get(label);
    if (row) {
      row.mine = `${row.mine}, ${shownValue(field, mine)}`;
      row.theirs = `${row.theirs}, ${shownValue(field, theirs)}`;
    } else
      rows.set(label, { label, mine: shownValue(field, mine), theirs: shownValue(field, theirs) });
  }
  return [...rows.values()];
}

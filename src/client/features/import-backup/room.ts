// How many of the preview's rows fit in the list: one account keeps at most
// PLACE_LIMITS.perUser places, and a file may hold more (a Google Maps user's 10,000 saved
// places). Pure, so the rule is checked on its own; the server's own cap check stays the
// final word (400 when the list is full).

import { plural, t } from "@lingui/core/macro";
// Sets the language `t` reads, should a sentence be said before the app has started (a unit test).
import "#client/lib/i18n.tsx";
import { formatCount } from "#shared/format-count.ts";
import { PLACE_LIMITS } from "#shared/place-limits.ts";
import { type PreviewRow, rowMatcher } from "./preview.ts";

/** The places a list holding `held` may still take. */
export const roomFor = (held: number) => Math.max(PLACE_LIMITS.perUser - held, 0);

/** Said on a row left unticked for want of room, and when a tick would go past it. */
export function noRoomSaid(): string {
  const most = PLACE_LIMITS.perUser;
  return t`${plural(most, {
    one: "No room: your list holds at most # place.",
    other: "No room: your list holds at most # places.",
  })}`;
}

/**
 * noRoomSaid() in English, as room.test.ts checks it. The app shows noRoomSaid(): this is
 * fixed when the module loads, so it never follows the language.
 */
export const NO_ROOM = `No room: your list holds at most ${formatCount(PLACE_LIMITS.perUser)} places.`;

export type Fitted = {
  /** The rows left out: those given, and the new places the list has no room for. */
  leftOut: ReadonlySet<number>;
  /** The rows left out for want of room only, to be marked so. */
  noRoom: ReadonlySet<number>;
  /** The new places among the rows chosen, those that fit and those that do not. */
  newPlaces: number;
};

/**
 * The rows chosen cut to the room, in the rows' order: each chosen row that would add a
 * place (not one the list holds, nor the same place as a chosen row above, as importOutcome
 * counts) is kept while there is room, and left out once there is none. The first `room` new
 * places stay ticked; the rest are unticked with their reason (NO_ROOM). `leftOut` is kept as
 * it is (the same set) when everything chosen fits.
 */
export function fitToRoom(
  rows: readonly PreviewRow[],
  leftOut: ReadonlySet<number>,
  room: number,
): Fitted {
  const chosen = rowMatcher();
  const noRoom = new Set<number>();
  let newPlaces = 0;
  for (const r of rows) {
    if (leftOut.has(r.index) || r.inList || chosen.find(r.fields)) continue;
    newPlaces++;
    if (newPlaces > room) noRoom.add(r.index);
    else chosen.add(r.fields);
  }
  if (noRoom.size === 0) return { leftOut, noRoom, newPlaces };
  return { leftOut: new Set([...leftOut, ...noRoom]), noRoom, newPlaces };
}

/**
 * Whether ticking row `index` keeps the new places chosen within the room: a row the list
 * holds, or one repeating a chosen row, adds nothing; any other needs a place free. `adds` is
 * importOutcome(rows, leftOut).adds, so the rows are gone through only when the list would be
 * full.
 */
export function canTick(
  rows: readonly PreviewRow[],
  leftOut: ReadonlySet<number>,
  index: number,
  room: number,
  adds: number,
): boolean {
  if (adds < room) return true;
  const row = rows.find((r) => r.index === index);
  if (!row || row.inList) return true;
  const chosen = rowMatcher();
  for (const r of rows) if (!leftOut.has(r.index) && !r.inList) chosen.add(r.fields);
  return chosen.find(row.fields) !== undefined;
}

/**
 * What the preview says of the room when the new places are more than it: how many fit and
 * are ticked, and how many do not. Nothing when all fit.
 */
export function roomSentences(room: number, newPlaces: number): string[] {
  if (newPlaces <= room) return [];
  if (room === 0) {
    const most = PLACE_LIMITS.perUser;
    return [
      t`${plural(most, {
        one: "Your list is full: it holds # place, the most one list can.",
        other: "Your list is full: it holds # places, the most one list can.",
      })}`,
      t`${plural(newPlaces, {
        one: "The new place does not fit: delete places from your list to make room.",
        other: "None of the # new places fit: delete places from your list to make room.",
      })}`,
    ];
  }
  const over = newPlaces - room;
  return [
    t`${plural(room, {
      one: "Your list has room for # more place: the first new place is ticked.",
      other: "Your list has room for # more places: the first # new places are ticked.",
    })}`,
    t`${plural(over, {
      one: "# new place does not fit: it is left unticked.",
      other: "# new places do not fit: they are left unticked.",
    })}`,
  ];
}

/**
 * Why Import is disabled when more new places are chosen than there is room for (once the
 * positions found by name make rows different places, say); null when they fit.
 */
export function overRoomLine(adds: number, room: number): string | null {
  if (adds <= room) return null;
  const roomLeft = formatCount(room);
  const untick = formatCount(adds - room);
  return t`You chose ${plural(adds, { one: "# new place", other: "# new places" })}, but your list has room for ${roomLeft} more: untick ${untick} to import.`;
}

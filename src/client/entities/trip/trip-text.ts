import { plural, t } from "@lingui/core/macro";

// Each sentence is whole, its counts ICU plurals, so it can be translated as it stands.

/** A trip's size on the list: "3 days · 12 stops". */
export function tripSizeText(dayCount: number, stopCount: number): string {
  if (dayCount === 0) {
    if (stopCount === 0) return t`No dates or stops yet`;
    return t`${plural(stopCount, { one: "No dates yet · # stop", other: "No dates yet · # stops" })}`;
  }
  if (stopCount === 0) {
    return t`${plural(dayCount, { one: "# day · no stops yet", other: "# days · no stops yet" })}`;
  }
  return t`${plural(dayCount, { one: "# day", other: "# days" })} · ${plural(stopCount, { one: "# stop", other: "# stops" })}`;
}

/** A day's stop count: "2 stops". */
export function stopCountText(stopCount: number): string {
  if (stopCount === 0) return t`No stops`;
  return t`${plural(stopCount, { one: "# stop", other: "# stops" })}`;
}

/** The distance from one stop to the next, as the crow flies: "4.2 mi to Tintagel". */
export const legText = (distance: string, nextName: string) =>
  t`${distance} to ${nextName} in a straight line`;

/** A day's whole route: "Total 18 mi in a straight line". */
export const dayTotalText = (distance: string) => t`Total ${distance} in a straight line`;

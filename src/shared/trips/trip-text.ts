import { formatCount } from "../format-count.ts";

// Each sentence is whole, one per plural form, so it can be translated as it stands.

/** A trip's size on the list: "3 days · 12 stops". */
export function tripSizeText(dayCount: number, stopCount: number): string {
  const days = formatCount(dayCount);
  const stops = formatCount(stopCount);
  if (dayCount === 0) {
    if (stopCount === 0) return "No dates or stops yet";
    return stopCount === 1 ? "No dates yet · 1 stop" : `No dates yet · ${stops} stops`;
  }
  if (dayCount === 1) {
    if (stopCount === 0) return "1 day · no stops yet";
    return stopCount === 1 ? "1 day · 1 stop" : `1 day · ${stops} stops`;
  }
  if (stopCount === 0) return `${days} days · no stops yet`;
  return stopCount === 1 ? `${days} days · 1 stop` : `${days} days · ${stops} stops`;
}

/** A day's stop count: "2 stops". */
export function stopCountText(stopCount: number): string {
  if (stopCount === 0) return "No stops";
  return stopCount === 1 ? "1 stop" : `${formatCount(stopCount)} stops`;
}

/** The distance from one stop to the next, as the crow flies: "4.2 mi to Tintagel". */
export const legText = (distance: string, nextName: string) =>
  `${distance} to ${nextName} in a straight line`;

/** A day's whole route: "Total 18 mi in a straight line". */
export const dayTotalText = (distance: string) => `Total ${distance} in a straight line`;

/**
 * The colour of each day's numbers and markers, in turn: each dark enough for white numbers
 * (4.5:1 or more), told apart by the day named beside them too, never by colour alone.
 */
const DAY_COLOURS = ["#0f766e", "#b45309", "#6d28d9", "#be123c", "#1d4ed8", "#4d7c0f", "#a21caf"];

export const dayColour = (day: number) => DAY_COLOURS[day % DAY_COLOURS.length] ?? "#0f766e";

// docs/product.md#tour: eight steps, each pointing at a real element of the home page when it is
// there (marked `data-tour="…"`), else shown in the middle. Pure: the placing is unit-tested.
import { text } from "./i18n/text.ts";

export type TourStep = { id: string; title: string; body: string; target: string | null };

export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: "welcome",
    title: text("Welcome to UK Adventures!"),
    body: text(
      "A quick look around: it takes under a minute. Use the arrow keys or the buttons to move, Escape to leave.",
    ),
    target: null,
  },
  {
    id: "add-place",
    title: text("Add a place"),
    body: text(
      "Press + to add somewhere you want to go. A name is all it needs; a category, mood, notes and a photo are up to you.",
    ),
    target: "add-place",
  },
  {
    id: "menu",
    title: text("The menu"),
    body: text(
      "Options (import, backup and this tour), your achievements and the About page live here.",
    ),
    target: "menu",
  },
  {
    id: "filters",
    title: text("Filter your list"),
    body: text(
      "Switch between all your places, the ones you have visited and the ones still to visit.",
    ),
    target: "filters",
  },
  {
    id: "search",
    title: text("Search"),
    body: text("Find a place by its name, address or category."),
    target: "search",
  },
  {
    id: "place-card",
    title: text("Your places"),
    body: text("Tap a place to open it. Double-tap it, or tick its box, to mark it visited."),
    target: "place-card",
  },
  {
    id: "mood-system",
    title: text("Moods"),
    body: text(
      "Tag each place with how it made you feel: eight moods, each with its own colour and emoji. Use six to become a Mood Master.",
    ),
    target: "place-card",
  },
  {
    id: "adventure-summary",
    title: text("Your adventure summary"),
    body: text(
      "See how far you have got, your top categories and this month's discoveries, and download it as a card to share.",
    ),
    target: "adventure-summary",
  },
];

/** The card is 320 px wide (less on a screen narrower than that and its margins). */
export const TOUR_CARD_WIDTH = 320;

/** A new user with no places sees the tour this long after home shows. */
export const TOUR_DELAY_MS = 1000;
const MARGIN = 16;
const GAP = 12;

export type Rect = { top: number; left: number; width: number; height: number };
export type CardPlacement = { top: number; left: number; width: number };

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));

/**
 * Where the card goes: below its target if it fits, else above, else in the middle; centred on
 * the target across, and never off the screen.
 */
export function placeTourCard(
  target: Rect | null,
  viewport: { width: number; height: number },
  cardHeight: number,
): CardPlacement {
  const width = Math.min(TOUR_CARD_WIDTH, viewport.width - 2 * MARGIN);
  const maxLeft = viewport.width - MARGIN - width;
  const maxTop = Math.max(MARGIN, viewport.height - MARGIN - cardHeight);
  const centred = {
    top: clamp((viewport.height - cardHeight) / 2, MARGIN, maxTop),
    left: clamp((viewport.width - width) / 2, MARGIN, maxLeft),
    width,
  };
  if (!target) return centred;
  const left = clamp(target.left + target.width / 2 - width / 2, MARGIN, maxLeft);
  const below = target.top + target.height + GAP;
  if (below + cardHeight <= viewport.height - MARGIN) {
    return { top: Math.max(below, MARGIN), left, width };
  }
  const above = target.top - GAP - cardHeight;
  if (above >= MARGIN) return { top: above, left, width };
  return { ...centred, left };
}

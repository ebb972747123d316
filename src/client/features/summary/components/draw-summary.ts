import { i18n } from "@lingui/core";
import { plural, t } from "@lingui/core/macro";
import { drawUkMap } from "#client/lib/draw-uk-map.ts";
import { sharedText } from "#client/lib/i18n.tsx";
import type { AdventureSummary } from "#shared/adventure-summary.ts";
import { APP_NAME } from "#shared/app-info.ts";
import { formatCount } from "#shared/format-count.ts";
import type { LatLng } from "#shared/geo/location.ts";
import { formatDate } from "#shared/i18n/calendar.ts";

/** The downloaded summary is an 800×600 image. */
const SUMMARY_IMAGE = { width: 800, height: 600 } as const;

// The app's teal palette (styles.css), fixed: the image looks the same in either theme.
const COLOURS = {
  backgroundFrom: "#0f766e",
  backgroundTo: "#083b36",
  tile: "#ffffff",
  tileLabel: "#4a5b56",
  total: "#10201c",
  visited: "#0f766e",
  toExplore: "#b45309",
  text: "#ffffff",
  soft: "#ccfbf1",
  softer: "#99f6e4",
  bar: "#5eead4",
  barTrack: "rgba(255, 255, 255, 0.18)",
  row: "rgba(255, 255, 255, 0.1)",
  pill: "rgba(255, 255, 255, 0.16)",
  top: "#fde68a",
  topText: "#78350f",
  decoration: "rgba(255, 255, 255, 0.05)",
} as const;

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const font = (weight: number, size: number) => `${weight} ${size}px ${FONT}`;

/** The language the card is drawn in: English as the UK writes it. */
const locale = () => (i18n.locale === "cy" ? "cy" : "en-GB");

const MARGIN = 56;
const CONTENT_WIDTH = SUMMARY_IMAGE.width - 2 * MARGIN;

/** `text`, cut short with an ellipsis if it is wider than `maxWidth` in the current font. */
function fitText(context: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  if (context.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && context.measureText(`${cut}…`).width > maxWidth) {
    cut = cut.slice(0, -1);
  }
  return `${cut.trimEnd()}…`;
}

function fillRoundRect(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  colour: string,
) {
  context.beginPath();
  context.roundRect(x, y, width, height, radius);
  context.fillStyle = colour;
  context.fill();
}

function drawBackground(context: CanvasRenderingContext2D) {
  const { width, height } = SUMMARY_IMAGE;
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, COLOURS.backgroundFrom);
  gradient.addColorStop(1, COLOURS.backgroundTo);
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);

  // Soft rings in the corner, and rolling hills along the foot.
  context.fillStyle = COLOURS.decoration;
  for (const radius of [220, 150, 90]) {
    context.beginPath();
    context.arc(width - 40, 20, radius, 0, Math.PI * 2);
    context.fill();
  }
  context.beginPath();
  context.moveTo(0, height - 34);
  context.bezierCurveTo(160, height - 62, 300, height - 10, 470, height - 34);
  context.bezierCurveTo(600, height - 52, 700, height - 30, width, height - 46);
  context.lineTo(width, height);
  context.lineTo(0, height);
  context.closePath();
  context.fill();
}

/** A map pin in the title's line: a round head with a point, and a hole. */
function drawPin(context: CanvasRenderingContext2D, x: number, y: number) {
  context.fillStyle = COLOURS.top;
  context.beginPath();
  context.arc(x, y, 15, Math.PI * 0.8, Math.PI * 2.2);
  context.lineTo(x, y + 30);
  context.closePath();
  context.fill();
  context.fillStyle = COLOURS.backgroundFrom;
  context.beginPath();
  context.arc(x, y, 6, 0, Math.PI * 2);
  context.fill();
}

function drawHeader(context: CanvasRenderingContext2D, now: Date) {
  drawPin(context, MARGIN + 15, 72);
  context.fillStyle = COLOURS.text;
  context.font = font(800, 46);
  context.textBaseline = "alphabetic";
  context.textAlign = "left";
  context.fillText(APP_NAME, MARGIN + 44, 94);
  const day = formatDate(now, "long", "local");
  context.fillStyle = COLOURS.softer;
  context.font = font(500, 20);
  context.fillText(t`My adventure summary · ${day}`, MARGIN, 134);
}

function drawTiles(context: CanvasRenderingContext2D, summary: AdventureSummary) {
  const tiles = [
    { label: t`Total places`, value: summary.total, colour: COLOURS.total },
    { label: t`Visited`, value: summary.visited, colour: COLOURS.visited },
    { label: t`To explore`, value: summary.toVisit, colour: COLOURS.toExplore },
  ];
  const gap = 20;
  const width = (CONTENT_WIDTH - gap * (tiles.length - 1)) / tiles.length;
  const top = 164;
  const height = 124;
  tiles.forEach((tile, index) => {
    const x = MARGIN + index * (width + gap);
    fillRoundRect(context, x, top, width, height, 20, COLOURS.tile);
    context.textAlign = "center";
    context.fillStyle = tile.colour;
    context.font = font(800, 56);
    context.fillText(
      fitText(context, formatCount(tile.value), width - 24),
      x + width / 2,
      top + 70,
    );
    context.fillStyle = COLOURS.tileLabel;
    context.font = font(600, 18);
    context.fillText(fitText(context, tile.label, width - 24), x + width / 2, top + 102);
  });
  context.textAlign = "left";
}

function drawProgress(context: CanvasRenderingContext2D, summary: AdventureSummary) {
  const percent = summary.total === 0 ? 0 : Math.round((summary.visited / summary.total) * 100);
  const top = 318;
  context.fillStyle = COLOURS.text;
  context.font = font(700, 20);
  context.textAlign = "left";
  context.fillText(t`${percent}% explored`, MARGIN, top);
  context.fillStyle = COLOURS.soft;
  context.font = font(500, 18);
  context.textAlign = "right";
  const visited = formatCount(summary.visited);
  const total = summary.total;
  context.fillText(
    t`${visited} of ${plural(total, { one: "# place", other: "# places" })} visited`,
    MARGIN + CONTENT_WIDTH,
    top,
  );
  context.textAlign = "left";
  fillRoundRect(context, MARGIN, top + 14, CONTENT_WIDTH, 14, 7, COLOURS.barTrack);
  if (percent > 0) {
    const width = Math.max(14, (CONTENT_WIDTH * percent) / 100);
    fillRoundRect(context, MARGIN, top + 14, width, 14, 7, COLOURS.bar);
  }
}

/** The pill before a category: the first is named, the others numbered. */
function rankLabel(index: number): string {
  const rank = index + 1;
  return index === 0 ? t`Top category` : t`#${rank}`;
}

function drawCategories(context: CanvasRenderingContext2D, summary: AdventureSummary) {
  const headingBaseline = 388;
  context.fillStyle = COLOURS.softer;
  context.font = font(700, 16);
  context.textAlign = "left";
  context.letterSpacing = "1.5px";
  context.fillText(t`Top categories`.toLocaleUpperCase(locale()), MARGIN, headingBaseline);
  context.letterSpacing = "0px";

  const rowHeight = 44;
  const gap = 8;
  const firstTop = headingBaseline + 16;
  if (summary.topCategories.length === 0) {
    fillRoundRect(context, MARGIN, firstTop, CONTENT_WIDTH, rowHeight, 14, COLOURS.row);
    context.fillStyle = COLOURS.soft;
    context.font = font(500, 18);
    context.fillText(t`No categories yet: give your places one`, MARGIN + 20, firstTop + 28);
    return;
  }

  const pillWidth = 136;
  summary.topCategories.forEach((entry, index) => {
    const top = firstTop + index * (rowHeight + gap);
    const isTop = index === 0;
    fillRoundRect(context, MARGIN, top, CONTENT_WIDTH, rowHeight, 14, COLOURS.row);
    fillRoundRect(
      context,
      MARGIN + 8,
      top + 8,
      pillWidth,
      rowHeight - 16,
      14,
      isTop ? COLOURS.top : COLOURS.pill,
    );
    context.textAlign = "center";
    context.fillStyle = isTop ? COLOURS.topText : COLOURS.text;
    context.font = font(700, 14);
    context.fillText(
      fitText(context, rankLabel(index), pillWidth - 16),
      MARGIN + 8 + pillWidth / 2,
      top + 27,
    );

    const count = entry.count;
    const countText = t`${plural(count, { one: "# place", other: "# places" })}`;
    context.textAlign = "right";
    context.fillStyle = COLOURS.soft;
    context.font = font(500, 18);
    context.fillText(countText, MARGIN + CONTENT_WIDTH - 18, top + 29);
    const countWidth = context.measureText(countText).width;

    context.textAlign = "left";
    context.fillStyle = COLOURS.text;
    context.font = font(700, 20);
    const nameLeft = MARGIN + 8 + pillWidth + 16;
    const nameWidth = MARGIN + CONTENT_WIDTH - 18 - countWidth - 16 - nameLeft;
    // The categories are the shared list's, marked there.
    const name = sharedText(entry.category);
    context.fillText(fitText(context, name, nameWidth), nameLeft, top + 29);
  });
  context.textAlign = "left";
}

/** A small outline of the UK and Ireland, top right, with a dot for each visited place. */
function drawVisitedMap(context: CanvasRenderingContext2D, visited: readonly LatLng[]) {
  drawUkMap(
    context,
    visited,
    { right: SUMMARY_IMAGE.width - MARGIN, top: 22, height: 128 },
    {
      land: COLOURS.pill,
      outline: COLOURS.softer,
      dot: COLOURS.top,
      dotEdge: COLOURS.backgroundTo,
      dotRadius: 3.5,
      dotEdgeWidth: 1,
    },
  );
}

/**
 * Draws the shareable summary card on a canvas of its own, answering it as a PNG; `visited`
 * are the visited places' positions, dotted on the card's little map.
 */
export function drawSummaryImage(
  summary: AdventureSummary,
  now: Date,
  visited: readonly LatLng[] = [],
): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = SUMMARY_IMAGE.width;
  canvas.height = SUMMARY_IMAGE.height;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("This browser cannot draw on a canvas."));

  drawBackground(context);
  drawVisitedMap(context, visited);
  drawHeader(context, now);
  drawTiles(context, summary);
  drawProgress(context, summary);
  drawCategories(context, summary);

  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The canvas gave no image."))),
      "image/png",
    );
  });
}

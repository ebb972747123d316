import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import type { Stats } from "#client/entities/stats/query.ts";
import { drawUkMap } from "#client/lib/draw-uk-map.ts";
import { APP_NAME } from "#shared/app-info.ts";
import { formatCount } from "#shared/format-count.ts";
import type { LatLng } from "#shared/geo/location.ts";
import { chartScale, shareOf } from "#shared/stats-chart.ts";
import { monthShortIn } from "../month-names.ts";

/** The year's image: 1200×630, the size link previews use. */
const YEAR_IMAGE = { width: 1200, height: 630 } as const;

// The summary card's teal palette, fixed: the image looks the same in either theme.
const COLOURS = {
  backgroundFrom: "#0f766e",
  backgroundTo: "#083b36",
  tile: "#ffffff",
  tileLabel: "#4a5b56",
  figure: "#0f766e",
  text: "#ffffff",
  soft: "#ccfbf1",
  visits: "#5eead4",
  added: "#fde68a",
  grid: "rgba(255, 255, 255, 0.18)",
  land: "rgba(255, 255, 255, 0.16)",
  outline: "#99f6e4",
  dotEdge: "#083b36",
} as const;

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const font = (weight: number, size: number) => `${weight} ${size}px ${FONT}`;

const MARGIN = 64;
/** The figures and the chart take the left; the map the right. */
const LEFT_WIDTH = 740;

function drawBackground(context: CanvasRenderingContext2D) {
  const { width, height } = YEAR_IMAGE;
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, COLOURS.backgroundFrom);
  gradient.addColorStop(1, COLOURS.backgroundTo);
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
}

function drawHeader(context: CanvasRenderingContext2D, year: number) {
  context.textAlign = "left";
  context.textBaseline = "alphabetic";
  context.fillStyle = COLOURS.soft;
  context.font = font(600, 22);
  context.fillText(APP_NAME, MARGIN, 74);
  context.fillStyle = COLOURS.text;
  context.font = font(800, 50);
  context.fillText(t`Your ${year} in places`, MARGIN, 128);
}

function drawTiles(context: CanvasRenderingContext2D, totals: Stats["totals"]) {
  const tiles = [
    { label: t`Visits`, value: totals.visits },
    { label: t`Places visited`, value: totals.placesVisited },
    { label: t`First visits`, value: totals.firstVisits },
    { label: t`Places added`, value: totals.added },
  ];
  const gap = 16;
  const width = (LEFT_WIDTH - gap * (tiles.length - 1)) / tiles.length;
  const top = 160;
  const height = 104;
  tiles.forEach((tile, index) => {
    const x = MARGIN + index * (width + gap);
    context.beginPath();
    context.roundRect(x, top, width, height, 18);
    context.fillStyle = COLOURS.tile;
    context.fill();
    context.textAlign = "center";
    context.fillStyle = COLOURS.figure;
    context.font = font(800, 46);
    context.fillText(formatCount(tile.value), x + width / 2, top + 58, width - 20);
    context.fillStyle = COLOURS.tileLabel;
    context.font = font(600, 17);
    context.fillText(tile.label, x + width / 2, top + 86, width - 20);
  });
}

/** Twelve pairs of bars: visits solid, places added striped, with a key above them. */
function drawMonths(context: CanvasRenderingContext2D, months: Stats["months"]) {
  const top = 330;
  const bottom = 560;
  const axis = 36;
  const left = MARGIN + axis;
  const width = LEFT_WIDTH - axis;
  const { top: scaleTop, ticks } = chartScale(
    Math.max(0, ...months.map((m) => Math.max(m.visits, m.added))),
  );
  const y = (value: number) => bottom - (bottom - top) * shareOf(value, scaleTop);

  // The key, written out, so the bars are told apart by more than their colour.
  context.textAlign = "left";
  context.font = font(600, 18);
  context.fillStyle = COLOURS.visits;
  context.fillRect(MARGIN, 296, 18, 18);
  context.fillStyle = COLOURS.text;
  const visits = t`Visits`;
  context.fillText(visits, MARGIN + 26, 311);
  // The second key follows the first, whose word is longer in some languages.
  const secondKey = Math.max(110, 26 + context.measureText(visits).width + 24);
  stripedBar(context, MARGIN + secondKey, 296, 18, 18);
  context.fillStyle = COLOURS.text;
  context.fillText(t`Places added`, MARGIN + secondKey + 26, 311);

  context.font = font(500, 15);
  context.textAlign = "right";
  for (const tick of ticks) {
    context.fillStyle = COLOURS.grid;
    context.fillRect(left, Math.round(y(tick)), width, 1);
    context.fillStyle = COLOURS.soft;
    context.fillText(formatCount(tick), left - 8, y(tick) + 5);
  }

  const column = width / months.length;
  const bar = Math.min(22, (column - 10) / 2);
  context.textAlign = "center";
  months.forEach((month, index) => {
    const middle = left + column * index + column / 2;
    if (month.visits > 0) {
      context.fillStyle = COLOURS.visits;
      context.fillRect(middle - bar - 2, y(month.visits), bar, bottom - y(month.visits));
    }
    if (month.added > 0)
      stripedBar(context, middle + 2, y(month.added), bar, bottom - y(month.added));
    context.fillStyle = COLOURS.soft;
    context.font = font(600, 15);
    context.fillText(monthShortIn(month.month, i18n.locale), middle, bottom + 24);
  });
}

/** A bar striped on the diagonal and outlined, as the page draws places added. */
function stripedBar(context: CanvasRenderingContext2D, x: number, y: number, w: number, h: number) {
  context.save();
  context.beginPath();
  context.rect(x, y, w, h);
  context.clip();
  context.strokeStyle = COLOURS.added;
  context.lineWidth = 3;
  for (let offset = -h; offset < w + h; offset += 7) {
    context.beginPath();
    context.moveTo(x + offset, y + h);
    context.lineTo(x + offset + h, y);
    context.stroke();
  }
  context.restore();
  context.strokeStyle = COLOURS.added;
  context.lineWidth = 2;
  context.strokeRect(x + 1, y + 1, Math.max(0, w - 2), Math.max(0, h - 2));
}

/** The UK and Ireland's outline on the right, with a dot for each place visited in the year. */
function drawMap(context: CanvasRenderingContext2D, visited: readonly LatLng[], year: number) {
  const map = drawUkMap(
    context,
    visited,
    { right: YEAR_IMAGE.width - MARGIN + 10, top: 110, height: 440 },
    {
      land: COLOURS.land,
      outline: COLOURS.outline,
      dot: COLOURS.added,
      dotEdge: COLOURS.dotEdge,
      dotRadius: 5,
      dotEdgeWidth: 1.5,
    },
  );
  context.fillStyle = COLOURS.soft;
  context.font = font(600, 18);
  context.textAlign = "center";
  context.fillText(t`Places visited in ${year}`, map.left + map.width / 2, 604);
}

/**
 * Draws a year's figures on a canvas of its own and answers them as a PNG; `visited` are the
 * positions of the places visited in the year, dotted on the map.
 */
export function drawYearImage(stats: Stats, visited: readonly LatLng[]): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = YEAR_IMAGE.width;
  canvas.height = YEAR_IMAGE.height;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("This browser cannot draw on a canvas."));

  drawBackground(context);
  drawMap(context, visited, stats.year);
  drawHeader(context, stats.year);
  drawTiles(context, stats.totals);
  drawMonths(context, stats.months);

  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The canvas gave no image."))),
      "image/png",
    );
  });
}

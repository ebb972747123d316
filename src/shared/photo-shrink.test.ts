import { describe, expect, it } from "vitest";
import {
  CHOSEN_PHOTO_MAX_BYTES,
  chosenPhotoProblem,
  fitsAsChosen,
  PHOTO_MESSAGES,
  SENT_PHOTO_MAX_BYTES,
  SHRINK_QUALITIES,
  shrunkSize,
} from "./photo-shrink.ts";

const MB = 1024 * 1024;

describe("which chosen files are tried", () => {
  it("takes any image up to 30 MB, a phone's 12 MB photo among them", () => {
    expect(chosenPhotoProblem({ type: "image/jpeg", size: 12 * MB })).toBeNull();
    expect(chosenPhotoProblem({ type: "image/png", size: 2.5 * MB })).toBeNull();
    expect(chosenPhotoProblem({ type: "image/jpeg", size: CHOSEN_PHOTO_MAX_BYTES })).toBeNull();
  });

  it("refuses a file over 30 MB, saying so", () => {
    expect(chosenPhotoProblem({ type: "image/jpeg", size: CHOSEN_PHOTO_MAX_BYTES + 1 })).toBe(
      "Please select a photo smaller than 30MB",
    );
  });

  it("refuses what is not an image", () => {
    expect(chosenPhotoProblem({ type: "application/pdf", size: 1000 })).toBe(
      PHOTO_MESSAGES.notAnImage,
    );
    expect(chosenPhotoProblem({ type: "", size: 1000 })).toBe(PHOTO_MESSAGES.notAnImage);
  });
});

describe("which photos are sent as chosen", () => {
  it("sends a photo within 2 MB and 2,048 px as it is", () => {
    expect(fitsAsChosen({ bytes: 900_000, width: 2048, height: 1536 })).toBe(true);
    expect(fitsAsChosen({ bytes: SENT_PHOTO_MAX_BYTES, width: 800, height: 600 })).toBe(true);
  });

  it("makes smaller one over 2 MB, or over 2,048 px on either side", () => {
    expect(fitsAsChosen({ bytes: SENT_PHOTO_MAX_BYTES + 1, width: 800, height: 600 })).toBe(false);
    expect(fitsAsChosen({ bytes: 500_000, width: 2049, height: 100 })).toBe(false);
    expect(fitsAsChosen({ bytes: 500_000, width: 100, height: 3000 })).toBe(false);
  });
});

describe("the size a photo is drawn at", () => {
  it("brings a 4000 × 3000 photo to 2048 × 1536, and a portrait one the other way", () => {
    expect(shrunkSize(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    expect(shrunkSize(3000, 4000)).toEqual({ width: 1536, height: 2048 });
  });

  it("never enlarges", () => {
    expect(shrunkSize(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(shrunkSize(2048, 2048)).toEqual({ width: 2048, height: 2048 });
  });

  it("keeps a sliver at least a pixel wide", () => {
    expect(shrunkSize(40_000, 3)).toEqual({ width: 2048, height: 1 });
  });

  it("takes another longest side", () => {
    expect(shrunkSize(1000, 500, 400)).toEqual({ width: 400, height: 200 });
  });
});

describe("the qualities tried", () => {
  it("go down from good, and stop short of a smudge", () => {
    expect([...SHRINK_QUALITIES].sort((a, b) => b - a)).toEqual([...SHRINK_QUALITIES]);
    expect(Math.min(...SHRINK_QUALITIES)).toBeGreaterThanOrEqual(0.4);
  });
});

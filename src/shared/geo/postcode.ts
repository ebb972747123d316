/**
 * A full UK postcode, any spacing or case: an outward code (area, district, an optional
 * letter: "SW1A", "M1", "CA12") and an inward code (a sector digit and two unit letters: "1AA").
 * The special "GIR 0AA" is one too.
 */
const FULL_POSTCODE = /^(?:([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})|(GIR)\s*(0AA))$/;

export type Postcode = {
  /** Without spaces, as the postcode table keys it: "SW1A1AA". */
  compact: string;
  /** As it is written: "SW1A 1AA". */
  display: string;
};

/** A full UK postcode ("sw1a1aa", " SW1A  1AA "), or null when the text is not one. */
export function parsePostcode(text: string): Postcode | null {
  const match = text.trim().toUpperCase().match(FULL_POSTCODE);
  if (!match) return null;
  const outward = match[1] ?? match[3] ?? "";
  const inward = match[2] ?? match[4] ?? "";
  return { compact: outward + inward, display: `${outward} ${inward}` };
}

import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { roundCoordinate } from "#shared/geo/location.ts";
import { parsePostcode } from "#shared/geo/postcode.ts";
import type { PostcodeQueries, PostcodeRow } from "./postcodes.ts";

/**
 * The ONS Postcode Directory (ONSPD) as a CSV file: one row per postcode, live or terminated,
 * with a header naming its columns. We read four: the postcode (pcds, or pcd/pcd7/pcd8/pcd2,
 * spacing aside they are the same), doterm (the month it was terminated, empty while live),
 * lat and long (WGS84; 99.999999 and 0.000000 when the postcode has no grid reference).
 */
const POSTCODE_COLUMNS = ["pcds", "pcd", "pcd7", "pcd8", "pcd2"];
/** What ONSPD writes for "no position". */
const NO_LATITUDE = 99.999999;
/**
 * The longest line read, in characters. ONSPD's lines are under a thousand; a file with no
 * line break in sight (a binary file, /dev/zero) is refused here rather than held in memory.
 */
export const MAX_LINE_LENGTH = 64 * 1024;
/**
 * A coordinate as ONSPD writes it: a plain decimal number, nothing before or after it, so
 * that "57.1abc" is a bad row rather than 57.1.
 */
const DECIMAL = /^-?\d{1,3}(?:\.\d+)?$/;

export class OnspdError extends Error {
  override name = "OnspdError";
}

export type OnspdImport = {
  /** Live postcodes written (added, or their position refreshed). */
  imported: number;
  /** Terminated postcodes skipped (and removed, had an earlier import added them). */
  terminated: number;
  /** Live postcodes without a position (lat 99.999999): skipped. */
  withoutPosition: number;
  /** Rows whose postcode or position could not be read: skipped. */
  unreadable: number;
};

/**
 * One CSV line's fields, the first `count` of them (the rest are not needed). Fields may be
 * quoted ("AB1 0AA"), with "" for a quote inside; ONSPD has no line breaks inside a field.
 */
export function csvFields(line: string, count = Number.POSITIVE_INFINITY): string[] {
  const fields: string[] = [];
  let at = 0;
  while (fields.length < count) {
    if (line[at] === '"') {
      let value = "";
      let from = at + 1;
      for (;;) {
        const quote = line.indexOf('"', from);
        if (quote < 0) throw new OnspdError(`an unclosed quote in: ${line.slice(0, 80)}`);
        value += line.slice(from, quote);
        if (line[quote + 1] === '"') {
          value += '"';
          from = quote + 2;
        } else {
          at = quote + 1;
          break;
        }
      }
      fields.push(value);
      if (line[at] !== ",") break;
      at += 1;
    } else {
      const comma = line.indexOf(",", at);
      if (comma < 0) {
        fields.push(line.slice(at));
        break;
      }
      fields.push(line.slice(at, comma));
      at = comma + 1;
    }
  }
  return fields;
}

/** A coordinate field's number, or NaN when the field is not a plain decimal number. */
function coordinate(field: string | undefined): number {
  const text = (field ?? "").trim();
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}

/**
 * The lines of a stream, without their line ends (LF or CRLF). A line longer than
 * MAX_LINE_LENGTH stops the reading with an OnspdError before more is read, and so does a
 * file that cannot be read (a folder, one without permission), in Node's words.
 */
async function* linesOf(stream: Readable): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pending = "";
  let number = 0;
  const tooLong = () =>
    new OnspdError(
      `line ${(number + 1).toLocaleString("en-GB")} is longer than ${MAX_LINE_LENGTH.toLocaleString("en-GB")} characters: this is not a CSV file`,
    );
  try {
    for await (const chunk of stream) {
      pending += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
      let from = 0;
      for (let end = pending.indexOf("\n"); end >= 0; end = pending.indexOf("\n", from)) {
        if (end - from > MAX_LINE_LENGTH) throw tooLong();
        yield pending.slice(from, pending[end - 1] === "\r" ? end - 1 : end);
        number += 1;
        from = end + 1;
      }
      pending = pending.slice(from);
      if (pending.length > MAX_LINE_LENGTH) throw tooLong();
    }
  } catch (error) {
    if (error instanceof Error && "syscall" in error) {
      throw new OnspdError(`cannot read it (${error.message})`);
    }
    throw error;
  }
  pending += decoder.decode();
  if (pending.length > MAX_LINE_LENGTH) throw tooLong();
  if (pending !== "") yield pending.endsWith("\r") ? pending.slice(0, -1) : pending;
}

function columnsOf(header: string) {
  const names = csvFields(header.replace(/^\uFEFF/, "")).map((name) => name.trim().toLowerCase());
  const postcode = POSTCODE_COLUMNS.map((name) => names.indexOf(name)).find((at) => at >= 0);
  const doterm = names.indexOf("doterm");
  const lat = names.indexOf("lat");
  const long = names.indexOf("long");
  const missing = [
    postcode === undefined && "pcds (or pcd)",
    lat < 0 && "lat",
    long < 0 && "long",
  ].filter(Boolean);
  if (postcode === undefined || missing.length > 0) {
    throw new OnspdError(
      `this is not the ONS Postcode Directory: its header has no ${missing.join(", ")} column`,
    );
  }
  return { postcode, doterm, lat, long, needed: Math.max(postcode, doterm, lat, long) + 1 };
}

const BATCH = 5_000;

/**
 * Reads the ONSPD CSV as a stream and writes its live postcodes with a position, a batch of
 * 5,000 rows per transaction, so memory stays flat for the full 2.7 million rows. Idempotent:
 * a row already in the table is overwritten with the same values.
 */
export async function importOnspd(
  postcodes: Pick<PostcodeQueries, "apply">,
  input: string | Readable,
  onBatch?: (progress: OnspdImport) => void,
): Promise<OnspdImport> {
  const stream = typeof input === "string" ? createReadStream(input) : input;
  const counts: OnspdImport = { imported: 0, terminated: 0, withoutPosition: 0, unreadable: 0 };
  let columns: ReturnType<typeof columnsOf> | undefined;
  let live: PostcodeRow[] = [];
  let ended: string[] = [];
  const flush = async () => {
    if (live.length === 0 && ended.length === 0) return;
    await postcodes.apply(live, ended);
    counts.imported += live.length;
    counts.terminated += ended.length;
    live = [];
    ended = [];
    onBatch?.({ ...counts });
  };
  try {
    for await (const line of linesOf(stream)) {
      if (!columns) {
        columns = columnsOf(line);
        continue;
      }
      if (line.trim() === "") continue;
      const fields = csvFields(line, columns.needed);
      const postcode = parsePostcode(fields[columns.postcode] ?? "");
      if (!postcode) {
        counts.unreadable += 1;
        continue;
      }
      if (columns.doterm >= 0 && (fields[columns.doterm] ?? "").trim() !== "") {
        ended.push(postcode.compact);
      } else {
        const latitude = coordinate(fields[columns.lat]);
        const longitude = coordinate(fields[columns.long]);
        if (latitude === NO_LATITUDE) {
          counts.withoutPosition += 1;
        } else if (
          !Number.isFinite(latitude) ||
          !Number.isFinite(longitude) ||
          Math.abs(latitude) > 90 ||
          Math.abs(longitude) > 180
        ) {
          counts.unreadable += 1;
        } else {
          live.push({
            postcode: postcode.compact,
            latitude: roundCoordinate(latitude),
            longitude: roundCoordinate(longitude),
          });
        }
      }
      if (live.length + ended.length >= BATCH) await flush();
    }
    if (!columns) throw new OnspdError("the file is empty");
    await flush();
  } finally {
    stream.destroy();
  }
  return counts;
}

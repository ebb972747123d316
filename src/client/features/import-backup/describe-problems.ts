import { plural, t } from "@lingui/core/macro";
import { sharedText } from "#client/lib/i18n.tsx";
import { formatCount } from "#shared/format-count.ts";
import type { ImportProblem } from "#shared/import-formats/imported-place.ts";

/** How many problems are spelt out; the rest are counted. */
const LISTED_PROBLEMS = 5;

/**
 * "2 rows could not be read", by the kind of entry the problems name ("Row 7", "Waypoint 1"):
 * entries of several kinds are "entries".
 */
function couldNotBeRead(problems: readonly ImportProblem[]): string {
  const kinds = new Set(problems.map(({ where }) => where.split(" ")[0]));
  const count = problems.length;
  switch (kinds.size === 1 ? [...kinds][0] : "") {
    case "Row":
      return plural(count, { one: "# row could not be read", other: "# rows could not be read" });
    case "Waypoint":
      return plural(count, {
        one: "# waypoint could not be read",
        other: "# waypoints could not be read",
      });
    case "Placemark":
      return plural(count, {
        one: "# placemark could not be read",
        other: "# placemarks could not be read",
      });
    case "Feature":
      return plural(count, {
        one: "# feature could not be read",
        other: "# features could not be read",
      });
    default:
      return plural(count, {
        one: "# entry could not be read",
        other: "# entries could not be read",
      });
  }
}

/**
 * The problems as the preview says them: '2 rows could not be read: Row 7: "inicio" is not a
 * latitude; Row 9: …', the first five spelt out and the rest counted. Empty when there are none.
 */
export function describeProblems(problems: readonly ImportProblem[]): string {
  if (problems.length === 0) return "";
  const listed = problems.slice(0, LISTED_PROBLEMS).map((problem) => {
    const where = sharedText(problem.where);
    const reason = sharedText(problem.reason);
    return t`${where}: ${reason}`;
  });
  const more = problems.length - listed.length;
  if (more > 0) listed.push(t`and ${formatCount(more)} more`);
  const heading = couldNotBeRead(problems);
  const list = listed.join("; ");
  return t`${heading}: ${list}`;
}

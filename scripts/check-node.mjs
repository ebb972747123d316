// Run before `npm start`, `npm run dev`, `npm test` and `npm run admin`: on a Node.js too old
// for the app, one line saying so and exit code 1, rather than a build that dies later on an
// error about file extensions. Plain JavaScript, so that the old Node.js it is for can run it.
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The oldest Node.js the app and its build run on (react-router's engines field asks 22.22). */
export const MINIMUM_NODE = "22.22";

/**
 * Whether `version` ("24.1.0", "v20.20.2", "22.22.0-nightly…") is at least `minimum` ("22.22").
 * Compares major, minor and patch as numbers; a missing part counts as 0.
 */
export function isSupportedNode(version, minimum = MINIMUM_NODE) {
  const parts = (text) =>
    String(text)
      .replace(/^v/, "")
      .split(/[.-]/)
      .slice(0, 3)
      .map((part) => Number.parseInt(part, 10) || 0);
  const have = parts(version);
  const need = parts(minimum);
  for (let i = 0; i < 3; i++) {
    const a = have[i] || 0;
    const b = need[i] || 0;
    if (a !== b) return a > b;
  }
  return true;
}

/** The line printed when `version` is too old, or null when it will do. */
export function nodeVersionProblem(version, minimum = MINIMUM_NODE) {
  if (isSupportedNode(version, minimum)) return null;
  return `UK Adventures needs Node.js ${minimum} or newer; this is ${String(version).replace(/^v/, "")}`;
}

function runDirectly() {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (runDirectly()) {
  const problem = nodeVersionProblem(process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const SERVER = path.join(ROOT, "src/server");
/** What a test reaches when it can open a database: the database layer, or the app built on it. */
const DATABASE = [path.join(SERVER, "db") + path.sep, path.join(SERVER, "bootstrap.ts")];

const IMPORT = /\b(?:from|import)\s*\(?\s*["']([^"'\n]{1,200})["']/g;

/** The file an import names, when it is one of ours under src/server; otherwise undefined. */
function resolveImport(from: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith("#server/")) target = path.join(SERVER, specifier.slice(8));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(from), specifier);
  else return undefined;
  return target.startsWith(SERVER) && existsSync(target) ? target : undefined;
}

/**
 * Whether a server file, through any chain of our own imports, reaches the database. Read from
 * the source text: an import it cannot follow (a package, a shared module) counts as reaching
 * nothing, and a type-only import counts as reaching its file, so a doubt runs the test on
 * both databases.
 */
export function reachesDatabase(file: string, seen = new Set<string>()): boolean {
  if (DATABASE.some((database) => file === database || file.startsWith(database))) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(IMPORT)) {
    const target = resolveImport(file, specifier);
    if (target && reachesDatabase(target, seen)) return true;
  }
  return false;
}

/** The test files under `dir` whose names end in `suffix`, however deep. */
function testFiles(dir: string, suffix = ".test.ts"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file, suffix);
    return entry.name.endsWith(suffix) ? [file] : [];
  });
}

/**
 * The server's test files that never open a database, relative to the project: they run once,
 * in the SQLite project, since running them again for PostgreSQL would test nothing new. Any
 * file that can reach the database runs on both, without being listed anywhere.
 */
export function serverTestsWithoutDatabase(): string[] {
  return testFiles(SERVER)
    .filter((file) => !reachesDatabase(file))
    .map((file) => path.relative(ROOT, file));
}

/**
 * The component test files that start the real app (`realApp`, tests/components/real-app.ts),
 * relative to the project. Their page takes the app's address, which the auth client reads
 * as its module loads: they run with modules of their own, the other component files share
 * theirs.
 */
export function componentTestsWithRealApp(): string[] {
  return testFiles(path.join(ROOT, "src/client"), ".test.tsx")
    .filter((file) => readFileSync(file, "utf8").includes("#tests/components/real-app.ts"))
    .map((file) => path.relative(ROOT, file));
}

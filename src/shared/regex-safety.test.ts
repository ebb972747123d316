import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { Diagnostics } from "recheck";
import { type ESTree, parseSync, Visitor } from "vite";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE = path.join(ROOT, "src");

/** A regex the source makes: a literal, or `new RegExp(...)` of text the scan could work out. */
type Found = { where: string; source: string; flags: string };
/** A `RegExp(...)` whose text is made at run time, so the scan cannot check it. */
type Unread = { where: string; code: string };

/**
 * Regexes the check may skip, because no one outside can put text in front of them: each with
 * its file, its pattern (or, for one the scan cannot read, the code that makes it) and why. A
 * regex that reads what users send is fixed, never listed here.
 */
const NEVER_SEES_USER_INPUT = [
  {
    file: "src/server/config.ts",
    pattern: String.raw`\/+$`,
    why: "the server's own environment, read once at start-up",
  },
  {
    file: "src/shared/format-count.ts",
    pattern: String.raw`\B(?=(\d{3})+$)`,
    why: "the digits of a count the app made, String(Math.trunc(count)): 22 characters at most",
  },
  {
    file: "src/shared/export-formats/place-file.ts",
    pattern: String.raw`\.?0+$`,
    why: "a number the app wrote with toFixed(12): some 20 characters",
  },
  // Test support, run only by tests: on the app's answers, its mail, and a test's own secret.
  ...[String.raw`at .+\.(ts|js|mjs|cjs):\d+`, String.raw`\w*Error: `].map((pattern) => ({
    file: "src/server/testing/hostile-app.ts",
    pattern,
    why: "test support",
  })),
  { file: "src/server/testing/totp.ts", pattern: "=+$", why: "test support" },
  {
    file: "src/server/testing/mailbox.ts",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the code that makes it, as text
    pattern: '`${baseUrl.replace(/[.:/]/g, "\\\\$&")}[^\\\\s]+`',
    why: "test support",
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const isStringRaw = (tag: ESTree.Expression) =>
  tag.type === "MemberExpression" &&
  !tag.computed &&
  tag.object.type === "Identifier" &&
  tag.object.name === "String" &&
  tag.property.type === "Identifier" &&
  tag.property.name === "raw";

/**
 * Every regex in one file. The text of `new RegExp(...)` is worked out when it is made of
 * strings, templates (String.raw too), `+` and the file's own constants, as the geocoder's
 * patterns are; anything else comes back unread, so it is seen rather than skipped.
 */
function regexesIn(file: string, code: string) {
  const { program, errors } = parseSync(file, code);
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]?.message}`);
  const where = (node: { start: number }) =>
    `${file}:${code.slice(0, node.start).split("\n").length}`;
  // The file's constants by name; null for a name declared twice, which the scan cannot tell apart.
  const constants = new Map<string, ESTree.Expression | null>();
  new Visitor({
    VariableDeclaration(node) {
      if (node.kind !== "const") return;
      for (const { id, init } of node.declarations) {
        if (id.type !== "Identifier" || !init) continue;
        constants.set(id.name, constants.has(id.name) ? null : init);
      }
    },
  }).visit(program);

  const text = (node: ESTree.Expression, seen: Set<string>): string | undefined => {
    switch (node.type) {
      case "Literal":
        return typeof node.value === "string" ? node.value : undefined;
      case "TemplateLiteral":
        return joined(node, "cooked", seen);
      case "TaggedTemplateExpression":
        return isStringRaw(node.tag) ? joined(node.quasi, "raw", seen) : undefined;
      case "BinaryExpression": {
        if (node.operator !== "+") return undefined;
        const left = text(node.left, seen);
        const right = text(node.right, seen);
        return left === undefined || right === undefined ? undefined : left + right;
      }
      case "Identifier": {
        const init = constants.get(node.name);
        if (!init || seen.has(node.name)) return undefined;
        return text(init, new Set([...seen, node.name]));
      }
      case "ParenthesizedExpression":
      case "TSAsExpression":
      case "TSSatisfiesExpression":
      case "TSNonNullExpression":
        return text(node.expression, seen);
      default:
        return undefined;
    }
  };
  const joined = (node: ESTree.TemplateLiteral, kind: "raw" | "cooked", seen: Set<string>) => {
    let result = node.quasis[0]?.value[kind] ?? "";
    for (const [index, expression] of node.expressions.entries()) {
      const part = text(expression, seen);
      const next = node.quasis[index + 1]?.value[kind];
      if (part === undefined || next === undefined || next === null) return undefined;
      result += part + next;
    }
    return result;
  };

  const found: Found[] = [];
  const unread: Unread[] = [];
  const made = (node: ESTree.NewExpression | ESTree.CallExpression) => {
    if (node.callee.type !== "Identifier" || node.callee.name !== "RegExp") return;
    const [pattern, flags] = node.arguments;
    if (!pattern || pattern.type === "SpreadElement") return;
    const literal = pattern.type === "Literal" && "regex" in pattern ? pattern.regex : undefined;
    const source = literal ? literal.pattern : text(pattern, new Set());
    const flagText = flags && flags.type !== "SpreadElement" ? text(flags, new Set()) : "";
    if (source === undefined || flagText === undefined) {
      unread.push({ where: where(node), code: code.slice(pattern.start, pattern.end) });
    } else {
      found.push({ where: where(node), source, flags: flagText || literal?.flags || "" });
    }
  };
  new Visitor({
    Literal(node) {
      if ("regex" in node && node.regex) {
        found.push({ where: where(node), source: node.regex.pattern, flags: node.regex.flags });
      }
    },
    NewExpression: made,
    CallExpression: made,
  }).visit(program);
  return { found, unread };
}

const allowed = (where: string, text: string) =>
  NEVER_SEES_USER_INPUT.some(
    ({ file, pattern }) => where.startsWith(`${file}:`) && pattern === text,
  );

/** How long recheck may spend on one pattern; it says "unknown" after that. */
const PATTERN_TIMEOUT = 10_000;
// recheck's native build where npm installed it for this machine (its "auto" backend; Java or
// its JavaScript build otherwise), in worker threads. The JavaScript build alone took 37
// CPU-seconds for them all, the native one 4.
const CHECKER = `
  const { parentPort, workerData } = require("node:worker_threads");
  const { check } = require(workerData);
  parentPort.on("message", async ({ source, flags, params }) =>
    parentPort.postMessage(await check(source, flags, params)),
  );
`;

// recheck's fuzzing, for patterns with lookaround or back-references, can report an attack
// that this engine in fact reads in linear time, and its verdict changes with how busy the
// machine is. So a fuzzed "vulnerable" counts only if its attack string, run here in a thread
// of its own, is still going after ATTACK_LIMIT: a real one runs for minutes, a false one for
// milliseconds.
const ATTACK_LIMIT = 3_000;
const ATTACK = `
  const { parentPort, workerData } = require("node:worker_threads");
  new RegExp(workerData.source, workerData.flags).exec(workerData.attack);
  parentPort.postMessage("done");
`;

/** Whether `attack` holds this engine's regex for longer than ATTACK_LIMIT. */
async function holdsUp(source: string, flags: string, attack: string) {
  const worker = new Worker(ATTACK, { eval: true, workerData: { source, flags, attack } });
  let timer: NodeJS.Timeout | undefined;
  const finished = once(worker, "message").then(() => false);
  const outOfTime = new Promise<true>((resolve) => {
    timer = setTimeout(resolve, ATTACK_LIMIT, true);
  });
  const held = await Promise.race([finished, outOfTime]);
  clearTimeout(timer);
  await worker.terminate();
  return held;
}

type Verdict = { result: Diagnostics; held?: boolean };

/** recheck's verdict on each distinct pattern, keyed by flags and source. */
async function recheckAll(regexes: Found[], threads = 2) {
  const key = ({ source, flags }: Found) => `${flags}/${source}`;
  const queue = [...new Map(regexes.map((regex) => [key(regex), regex])).values()];
  const verdicts = new Map<string, Verdict>();
  const recheck = createRequire(import.meta.url).resolve("recheck");
  const thread = async () => {
    const worker = new Worker(CHECKER, { eval: true, workerData: recheck });
    try {
      for (let regex = queue.shift(); regex; regex = queue.shift()) {
        const params = { timeout: PATTERN_TIMEOUT };
        worker.postMessage({ source: regex.source, flags: regex.flags, params });
        const [result] = (await once(worker, "message")) as [Diagnostics];
        const fuzzed = result.status === "vulnerable" && result.checker === "fuzz";
        const held = fuzzed
          ? await holdsUp(regex.source, regex.flags, result.attack.string)
          : undefined;
        verdicts.set(key(regex), { result, held });
      }
    } finally {
      await worker.terminate();
    }
  };
  await Promise.all(Array.from({ length: threads }, thread));
  return (regex: Found) => verdicts.get(key(regex));
}

/**
 * What is wrong with one regex, in a line; undefined when it is safe. A pattern recheck ran
 * out of time on, or whose fuzzed attack did not hold up, passes with a warning: how far
 * recheck gets depends on how busy the machine is.
 */
function problemWith({ where, source, flags }: Found, verdict: Verdict | undefined) {
  const regex = `${where}: /${source}/${flags}`;
  const result = verdict?.result;
  if (!result || result.status === "safe") return undefined;
  if (result.status === "vulnerable") {
    const found = `${result.complexity.summary}, e.g. ${JSON.stringify(result.attack.pattern)}`;
    if (verdict.held !== false) return `${regex} is vulnerable: ${found}`;
    console.warn(`${regex}: recheck's fuzzing reported ${found}, but it ran in time here`);
    return undefined;
  }
  if (result.error.kind === "timeout") {
    console.warn(`${regex}: recheck ran out of time, so it is not checked`);
    return undefined;
  }
  return `${regex}: recheck could not check it (${result.error.kind})`;
}

describe("regular expressions in src/", () => {
  const files = sourceFiles(SOURCE).map((file) => path.relative(ROOT, file));
  const scanned = files.map((file) => regexesIn(file, readFileSync(path.join(ROOT, file), "utf8")));
  const found = scanned.flatMap((file) => file.found);
  const unread = scanned.flatMap((file) => file.unread);

  it("finds the regexes, including those built from templates at load", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(found.length).toBeGreaterThan(100);
    expect(files).toContain("src/shared/geo/coordinates.ts");
  });

  it("lists as never seeing user input only regexes that are still there", () => {
    const seen = [
      ...found.map(({ where, source }) => [where, source]),
      ...unread.map(({ where, code }) => [where, code]),
    ];
    const stale = NEVER_SEES_USER_INPUT.filter(
      ({ file, pattern }) =>
        !seen.some(([where, text]) => where?.startsWith(`${file}:`) && text === pattern),
    );
    expect(stale).toEqual([]);
  });

  it("can work out the text of every RegExp(...) not listed as never seeing user input", () => {
    const unlisted = unread.filter(({ where, code }) => !allowed(where, code));
    expect(unlisted.map(({ where, code }) => `${where}: RegExp(${code})`)).toEqual([]);
  });

  it("has no regex that can backtrack catastrophically on what a user sends", async () => {
    const checked = found.filter((regex) => !allowed(regex.where, regex.source));
    const verdictOf = await recheckAll(checked);
    const problems = checked.map((regex) => problemWith(regex, verdictOf(regex)));
    expect(problems.filter(Boolean)).toEqual([]);
  }, 240_000);

  it("would catch a nested quantifier, in a literal or a RegExp built from constants", async () => {
    const { found: planted } = regexesIn(
      "planted.ts",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code to scan, as text
      'const A = "(a+)"; const r = /^(a+)+$/; const s = new RegExp(`^${A}+$`, "i");',
    );
    expect(planted.map(({ source, flags }) => [source, flags])).toEqual([
      ["^(a+)+$", ""],
      ["^(a+)+$", "i"],
    ]);
    const verdictOf = await recheckAll(planted, 1);
    for (const regex of planted) expect(problemWith(regex, verdictOf(regex))).toMatch(/vulnerable/);
  }, 60_000);
});

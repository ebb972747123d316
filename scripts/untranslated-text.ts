// Finds words a person would read that are written in the code rather than as a message, so
// that they would stay English in Welsh: text in JSX, the attributes a person reads (or hears
// from a screen reader), and the fields of objects that carry a label, a title or a message.
// Messages are written with Lingui's macros (<Trans>, t, msg, plural), which this lets through.
import { parseAst } from "vite";

/** What is read out or shown: JSX attributes and props, and object fields, by name. */
const READ_NAMES = new Set([
  "alt",
  "aria-description",
  "aria-label",
  "aria-roledescription",
  "aria-valuetext",
  "description",
  "heading",
  "label",
  "message",
  "placeholder",
  "text",
  "title",
]);

/** The macros' JSX elements: the text inside them is the message. */
const MESSAGE_ELEMENTS = new Set(["Trans", "Plural", "Select", "SelectOrdinal"]);

/** The macros' tags and calls: strings inside them are the message. */
const MESSAGE_CALLS = new Set(["t", "msg", "plural", "select", "selectOrdinal", "defineMessage"]);

/**
 * Written the same in every language: the app's name, and the language switch's own name and
 * languages (each in itself, so that a reader of either finds them).
 */
export const SAME_IN_EVERY_LANGUAGE = new Set([
  "Language / Iaith",
  "English",
  "Cymraeg",
  // File formats, by their names.
  "CSV",
  "GeoJSON",
  "GPX",
  "KML",
]);

const APP_NAME = "UK Adventures";

/** Words to put in a message: not a colour, an address, or the app's name alone. */
function hasWords(text: string): boolean {
  if (/^#[0-9a-f]{3,8}$/i.test(text) || text.startsWith("https://")) return false;
  return /\p{L}{2}/u.test(text.replaceAll(APP_NAME, ""));
}

export type Finding = { line: number; text: string };

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

function jsxName(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === "JSXIdentifier") return node.name as string;
  if (node.type === "JSXMemberExpression") return jsxName(node.property);
  return undefined;
}

function propertyName(node: Node): string | undefined {
  const key = node.key;
  if (!isNode(key)) return undefined;
  if (key.type === "Identifier") return key.name as string;
  if (key.type === "Literal" && typeof key.value === "string") return key.value;
  return undefined;
}

/** The words of a string or template literal, or undefined for anything else. */
function literalText(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral") {
    return (node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join(" ");
  }
  if (node.type === "JSXExpressionContainer") return literalText(node.expression);
  if (node.type === "ConditionalExpression") {
    return [literalText(node.consequent), literalText(node.alternate)].filter(Boolean).join(" ");
  }
  return undefined;
}

function isMessageCall(node: Node): boolean {
  if (node.type === "TaggedTemplateExpression") {
    const tag = node.tag as Node;
    return tag.type === "Identifier" && MESSAGE_CALLS.has(tag.name as string);
  }
  if (node.type === "CallExpression") {
    const callee = node.callee as Node;
    return callee.type === "Identifier" && MESSAGE_CALLS.has(callee.name as string);
  }
  return (
    node.type === "JSXElement" &&
    MESSAGE_ELEMENTS.has(jsxName((node.openingElement as Node).name) ?? "")
  );
}

/** Each piece of readable text in `source` (a .ts or .tsx file) that is not in a message. */
export function untranslatedText(source: string, fileName: string): Finding[] {
  const lang = fileName.endsWith(".tsx") ? "tsx" : "ts";
  const program = parseAst(source, { lang }) as unknown as Node;
  const lineOf = (offset: number) => source.slice(0, offset).split("\n").length;
  const findings: Finding[] = [];
  const report = (node: Node, text: string) => {
    const trimmed = text.replace(/\s+/g, " ").trim();
    if (hasWords(trimmed) && !SAME_IN_EVERY_LANGUAGE.has(trimmed)) {
      findings.push({ line: lineOf(node.start), text: trimmed });
    }
  };

  /** `asChild`: the node is a child of a JSX element, where a string is shown as text. */
  const visit = (node: Node, asChild: boolean) => {
    if (isMessageCall(node)) return;
    if (node.type === "JSXText") report(node, node.value as string);
    if (node.type === "JSXExpressionContainer" && isNode(node.expression)) {
      const text = literalText(node.expression);
      // A string placed as a child ({"Save"}); an attribute's is read below.
      if (text !== undefined && asChild) report(node, text);
    }
    if (node.type === "JSXAttribute" && READ_NAMES.has(jsxName(node.name) ?? "")) {
      const text = literalText(node.value);
      if (text !== undefined) report(node, text);
    }
    if (node.type === "Property" && READ_NAMES.has(propertyName(node) ?? "")) {
      const text = literalText(node.value);
      if (text !== undefined) report(node, text);
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === "type") continue;
      const isElement = node.type === "JSXElement" || node.type === "JSXFragment";
      for (const item of Array.isArray(child) ? child : [child]) {
        if (isNode(item)) visit(item, isElement && key === "children");
      }
    }
  };
  visit(program, false);
  return findings;
}

/**
 * The helpers that make an error from a message, and which argument it is: the server's
 * `notFound("…")`, and an import file's `entryError(where, "…")`.
 */
const ERROR_HELPERS = new Map([
  ["notFound", 0],
  ["conflict", 0],
  ["forbidden", 0],
  ["tooManyRequests", 0],
  ["payloadTooLarge", 0],
  ["entryError", 1],
]);

/** Zod's checks that take a message, and which argument it is: `.max(100, "…")`. */
const ZOD_CHECKS = new Map([
  ["min", 1],
  ["max", 1],
  ["length", 1],
  ["regex", 1],
  ["refine", 1],
  ["int", 0],
  ["positive", 0],
  ["nonnegative", 0],
  ["email", 0],
  ["url", 0],
]);

/** The errors the import formats throw, with their message first. */
const ERROR_CLASSES = new Set(["ImportFileError"]);

/**
 * Each message of the server's or shared code's that a person may read but that is not marked
 * with `text()`, so that it has no Welsh: the message of an error helper, `new ApiError` or an
 * import file's error, a Zod check's, and the `message` or `error` of an object (Zod's, and the
 * details of an answer). Either branch of a `?:` counts.
 */
export function unmarkedMessages(source: string): Finding[] {
  const program = parseAst(source, { lang: "ts" }) as unknown as Node;
  const findings: Finding[] = [];
  const isText = (node: unknown): node is Node =>
    isNode(node) &&
    ((node.type === "Literal" && typeof node.value === "string" && node.value !== "") ||
      node.type === "TemplateLiteral");
  const report = (node: Node | undefined) => {
    if (isNode(node) && node.type === "ConditionalExpression") {
      report(node.consequent as Node);
      report(node.alternate as Node);
    } else if (isText(node)) {
      findings.push({
        line: source.slice(0, node.start).split("\n").length,
        text: source.slice(node.start, node.end).replace(/\s+/g, " "),
      });
    }
  };
  const visit = (node: Node) => {
    if (node.type === "CallExpression") {
      const callee = node.callee as Node;
      const args = node.arguments as Node[];
      if (callee.type === "Identifier" && callee.name === "text") {
        // The catalogues take a text() whose words are written out; values go in its second
        // argument, so that one template covers every sentence made from it.
        const [words] = args;
        if (!(isNode(words) && words.type === "Literal" && typeof words.value === "string")) {
          findings.push({
            line: source.slice(0, node.start).split("\n").length,
            text: "text() of words not written out",
          });
        }
        return;
      }
      const helper = callee.type === "Identifier" && ERROR_HELPERS.get(callee.name as string);
      if (helper !== undefined && helper !== false) report(args[helper]);
      const method = callee.type === "MemberExpression" && (callee.property as Node);
      const message =
        method && method.type === "Identifier" && ZOD_CHECKS.get(method.name as string);
      if (message !== undefined && message !== false) report(args[message]);
    }
    if (node.type === "NewExpression") {
      const callee = node.callee as Node;
      const args = node.arguments as Node[];
      if (callee.type === "Identifier" && callee.name === "ApiError") report(args[2]);
      if (callee.type === "Identifier" && ERROR_CLASSES.has(callee.name as string)) {
        report(args[0]);
      }
    }
    if (node.type === "Property" && ["message", "error"].includes(propertyName(node) ?? "")) {
      report(node.value as Node);
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === "type") continue;
      for (const item of Array.isArray(child) ? child : [child]) if (isNode(item)) visit(item);
    }
  };
  visit(program);
  return findings;
}

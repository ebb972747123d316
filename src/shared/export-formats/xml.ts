/**
 * Everything XML 1.0 allows in a document: tab, LF, CR and the rest of Unicode except the C0
 * controls, lone surrogates, U+FFFE and U+FFFF. Anything else makes the whole file unreadable
 * to a strict parser (Google Earth, GPX validators), so it is dropped.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text made safe inside an XML element or a quoted attribute value. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML_CHAR, "").replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** `<tag>text</tag>` on a line of its own, or nothing when there is no text. */
export function xmlElement(indent: string, tag: string, text: string | null): string {
  return text === null ? "" : `\n${indent}<${tag}>${escapeXml(text)}</${tag}>`;
}

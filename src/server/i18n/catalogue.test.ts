import { describe, expect, it } from "vitest";
import { readPo, translated } from "./catalogue.ts";

describe("readPo", () => {
  it("reads each translated entry, its strings joined and unescaped", () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: cy\\n"',
      "",
      "#: src/a.ts",
      'msgid "Save"',
      'msgstr "Cadw"',
      "",
      'msgid ""',
      '"A long "',
      '"\\"quoted\\" one"',
      'msgstr "Un hir "',
      '"\\"mewn dyfynodau\\""',
      "",
      'msgid "Not yet"',
      'msgstr ""',
    ].join("\n");
    expect([...readPo(po)]).toEqual([
      ["Save", "Cadw"],
      ['A long "quoted" one', 'Un hir "mewn dyfynodau"'],
    ]);
  });
});

describe("translated", () => {
  it("answers English as it is", () => {
    expect(translated("en", "Please check your input and try again")).toBe(
      "Please check your input and try again",
    );
  });

  it("answers the English where the catalogue has no Welsh", () => {
    expect(translated("cy", "A sentence nobody wrote")).toBe("A sentence nobody wrote");
  });
});

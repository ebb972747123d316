import { describe, expect, it } from "vitest";
import { unmarkedMessages, untranslatedText } from "./untranslated-text.ts";

const texts = (source: string) => untranslatedText(source, "page.tsx").map((f) => f.text);

describe("untranslatedText", () => {
  it.each([
    ["text in JSX", `const a = <p>Save changes</p>;`, "Save changes"],
    ["a string as a child", `const a = <p>{"Save changes"}</p>;`, "Save changes"],
    ["an aria-label", `const a = <button aria-label="Close dialog" />;`, "Close dialog"],
    ["a placeholder", `const a = <input placeholder="Find a place" />;`, "Find a place"],
    ["a title prop", `const a = <PageFrame title={"Options"} />;`, "Options"],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source code to be read, not run
    ["a template in an attribute", "const a = <img alt={`Photo of ${name}`} />;", "Photo of"],
    [
      "either side of a condition",
      `const a = <p title={on ? "Shown" : "Hidden"} />;`,
      "Shown Hidden",
    ],
    ["an object's label", `const chips = [{ value: "all", label: "All places" }];`, "All places"],
    ["a toast's title", `toast({ title: "Saved", description: "Your place is kept." });`, "Saved"],
  ])("finds %s", (_, source, text) => {
    expect(texts(source)).toContain(text);
  });

  it("gives the line of each", () => {
    expect(untranslatedText(`const a = 1;\nconst b = <p>Hello there</p>;`, "a.tsx")).toEqual([
      { line: 2, text: "Hello there" },
    ]);
  });

  it.each([
    ["a Trans", `const a = <p><Trans>Save <b>changes</b> now</Trans></p>;`],
    ["a Plural", `const a = <Plural value={n} one="# place" other="# places" />;`],
    ["a t tag", "const a = <button aria-label={t`Close dialog`} />;"],
    ["a msg constant", 'const chips = [{ value: "all", label: msg`All places` }];'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source code to be read, not run
    ["a plural call", 'const a = t`${plural(n, { one: "# place", other: "# places" })}`;'],
    ["the app's name", `const a = <p>© UK Adventures</p>;`],
    [
      "a colour and an address",
      `const a = <i title="#d5e0dc" placeholder="https://maps.app.goo.gl/…" />;`,
    ],
    ["the language switch", `const a = <div aria-label="Language / Iaith">English</div>;`],
    ["punctuation and figures", `const a = <p>{count} · 12 / {total}</p>;`],
    ["attributes nobody reads", `const a = <div className="flex gap-2" data-state="open" />;`],
    ["a type", `type Props = { label: "primary" | "secondary" };`],
  ])("lets %s through", (_, source) => {
    expect(texts(source)).toEqual([]);
  });
});

describe("unmarkedMessages", () => {
  const found = (source: string) => unmarkedMessages(source).map((f) => f.text);

  it.each([
    ["an error helper's", `throw notFound("Trip not found");`, '"Trip not found"'],
    ["an ApiError's", `throw new ApiError(413, CODES.tooLarge, "Too big");`, '"Too big"'],
    ["a Zod message", `z.string().min(1, { message: "Give a name" });`, '"Give a name"'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source code to be read, not run
    ["a built one", "throw conflict(`At most ${max} trips`);", "`At most ${max} trips`"],
    [
      "a detail's",
      `validationFailed([{ field: "days", error: "Send the days" }]);`,
      '"Send the days"',
    ],
    ["a Zod check's", `z.string().max(100, "Too long");`, '"Too long"'],
    ["a Zod check's own", `z.number().int("Whole days");`, '"Whole days"'],
    [
      "an import file's",
      `throw new ImportFileError("This file is empty");`,
      '"This file is empty"',
    ],
    ["either branch's", `throw forbidden(ok ? text("Fine") : "Not fine");`, '"Not fine"'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source code to be read, not run
    ["a text() built at run time", "text(`At most ${max}`);", "text() of words not written out"],
  ])("finds %s message left unmarked", (_, source, text) => {
    expect(found(source)).toEqual([text]);
  });

  it("lets messages marked with text() through, and what nobody reads", () => {
    expect(
      found(
        'throw notFound(text("Trip not found")); z.string({ message: text("Give a name") }); log.error("Mail failed", { error: String(e) }); eb.fn.max("at"); text("At most {max}", { max });',
      ),
    ).toEqual([]);
  });
});

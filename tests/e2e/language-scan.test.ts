import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { readPo } from "#server/i18n/catalogue.ts";
import {
  addPlacesThroughApi,
  addTripThroughApi,
  browserPerFile,
  featurePagePaths,
  grantAdmin,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  type Viewport,
} from "./support.ts";

// Every page in Welsh at a phone's width, read for English: the words a person sees, and those
// a screen reader says (labels, titles, placeholders, pictures' descriptions). A message of the
// English catalogue that shows here was left out of the Welsh one, or is drawn without it.
const browser = browserPerFile({ viewport: "mobile" });

const welshOf = readPo(readFileSync("src/client/locales/cy.po", "utf8"));

/**
 * The English messages the scan looks for: whole sentences and labels whose Welsh differs, with
 * no placeholders (the scan reads finished text), long enough not to be part of a Welsh word.
 */
/**
 * The words of a message outside its placeholders ("Signed in on {date} · last used {ago}" gives
 * "Signed in on" and "· last used"): each long enough not to be part of a Welsh sentence. A
 * plural's words are its forms', which the scan leaves to the tests of each.
 */
const fixedWords = (message: string): string[] =>
  message.includes("plural,")
    ? []
    : message
        .replace(/<\/?\d+>/g, " ")
        .split(/\{[^{}]*\}/)
        .map((part) => part.trim())
        .filter((part) => part.length >= 10 && part.includes(" "));

const ENGLISH = [
  ...[...welshOf]
    .filter(
      ([english, welsh]) => english !== welsh && !/[{}<]/.test(english) && english.length >= 5,
    )
    .map(([english]) => english),
  ...[...welshOf]
    .filter(([english]) => /[{<]/.test(english))
    .flatMap(([english, welsh]) => fixedWords(english).filter((part) => !welsh.includes(part))),
  // Dates written in English ("28 Nov 2026"), which no message holds.
  ...["January", "February", "March", "April", "June", "July", "August", "September"],
  ...["October", "November", "December", "Jan", "Feb", "Apr", "Jun", "Jul", "Aug", "Sept"],
  ...["Oct", "Nov", "Dec"],
];

const isLetter = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** The English messages `text` holds, each as a phrase of its own (not inside a longer word). */
function englishIn(text: string): string[] {
  const found: string[] = [];
  for (const english of ENGLISH) {
    for (let at = text.indexOf(english); at !== -1; at = text.indexOf(english, at + 1)) {
      if (!isLetter(text[at - 1]) && !isLetter(text[at + english.length])) {
        // With what is around it, to find it by.
        found.push(
          `${english} in "…${text.slice(Math.max(0, at - 30), at + english.length + 30)}…"`,
        );
        break;
      }
    }
  }
  return found;
}

/** What the page says, to the eye and to a screen reader. */
const pageWords = (page: Page) =>
  page.evaluate(() => {
    const said = [...document.querySelectorAll("[aria-label], [title], [placeholder], img[alt]")]
      .flatMap((element) =>
        ["aria-label", "title", "placeholder", "alt"].map((name) => element.getAttribute(name)),
      )
      .filter(Boolean);
    return [document.title, document.body.innerText, ...said].join("\n");
  });

async function englishOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => document.documentElement.lang), path).toBe("cy");
  return englishIn(await pageWords(page));
}

describe("every page in Welsh", () => {
  it("shows no English message, signed out", async () => {
    const { page } = await browser.openPage({ signedIn: false, locale: "cy-GB" });
    const found: Record<string, string[]> = {};
    const paths = ["/cy", ...featurePagePaths("cy"), "/cy/terms", "/cy/privacy-policy", "/sign-in"];
    for (const path of paths) {
      const english = await englishOn(page, path);
      if (english.length > 0) found[path] = english;
    }
    expect(found, JSON.stringify(found, null, 1)).toEqual({});
  });

  it("shows no English message, signed in", async () => {
    const { page, email } = await browser.openPage({ name: "Gwen Jones" });
    const found: Record<string, string[]> = {};
    for (const path of await welshAccountWithPlaces(page, email)) {
      const english = await englishOn(page, path);
      if (english.length > 0) found[path] = english;
    }
    expect(found, JSON.stringify(found, null, 1)).toEqual({});
  });
});

/**
 * Makes the page's user an admin who reads Welsh, with three places (one visited) and a trip;
 * answers the paths of every signed-in page to look at.
 */
async function welshAccountWithPlaces(page: Page, email = ""): Promise<string[]> {
  await grantAdmin(email);
  await page.goto("/options");
  await page.getByRole("button", { name: "Cymraeg" }).first().click();
  await page.waitForFunction(() => document.documentElement.lang === "cy");
  const [castle, , lake] = await addPlacesThroughApi(page, [
    {
      name: "Castell Conwy",
      category: "History & Heritage",
      mood: "Excited",
      latitude: 53.28,
      longitude: -3.83,
    },
    {
      name: "Portmeirion",
      category: "Arts & Culture",
      mood: "Curious",
      visited: true,
      latitude: 52.91,
      longitude: -4.1,
    },
    {
      name: "Llyn Padarn",
      category: "Outdoors & Nature",
      visited: true,
      latitude: 53.12,
      longitude: -4.13,
    },
  ]);
  const trip = await addTripThroughApi(
    page,
    { name: "Gogledd Cymru", startDate: "2027-05-01", endDate: "2027-05-02" },
    [[castle ?? 0], [lake ?? 0]],
  );
  return [
    "/",
    `/place/${castle}`,
    `/place/${lake}`,
    "/trips",
    `/trips/${trip}`,
    "/map",
    "/stats",
    "/achievements",
    "/options",
    "/account",
    "/about",
    "/version-history",
    "/admin",
    "/terms",
    "/privacy-policy",
    "/no-such-page",
  ];
}

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "Welsh screens at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("Screens: every page in Welsh", async () => {
        const signedOut = await browser.openPage({
          signedIn: false,
          viewport,
          colorScheme,
          locale: "cy-GB",
        });
        const shotOut = screenshotter(signedOut.page, `${viewport}-${colorScheme}`);
        for (const path of ["/cy", "/cy/features/moods", "/cy/terms", "/sign-in"]) {
          await signedOut.page.goto(path);
          await signedOut.page.getByRole("heading", { level: 1 }).first().waitFor();
          await shotOut(`cy${path.replaceAll("/", "-")}`, true);
        }
        const { page, email } = await browser.openPage({
          viewport,
          colorScheme,
          name: "Gwen Jones",
        });
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        for (const path of await welshAccountWithPlaces(page, email)) {
          await page.goto(path);
          await page.getByRole("heading", { level: 1 }).first().waitFor();
          await page.waitForLoadState("networkidle");
          const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
          await shot(`cy-${name}`, true);
        }
      });
    },
  );
});

import { type I18n, i18n, type Messages } from "@lingui/core";
import { I18nProvider, LinguiContext, type TransProps } from "@lingui/react";
import { TransNoContext } from "@lingui/react/server";
import { type ReactNode, useContext, useSyncExternalStore } from "react";
import { setDisplayLocale } from "#shared/i18n/display-locale.ts";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  LOCALES,
} from "#shared/i18n/language.ts";
import { templatesOf, translateText } from "#shared/i18n/text.ts";

type Compile = typeof import("@lingui/message-utils/compileMessage").compileMessage;

/**
 * English is written in the code and compiled when first shown: it needs no catalogue, so an
 * English reader downloads no words twice. Lingui leaves the compiler out of production builds
 * unless it is given one: `compileMessagesWith` gives it, once, before anything is shown (the
 * app's start loads it beside the first page's code, off the entry script; the renderers and
 * the tests import `i18n-compiler.ts`). Each message is compiled once: Lingui would compile it
 * at every render that shows it.
 */
export function compileMessagesWith(compile: Compile): void {
  const compiled = new Map<string, ReturnType<Compile>>();
  i18n.setMessagesCompiler((message) => {
    let made = compiled.get(message);
    if (!made) {
      made = compile(message);
      compiled.set(message, made);
    }
    return made;
  });
}

/** Gives Lingui its compiler, from a chunk of its own. */
export async function loadMessageCompiler(): Promise<void> {
  compileMessagesWith((await import("@lingui/message-utils/compileMessage")).compileMessage);
}

i18n.loadAndActivate({ locale: DEFAULT_LANGUAGE, locales: [LOCALES.en], messages: {} });

/** Each language's catalogue, a chunk of its own: only Welsh has one to load. */
const catalogues: Record<Language, () => Promise<Messages>> = {
  en: async () => ({}),
  cy: async () => (await import("../locales/cy.po")).messages,
};

/** A year: the choice outlives any session. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The language the page shows. */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** The language this browser last chose, from the cookie the server reads too. */
export function cookieLanguage(): Language | null {
  for (const pair of document.cookie.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/** The browser's own preference among ours, as `Accept-Language` would say it. */
function browserLanguage(): Language | null {
  for (const tag of navigator.languages ?? []) {
    const primary = tag.toLowerCase().split("-")[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** What the server answers a browser with no `lang` cookie in: its own language, else English. */
const fromBrowser = (): Language => browserLanguage() ?? DEFAULT_LANGUAGE;

/** The language to start in, before the account is known: the cookie's, else the browser's. */
export const startingLanguage = (): Language => cookieLanguage() ?? fromBrowser();

/**
 * Shows the page in `language`: loads its catalogue, then switches every message at once (the
 * provider re-renders), with `<html lang>` to match. A choice (`remember`) is kept in the
 * cookie, for the pages the server draws and for the next visit signed out.
 */
export async function showLanguage(
  language: Language,
  { remember }: { remember: boolean },
): Promise<void> {
  // Kept only where it says something: a browser whose own language is the one chosen, and
  // that has no other choice kept, is answered in it without a cookie.
  const kept = cookieLanguage();
  if (remember && kept !== language && (kept !== null || fromBrowser() !== language)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app serves
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  }
  if (language === currentLanguage()) return;
  const messages = await catalogues[language]();
  setDisplayLocale(LOCALES[language]);
  i18n.loadAndActivate({ locale: language, locales: [LOCALES[language]], messages });
  document.documentElement.lang = LOCALES[language];
}

/** The language shown, kept in step with every switch. */
export function useLanguage(): Language {
  return useSyncExternalStore(
    (listener) => i18n.on("change", listener),
    currentLanguage,
    currentLanguage,
  );
}

/** Every message below it follows the language shown. */
export function MessagesProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/**
 * What the message macros call (lingui.config.ts names these): Lingui's own, except that a
 * component drawn outside the provider (a test of one component, a page drawn on the server)
 * reads the language active at the time rather than failing.
 */
const outsideProvider = { i18n, _: i18n._.bind(i18n), defaultComponent: undefined };

export function useLingui() {
  return useContext(LinguiContext) ?? outsideProvider;
}

export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={useLingui()} />;
}

/**
 * Words the server or shared code says, marked there with `text()` (an error's message, a
 * category's name), in the language shown: the catalogue keys them by their English.
 */
export const sharedText = (english: string): string => textIn(i18n, english);

/** `sharedText` for a component, which then follows a change of language. */
export function useSharedText(): (english: string) => string {
  const { i18n: active } = useLingui();
  return (english) => textIn(active, english);
}

/** Each catalogue's templates (text() with values), found once. */
const templatesByCatalogue = new WeakMap<Messages, readonly string[]>();

function textIn(active: I18n, english: string): string {
  const { messages } = active;
  if (active.locale.startsWith("en") || !english) return english;
  return translateText(english, {
    has: (id) => Object.hasOwn(messages, id),
    say: (id, values) => active._(id, values),
    templates: () => {
      let templates = templatesByCatalogue.get(messages);
      if (!templates) {
        // Only words marked with text() are keyed by their English; the macros' are hashed.
        templates = templatesOf(Object.keys(messages));
        templatesByCatalogue.set(messages, templates);
      }
      return templates;
    },
  });
}

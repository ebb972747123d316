import { setImmediate as nextTurn } from "node:timers/promises";
import type { Context, Next } from "hono";
import { type AnswerEncoding, chooseEncoding } from "#shared/accept-encoding.ts";
import type { Language } from "#shared/i18n/language.ts";
import type { Place } from "#shared/place.ts";
import type { PlaceListStore } from "../routes/place-list.ts";
import { requestLanguage } from "./answer-language.ts";
import { type BuiltShell, pageIn, type Renderer, shellPageHeaders } from "./built-shell.ts";
import { compressed } from "./compress.ts";
import type { AppEnv } from "./session.ts";

/** Addresses (filter, sort, page) whose page is kept for each version of a list. */
const PAGES_PER_LIST = 8;

/**
 * GET / for a signed-in visitor: the page the build wrote for them (the app's page, with hints
 * for the home's first answers), its shell now the visitor's own home as the address asks for
 * it, rendered here: the counts, the summary and the first page of cards show as soon as the
 * page and its stylesheet arrive, before the app's script, its session check and its list. The
 * list is read from the same kept answer as GET /api/places, which the page asks for next.
 */
export const signedInHomePage = (shell: BuiltShell, lists: PlaceListStore) =>
  signedInListPage(shell, lists, (renderer, places, search, language) =>
    renderer.renderHomeShell({ places, search }, language),
  );

/**
 * GET /map for a signed-in visitor, the same way: the filters with their counts and the places
 * with no location show at once; the map is drawn into its frame once the app runs. With
 * 5,000 places, the page's text came only after the app's code and the list (Lighthouse
 * mobile: largest paint 4.2 s).
 */
export const signedInMapPage = (shell: BuiltShell, lists: PlaceListStore) =>
  signedInListPage(shell, lists, (renderer, places, _, language) =>
    renderer.renderMapShell(places, language),
  );

/**
 * A page of the signed-in visitor's list, drawn by `draw` into the built page's shell.
 *
 * Answers only when the caller is signed in (run after loadSession), and only when the build
 * wrote the renderer; otherwise the request goes on to the built page (static-client.ts).
 *
 * The page is kept with the list's kept answer, per address, so asking again for an unchanged
 * list sends the same bytes with no work. Making it reads the whole list and renders, each a
 * long step at 5,000 places: they are taken in turns of the event loop, and asked for at once
 * (a burst of reloads), it is made once.
 */
function signedInListPage(
  shell: BuiltShell,
  lists: PlaceListStore,
  draw: (renderer: Renderer, places: Place[], search: string, language: Language) => string,
) {
  const { before, after, usable, renderer } = shell;
  // Pages by the list's kept answer (routes/place-list.ts): a new version of the list is a new
  // answer, and pages go when their answer does.
  const kept = new WeakMap<object, Map<string, Promise<Uint8Array<ArrayBuffer>>>>();

  const render = async (
    list: Uint8Array,
    search: string,
    language: Language,
    encoding: AnswerEncoding | null,
  ): Promise<Uint8Array<ArrayBuffer>> => {
    const drawer = await renderer();
    const places: Place[] = JSON.parse(new TextDecoder().decode(list));
    await nextTurn();
    const html = new TextEncoder().encode(
      pageIn(language, before) + draw(drawer, places, search, language) + after,
    );
    if (!encoding) return html;
    await nextTurn();
    return compressed(html, encoding);
  };
  return async (c: Context<AppEnv>, next: Next) => {
    const user = c.var.user;
    if (!usable || !user) return next();
    const answer = await lists.current(user.id);
    const search = new URL(c.req.url).search;
    // The page holds no secret (no CSRF token, no session), and nothing a third party chose is
    // written into it but the list's filter, sort and page, each one of a few known values: so
    // it may be compressed (BREACH; docs/decisions/0032).
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    let pages = kept.get(answer);
    if (!pages) {
      pages = new Map();
      kept.set(answer, pages);
    }
    const language = requestLanguage(c);
    const key = `${language} ${encoding ?? ""} ${search}`;
    let page = pages.get(key);
    if (!page) {
      page = render(answer.body, search, language, encoding);
      pages.set(key, page);
      // Only the most recent few addresses: any query string is a new one.
      for (const oldest of pages.keys()) {
        if (pages.size <= PAGES_PER_LIST) break;
        pages.delete(oldest);
      }
      const made = page;
      made.catch(() => pages.get(key) === made && pages.delete(key));
    }
    return c.body(await page, 200, shellPageHeaders(encoding));
  };
}

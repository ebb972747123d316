// The one script of the pages the build renders to HTML (app/render-public-pages.tsx): the theme menu. The rest
// of those pages is links and text, and needs none.

import {
  darkQuery,
  moveFocusInMenu,
  readStoredTheme,
  resolveTheme,
  showTheme,
  storeTheme,
} from "#client/lib/theme-dom.ts";
import { isLanguage, LANGUAGE_COOKIE } from "#shared/i18n/language.ts";
import { THEMES, type Theme } from "#shared/theme.ts";

const MENU_ID = "theme-menu";

function startThemeMenu(box: HTMLElement, menuMarkup: HTMLTemplateElement) {
  const button = box.querySelector("button");
  if (!button) return;
  let theme = readStoredTheme();
  // The button's names, in the page's language, as the page was rendered with them.
  const labels = JSON.parse(box.dataset.labels ?? "{}") as Partial<Record<Theme, string>>;
  const themeLabel = (chosen: Theme) => labels[chosen] ?? "";
  button.setAttribute("aria-label", themeLabel(theme));

  const menu = () => document.getElementById(MENU_ID);
  const closeOutside = (event: PointerEvent) => {
    if (!box.contains(event.target as Node)) close();
  };

  function open() {
    const items = menuMarkup.content.firstElementChild?.cloneNode(true) as HTMLElement;
    items.id = MENU_ID;
    for (const item of items.querySelectorAll<HTMLElement>("[data-theme]")) {
      item.setAttribute("aria-checked", String(item.dataset.theme === theme));
    }
    box.append(items);
    button?.setAttribute("aria-expanded", "true");
    button?.setAttribute("aria-controls", MENU_ID);
    items.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    document.addEventListener("pointerdown", closeOutside);
  }

  function close() {
    menu()?.remove();
    button?.setAttribute("aria-expanded", "false");
    button?.removeAttribute("aria-controls");
    document.removeEventListener("pointerdown", closeOutside);
  }

  function choose(next: Theme) {
    theme = next;
    storeTheme(next);
    showTheme(resolveTheme(next, darkQuery().matches));
    button?.setAttribute("aria-label", themeLabel(next));
    close();
    button?.focus();
  }

  button.addEventListener("click", () => (menu() ? close() : open()));
  box.addEventListener("click", (event) => {
    const choice = (event.target as Element).closest<HTMLElement>("[data-theme]")?.dataset.theme;
    if (THEMES.includes(choice as Theme)) choose(choice as Theme);
  });
  box.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && menu()) {
      close();
      button.focus();
    } else if (moveFocusInMenu(event, box)) {
      event.preventDefault();
    }
  });
  // "System" follows the device when it switches between light and dark.
  darkQuery().addEventListener("change", (query) => {
    if (theme === "system") showTheme(resolveTheme(theme, query.matches));
  });
}

const box = document.querySelector<HTMLElement>("[data-theme-toggle]");
const menuMarkup = document.querySelector<HTMLTemplateElement>("template#theme-menu-markup");
if (box && menuMarkup) startThemeMenu(box, menuMarkup);

// The language switch's links lead to the other language's copy of the page: the choice is
// kept as the link is followed, so the pages after it (and the app) stay in that language.
const LANGUAGE_CHOICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-language]")) {
  link.addEventListener("click", () => {
    const language = link.dataset.language;
    if (!isLanguage(language)) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_CHOICE_MAX_AGE_SECONDS}; samesite=lax`;
  });
}

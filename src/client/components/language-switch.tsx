import { createContext, Fragment, useContext } from "react";
import { cn } from "#client/lib/cn.ts";
import { useLanguage } from "#client/lib/i18n.tsx";
import { chooseLanguage } from "#client/lib/language-choice.ts";
import { LANGUAGE_NAMES, LANGUAGES, type Language, LOCALES } from "#shared/i18n/language.ts";

/**
 * On a public page rendered at build time, each language's copy of it: the switch is then a
 * link to the other copy (public-page.ts keeps the choice in the cookie as it is followed).
 */
export const PublicPageLanguages = createContext<Record<Language, string> | null>(null);

const optionClass = (chosen: boolean) =>
  cn(
    "rounded px-1 underline-offset-4 hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    chosen ? "font-semibold text-foreground" : "underline",
  );

/**
 * "English / Cymraeg": each language named in itself, the one shown marked as current. Its
 * group's name is in both languages too, so either reader finds it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const shown = useLanguage();
  const pages = useContext(PublicPageLanguages);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pair of choices, not a form's fieldset
    <div
      role="group"
      aria-label="Language / Iaith"
      className={cn("flex items-center gap-1", className)}
    >
      {LANGUAGES.map((language, index) => (
        <Fragment key={language}>
          {index > 0 && <span aria-hidden="true">/</span>}
          {pages ? (
            <a
              href={pages[language]}
              hrefLang={LOCALES[language]}
              lang={LOCALES[language]}
              aria-current={shown === language ? "page" : undefined}
              data-language={language}
              className={optionClass(shown === language)}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          ) : (
            <button
              type="button"
              lang={LOCALES[language]}
              aria-pressed={shown === language}
              onClick={() => void chooseLanguage(language)}
              className={optionClass(shown === language)}
            >
              {LANGUAGE_NAMES[language]}
            </button>
          )}
        </Fragment>
      ))}
    </div>
  );
}

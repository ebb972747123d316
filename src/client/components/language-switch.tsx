import { Fragment } from "react";
import { cn } from "#client/lib/cn.ts";
import { useLanguage } from "#client/lib/i18n.tsx";
import { chooseLanguage } from "#client/lib/language-choice.ts";
import { LANGUAGE_NAMES, LANGUAGES, LOCALES } from "#shared/i18n/language.ts";

/**
 * "English / Cymraeg": each language named in itself, the one shown pressed. Its group's name
 * is in both languages too, so either reader finds it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const shown = useLanguage();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons, not a form's fieldset
    <div
      role="group"
      aria-label="Language / Iaith"
      className={cn("flex items-center gap-1", className)}
    >
      {LANGUAGES.map((language, index) => (
        <Fragment key={language}>
          {index > 0 && <span aria-hidden="true">/</span>}
          <button
            type="button"
            lang={LOCALES[language]}
            aria-pressed={shown === language}
            onClick={() => void chooseLanguage(language)}
            className={cn(
              "rounded px-1 underline-offset-4 hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              shown === language ? "font-semibold text-foreground" : "underline",
            )}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        </Fragment>
      ))}
    </div>
  );
}

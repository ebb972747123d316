// Renders the public pages to HTML when the app is built (scripts/prerender-public-pages.ts):
// the landing page, each feature page, the terms and the privacy policy show in full before
// any script runs, and a signed-out visitor never downloads the signed-in app's code.
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Route, Routes, StaticRouter } from "react-router";
import { PublicPageLanguages } from "#client/components/language-switch.tsx";
import { ThemeMenu } from "#client/components/theme-toggle.tsx";
import { PrivacyPage } from "#client/features/legal/components/privacy-page.tsx";
import { TermsPage } from "#client/features/legal/components/terms-page.tsx";
import { FeaturePage } from "#client/features/marketing/components/feature-page.tsx";
import { LandingPage } from "#client/features/marketing/components/landing-page.tsx";
import { FEATURES } from "#client/features/marketing/features.ts";
import "#client/lib/i18n-compiler.ts";
import { BuildTimeTheme } from "#client/lib/theme.tsx";
import { messages as welsh } from "#client/locales/cy.po";
import { welshPath } from "#shared/built-pages.ts";
import { setDisplayLocale } from "#shared/i18n/display-locale.ts";
import { type Language, LOCALES } from "#shared/i18n/language.ts";

/** The paths of the public pages. */
export const PUBLIC_PATHS = [
  "/",
  ...FEATURES.map(({ slug }) => `/features/${slug}`),
  "/terms",
  "/privacy-policy",
];

const PAGES: Record<string, ReactNode> = {
  "/": <LandingPage />,
  "/terms": <TermsPage />,
  "/privacy-policy": <PrivacyPage />,
};

/** The page's description for search engines and link previews, in its language. */
const DESCRIPTION = msg`UK Adventures: a free, private tracker of the places you want to visit across the United Kingdom, and the ones you already have.`;

export type RenderedPage = {
  /** The page's markup, for the app's root element. */
  body: string;
  /** The page's own title, when it sets one. */
  title: string | undefined;
  /** The theme menu's markup, which public-page.ts shows when the theme button is pressed. */
  themeMenu: string;
  description: string;
};

/**
 * Renders the public page at `path` (its English path) in `language`. A Welsh page lives under
 * `/cy`: its router's base, so each of its links stays among the Welsh pages.
 */
export function renderPublicPage(path: string, language: Language): RenderedPage {
  setDisplayLocale(LOCALES[language]);
  i18n.loadAndActivate({
    locale: language,
    locales: [LOCALES[language]],
    messages: language === "cy" ? welsh : {},
  });
  const page = PAGES[path] ?? (
    <Routes>
      <Route path="/features/:feature" element={<FeaturePage />} />
    </Routes>
  );
  const welshPage = language === "cy";
  let body = renderToString(
    <BuildTimeTheme>
      <PublicPageLanguages value={{ en: path, cy: welshPath(path) }}>
        <StaticRouter
          location={welshPage ? welshPath(path) : path}
          basename={welshPage ? "/cy" : undefined}
        >
          {page}
        </StaticRouter>
      </PublicPageLanguages>
    </BuildTimeTheme>,
  );
  // React leaves a page's <title> where the page renders it; it belongs in the head.
  let title: string | undefined;
  body = body.replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
    title = text;
    return "";
  });
  return {
    body,
    title,
    themeMenu: renderToString(<ThemeMenu theme="system" />),
    description: i18n._(DESCRIPTION),
  };
}

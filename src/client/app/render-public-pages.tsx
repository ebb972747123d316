// Renders the public pages to HTML when the app is built (scripts/prerender-public-pages.ts):
// the landing page, each feature page, the terms and the privacy policy show in full before
// any script runs, and a signed-out visitor never downloads the signed-in app's code.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Route, Routes, StaticRouter } from "react-router";
import { ThemeMenu } from "#client/components/theme-toggle.tsx";
import { PrivacyPage } from "#client/features/legal/components/privacy-page.tsx";
import { TermsPage } from "#client/features/legal/components/terms-page.tsx";
import { FeaturePage } from "#client/features/marketing/components/feature-page.tsx";
import { LandingPage } from "#client/features/marketing/components/landing-page.tsx";
import { FEATURES } from "#client/features/marketing/features.ts";
import { BuildTimeTheme } from "#client/lib/theme.tsx";

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

export type RenderedPage = {
  /** The page's markup, for the app's root element. */
  body: string;
  /** The page's own title, when it sets one. */
  title: string | undefined;
  /** The theme menu's markup, which public-page.ts shows when the theme button is pressed. */
  themeMenu: string;
};

export function renderPublicPage(path: string): RenderedPage {
  const page = PAGES[path] ?? (
    <Routes>
      <Route path="/features/:feature" element={<FeaturePage />} />
    </Routes>
  );
  let body = renderToString(
    <BuildTimeTheme>
      <StaticRouter location={path}>{page}</StaticRouter>
    </BuildTimeTheme>,
  );
  // React leaves a page's <title> where the page renders it; it belongs in the head.
  let title: string | undefined;
  body = body.replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
    title = text;
    return "";
  });
  return { body, title, themeMenu: renderToString(<ThemeMenu theme="system" />) };
}

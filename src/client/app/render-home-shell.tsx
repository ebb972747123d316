// Renders the home's shell to HTML when the app is built (scripts/prerender-public-pages.ts),
// for the page `/` is for a signed-in visitor (scripts/signed-in-home.ts).
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { BuildTimeTheme } from "#client/lib/theme.tsx";
import { HomeShell } from "./home-shell.tsx";

export function renderHomeShell(): string {
  return renderToString(
    <BuildTimeTheme>
      <StaticRouter location="/">
        <HomeShell />
      </StaticRouter>
    </BuildTimeTheme>,
  );
}

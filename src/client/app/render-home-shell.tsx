// Renders the home's shell to HTML: its frame when the app is built, for the page `/` is for a
// signed-in visitor (scripts/signed-in-home.ts); and, built into a module of its own that the
// server loads, the visitor's own home on each visit (src/server/http/home-page.ts).
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { BuildTimeTheme } from "#client/lib/theme.tsx";
import type { Place } from "#shared/place.ts";
import { listStateFrom } from "#shared/place-list.ts";
import { HomeShell } from "./home-shell.tsx";

/** The shell; with `places`, the visitor's home at `search` (the address's "?…", or ""). */
export function renderHomeShell(list?: { places: readonly Place[]; search: string }): string {
  return renderToString(
    <BuildTimeTheme>
      <StaticRouter location="/">
        <HomeShell
          places={list?.places}
          state={list ? listStateFrom(new URLSearchParams(list.search)) : undefined}
        />
      </StaticRouter>
    </BuildTimeTheme>,
  );
}

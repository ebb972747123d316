// Renders the home's shell to HTML: its frame when the app is built, for the page `/` is for a
// signed-in visitor (scripts/signed-in-home.ts); and, built into a module of its own that the
// server loads, the visitor's own home on each visit (src/server/http/home-page.ts), and their
// year on /stats (src/server/http/stats-page.ts).
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { BuildTimeTheme } from "#client/lib/theme.tsx";
import type { Place } from "#shared/place.ts";
import { listStateFrom } from "#shared/place-list.ts";
import type { Stats } from "#shared/stats.ts";
import { StatsView } from "../features/stats/components/stats-page.tsx";
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

const nothing = () => {};

/** /stats with the visitor's figures for their year, as the page shows them once it has them. */
export function renderStatsShell(stats: Stats): string {
  return renderToString(
    <BuildTimeTheme>
      <StaticRouter location="/stats">
        <StatsView
          stats={stats}
          year={stats.year}
          monthPlaces={undefined}
          places={[]}
          onYear={nothing}
        />
      </StaticRouter>
    </BuildTimeTheme>,
  );
}

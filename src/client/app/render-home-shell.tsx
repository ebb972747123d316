// Renders the home's shell to HTML: its frame when the app is built, for the page `/` is for a
// signed-in visitor (scripts/signed-in-home.ts); and, built into a module of its own that the
// server loads, the visitor's own home on each visit (src/server/http/home-page.ts), their
// year on /stats (src/server/http/stats-page.ts), their map's page (home-page.ts too) and a
// trip of theirs (http/trip-page.ts).
import { i18n } from "@lingui/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { ServerDistanceUnit } from "#client/lib/distance-unit.ts";
import "#client/lib/i18n-compiler.ts";
import { BuildTimeTheme } from "#client/lib/theme.tsx";
import { messages as welsh } from "#client/locales/cy.po";
import type { DistanceUnit } from "#shared/geo/distance.ts";
import { setDisplayLocale } from "#shared/i18n/display-locale.ts";
import { type Language, LOCALES } from "#shared/i18n/language.ts";
import type { Place } from "#shared/place.ts";
import { listStateFrom } from "#shared/place-list.ts";
import type { Stats } from "#shared/stats.ts";
import type { TripDetail } from "#shared/trip.ts";
import { MapView, mapSelection } from "../features/map/map-view.tsx";
import { StatsView } from "../features/stats/components/stats-page.tsx";
import { TripView } from "../features/trips/components/trip-page.tsx";
import { HomeShell } from "./home-shell.tsx";

/**
 * What follows is drawn in `language`. One page at a time: each render is synchronous, so the
 * language set here is the one it reads throughout.
 */
function drawIn(language: Language) {
  if (i18n.locale === language) return;
  setDisplayLocale(LOCALES[language]);
  i18n.loadAndActivate({
    locale: language,
    locales: [LOCALES[language]],
    messages: language === "cy" ? welsh : {},
  });
}

/** The shell; with `places`, the visitor's home at `search` (the address's "?…", or ""). */
export function renderHomeShell(
  list?: { places: readonly Place[]; search: string },
  language: Language = "en",
): string {
  drawIn(language);
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
export function renderStatsShell(stats: Stats, language: Language): string {
  drawIn(language);
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

/**
 * The places with no location the server lists on /map: the first screenful and more. The
 * rest come with the app, below them, so nothing on the page moves; thousands of rows made one
 * render of over 100 ms on the server's thread.
 */
const MAP_UNLOCATED_SHOWN = 50;

/** /map with the visitor's places as the page first shows them (all, no search), but the map. */
export function renderMapShell(places: readonly Place[], language: Language): string {
  drawIn(language);
  return renderToString(
    <BuildTimeTheme>
      <StaticRouter location="/map">
        <MapView
          places={places}
          selection={mapSelection(places, "all", "")}
          filter="all"
          query=""
          onFilter={nothing}
          onQuery={nothing}
          unlocatedShown={MAP_UNLOCATED_SHOWN}
        />
      </StaticRouter>
    </BuildTimeTheme>,
  );
}

/**
 * A trip's page as it shows once the app has the trip: its days and stops drawn before the
 * app's script, the trips' code and the trip's answer have arrived (on a phone, a second and
 * more). The map is its empty frame until the app draws it; distances are in the unit the
 * visitor chose (its cookie), as the app's will be.
 */
export function renderTripShell(trip: TripDetail, unit: DistanceUnit, language: Language): string {
  drawIn(language);
  return renderToString(
    <BuildTimeTheme>
      <ServerDistanceUnit value={unit}>
        <QueryClientProvider client={new QueryClient()}>
          <StaticRouter location={`/trips/${trip.id}`}>
            <TripView trip={trip} />
          </StaticRouter>
        </QueryClientProvider>
      </ServerDistanceUnit>
    </BuildTimeTheme>,
  );
}

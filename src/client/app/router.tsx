import { usePrefetchQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { Navigate, Route, Routes, useLocation, useParams } from "react-router";
import { NotFoundPage } from "#client/components/not-found-page.tsx";
import { RouteErrorBoundary } from "#client/components/route-error-boundary.tsx";
import { placesQuery } from "#client/entities/place/list-query.ts";
import { tripQuery } from "#client/entities/trip/trip-api.ts";
import type { User } from "#shared/user.ts";
import { homeShellShown, RemoveHomeShell } from "../lib/home-shell.ts";
import { chooseLanguage } from "../lib/language-choice.ts";
import { useAuth } from "../lib/session.ts";
import { PageLoading } from "./page-loading.tsx";

// Every page is split out, so a visit downloads only what it shows. (A signed-out visitor is
// sent the public pages as HTML rendered at build time, features/public-pages, and runs this
// app's copy of them only where the service worker or an ended session brings them here.)
const LandingPage = lazy(() =>
  import("../features/marketing/components/landing-page.tsx").then((m) => ({
    default: m.LandingPage,
  })),
);
const SignInPage = lazy(() =>
  import("../features/auth/components/sign-in-page.tsx").then((m) => ({ default: m.SignInPage })),
);
const ResetPasswordPage = lazy(() =>
  import("../features/auth/components/reset-password-page.tsx").then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const FeaturePage = lazy(() =>
  import("../features/marketing/components/feature-page.tsx").then((m) => ({
    default: m.FeaturePage,
  })),
);
const TermsPage = lazy(() =>
  import("../features/legal/components/terms-page.tsx").then((m) => ({ default: m.TermsPage })),
);
const PrivacyPage = lazy(() =>
  import("../features/legal/components/privacy-page.tsx").then((m) => ({
    default: m.PrivacyPage,
  })),
);
const homePage = () => import("./home-page.tsx");
const HomePage = lazy(() => homePage().then((m) => ({ default: m.HomePage })));

/**
 * A visit to / that reaches the app is almost always a signed-in one (a signed-out visitor is
 * sent the landing page as HTML), so the home's code is asked for as the app starts, beside
 * the session answer, rather than once that answer has come back.
 */
export function prefetchHomePage() {
  if (window.location.pathname === "/") void homePage();
}

const PlaceDetailPage = lazy(() =>
  import("../features/places/components/place-detail-page.tsx").then((m) => ({
    default: m.PlaceDetailPage,
  })),
);

// The trips' code, drag and drop with it, loads only on the trips pages.
const TripsPage = lazy(() =>
  import("../features/trips/components/trips-page.tsx").then((m) => ({ default: m.TripsPage })),
);
const TripPage = lazy(() =>
  import("../features/trips/components/trip-page.tsx").then((m) => ({ default: m.TripPage })),
);

/**
 * A trip is asked for while its page's code downloads, not after it has arrived: on a slow
 * phone that code takes longer to arrive and start than the trip's answer
 * (bench/trip-page.ts).
 */
function TripRoute() {
  const id = Number(useParams().id);
  usePrefetchQuery(tripQuery(Number.isInteger(id) ? id : 0));
  return <TripPage />;
}

const AchievementsPage = lazy(() =>
  import("../features/achievements/components/achievements-page.tsx").then((m) => ({
    default: m.AchievementsPage,
  })),
);
const StatsPage = lazy(() =>
  import("../features/stats/components/stats-page.tsx").then((m) => ({
    default: m.StatsPage,
  })),
);
const OptionsPage = lazy(() =>
  import("./options-page.tsx").then((m) => ({
    default: m.OptionsPage,
  })),
);

const AccountPage = lazy(() =>
  import("../features/account/components/account-page.tsx").then((m) => ({
    default: m.AccountPage,
  })),
);

const AboutPage = lazy(() =>
  import("../features/about/components/about-page.tsx").then((m) => ({ default: m.AboutPage })),
);

const VersionHistoryPage = lazy(() =>
  import("../features/about/components/version-history-page.tsx").then((m) => ({
    default: m.VersionHistoryPage,
  })),
);

// Leaflet and the basemap load with this page alone.
const MapPage = lazy(() => import("../features/map/map-page.tsx"));

/**
 * The list is asked for while the map's code downloads, not after it has started: with 5,000
 * places it was asked for 0.2 s later (bench/browser-map.ts).
 */
function MapRoute() {
  usePrefetchQuery(placesQuery);
  return <MapPage />;
}

const AdminPage = lazy(() =>
  import("../features/admin/components/admin-page.tsx").then((m) => ({
    default: m.AdminPage,
  })),
);

/**
 * A page whose code loads when first shown. While a shell is up (the page sent to a signed-in
 * visitor for /, /stats, /map or a trip) it stays up rather than a loading line, and goes
 * when the page shows; those pages (`keepsShell`) take it away themselves, once they have
 * what it shows.
 */
function lazyPage(element: React.ReactNode, { keepsShell = false } = {}) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={homeShellShown() ? null : <PageLoading />}>
        {!keepsShell && <RemoveHomeShell />}
        {element}
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The landing page while auth is loading or signed out; home when signed in. A visitor the
 * server saw a session for sees the home's shell while auth loads, not the landing page.
 */
function RootRoute() {
  const auth = useAuth();
  if (auth.status === "signed-in") return <SignedInHome user={auth.user} />;
  if (auth.status === "loading" && homeShellShown()) return null;
  return lazyPage(<LandingPage />);
}

/** The list is asked for while the home's code downloads, not after it has arrived. */
function SignedInHome({ user }: { user: User }) {
  usePrefetchQuery(placesQuery);
  return lazyPage(<HomePage user={user} />, { keepsShell: true });
}

/**
 * Signed-out visitors to a signed-in route see the 404 page (docs/product.md#routes). A page
 * the server sent with its shell (/stats, /map, a trip) keeps it while auth loads; `keepsShell`
 * pages take it away themselves, once they have what it shows.
 */
function SignedInOnly({
  page,
  keepsShell = false,
}: {
  page: (user: User) => React.ReactNode;
  keepsShell?: boolean;
}) {
  const auth = useAuth();
  if (auth.status === "loading") return homeShellShown() ? null : <PageLoading />;
  if (auth.status === "signed-out") {
    return (
      <>
        <RemoveHomeShell />
        <NotFoundPage />
      </>
    );
  }
  return lazyPage(page(auth.user), { keepsShell });
}

/**
 * A public page's Welsh address opened in the app (once its worker is installed, the app
 * answers every address): Welsh chosen, and the page at its English address, which the app
 * shows in the language chosen.
 */
function WelshAddress() {
  const rest = useParams()["*"] ?? "";
  const { search } = useLocation();
  useEffect(() => void chooseLanguage("cy"), []);
  return <Navigate to={`/${rest}${search}`} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootRoute />} />
      <Route path="/features/:feature" element={lazyPage(<FeaturePage />)} />
      <Route path="/sign-in" element={lazyPage(<SignInPage />)} />
      <Route path="/auth" element={lazyPage(<SignInPage />)} />
      <Route path="/reset-password" element={lazyPage(<ResetPasswordPage />)} />
      <Route path="/terms" element={lazyPage(<TermsPage />)} />
      <Route path="/privacy-policy" element={lazyPage(<PrivacyPage />)} />
      <Route path="/place/:id" element={<SignedInOnly page={() => <PlaceDetailPage />} />} />
      <Route path="/trips" element={<SignedInOnly page={() => <TripsPage />} />} />
      <Route path="/trips/:id" element={<SignedInOnly page={() => <TripRoute />} keepsShell />} />
      <Route path="/achievements" element={<SignedInOnly page={() => <AchievementsPage />} />} />
      <Route path="/map" element={<SignedInOnly page={() => <MapRoute />} keepsShell />} />
      <Route path="/stats" element={<SignedInOnly page={() => <StatsPage />} keepsShell />} />
      <Route
        path="/options"
        element={<SignedInOnly page={(user) => <OptionsPage user={user} />} />}
      />
      <Route
        path="/account"
        element={<SignedInOnly page={(user) => <AccountPage user={user} />} />}
      />
      <Route path="/about" element={<SignedInOnly page={() => <AboutPage />} />} />
      <Route
        path="/version-history"
        element={<SignedInOnly page={() => <VersionHistoryPage />} />}
      />
      <Route path="/admin" element={<SignedInOnly page={(user) => <AdminPage user={user} />} />} />
      <Route path="/cy/*" element={<WelshAddress />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

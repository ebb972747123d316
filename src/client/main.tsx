import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes, prefetchHomePage } from "./app/router.tsx";
import { AppErrorBoundary } from "./components/route-error-boundary.tsx";
import { LazyToaster } from "./components/ui/lazy-toaster.tsx";
import { AchievementPopupHost } from "./features/achievements/components/achievement-popup-host.tsx";
import { LazyOfflineHost } from "./features/offline/components/lazy-offline-host.tsx";
import { startOffline } from "./features/offline/start.ts";
import {
  loadMessageCompiler,
  MessagesProvider,
  showLanguage,
  startingLanguage,
} from "./lib/i18n.tsx";
import { followAccountLanguage } from "./lib/language-choice.ts";
import { queryClient } from "./lib/query-client.ts";
import { SessionEndedRedirect } from "./lib/session-ended.tsx";
import { ThemeProvider } from "./lib/theme.tsx";
import "./styles.css";

/**
 * After an upgrade, a tab opened before it asks for code that is gone: load the new version
 * once (the flag stops a loop if the server really lacks a file).
 */
function reloadForMissingCode() {
  window.addEventListener("vite:preloadError", () => {
    if (sessionStorage.getItem("uka-reloaded-for-upgrade")) return;
    sessionStorage.setItem("uka-reloaded-for-upgrade", "1");
    window.location.reload();
  });
}

/** Starts the app: its service worker, its language, and its first render. */
async function start() {
  startOffline();
  followAccountLanguage();
  // Welsh's catalogue before the first render, so a Welsh reader never sees English first, and
  // the messages' compiler, both beside the first page's code.
  await Promise.all([loadMessageCompiler(), showLanguage(startingLanguage(), { remember: false })]);

  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");

  // A transition lets React render the first page in slices, yielding to the browser between
  // them, rather than in one long task that holds up a phone's first taps.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <MessagesProvider>
          <ThemeProvider>
            <QueryClientProvider client={queryClient}>
              <BrowserRouter>
                <AppErrorBoundary>
                  <LazyOfflineHost />
                  <AppRoutes />
                  <SessionEndedRedirect />
                  <LazyToaster />
                  <AchievementPopupHost />
                </AppErrorBoundary>
              </BrowserRouter>
            </QueryClientProvider>
          </ThemeProvider>
        </MessagesProvider>
      </StrictMode>,
    ),
  );
}

// The start runs in tasks of its own, after this module has run, so that no one task holds a
// phone's main thread for long: evaluating this module, asking for the home's code (Vite adds a
// preload link for each of its chunks), and the first render, which React slices further.
// Not from this module's top level either: with DevTools attached (as under Lighthouse), each
// timer and request records the call stack that made it, and a stack holding the top level of
// this ~350 KB module makes V8 parse all of it again for line numbers, 20-40 ms of a desktop
// CPU. From a microtask, once the module has run, the stack holds only the microtask's frames.
queueMicrotask(() => {
  reloadForMissingCode();
  setTimeout(prefetchHomePage);
  setTimeout(() => void start());
});

import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./app/router.tsx";
import { LazyToaster } from "./components/ui/lazy-toaster.tsx";
import { AchievementPopupHost } from "./features/achievements/components/achievement-popup-host.tsx";
import { LazyOfflineHost } from "./features/offline/components/lazy-offline-host.tsx";
import { startOffline } from "./features/offline/start.ts";
import { queryClient } from "./lib/query-client.ts";
import { SessionEndedRedirect } from "./lib/session-ended.tsx";
import { ThemeProvider } from "./lib/theme.tsx";
import "./styles.css";

// After an upgrade, a tab opened before it asks for code that is gone: load the new version
// once (the flag stops a loop if the server really lacks a file).
window.addEventListener("vite:preloadError", () => {
  if (sessionStorage.getItem("uka-reloaded-for-upgrade")) return;
  sessionStorage.setItem("uka-reloaded-for-upgrade", "1");
  window.location.reload();
});

startOffline();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A transition lets React render the first page in slices, yielding to the browser between
// them, rather than in one long task that holds up a phone's first taps.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <LazyOfflineHost />
            <AppRoutes />
            <SessionEndedRedirect />
          </BrowserRouter>
          <LazyToaster />
          <AchievementPopupHost />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  ),
);

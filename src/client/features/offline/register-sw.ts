import { Workbox } from "workbox-window";
import { setUpdateReady } from "./update-store.ts";

/**
 * Registers the service worker (public/sw.js, built from src/client/sw). A new version
 * downloads in the background and waits; the page shows "New version available" and, on
 * "Reload", the new worker takes over and every open tab of the app reloads at once, so no
 * page runs old code against new files. The first worker takes the page without a reload.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const hadController = navigator.serviceWorker.controller !== null;
  let controlled = hadController;
  const wb = new Workbox("/sw.js", { scope: "/" });
  let reloading = false;
  // Any tab: when a new worker takes over from an old one, this page's code is the old one.
  // The very first worker taking the page changes nothing the page runs.
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    const replaced = controlled;
    controlled = true;
    if (!replaced || reloading) return;
    reloading = true;
    window.location.reload();
  });
  wb.addEventListener("waiting", () => setUpdateReady(() => wb.messageSkipWaiting()));
  wb.register().then(
    (registration) => {
      // A worker found waiting by an earlier visit (the prompt was left unanswered).
      if (registration?.waiting && hadController) {
        setUpdateReady(() => registration.waiting?.postMessage({ type: "SKIP_WAITING" }));
      }
    },
    // The browser refused the worker (a private window, a policy, storage turned off): the
    // app works as it does online, and Workbox has said why in the console.
    () => undefined,
  );
}

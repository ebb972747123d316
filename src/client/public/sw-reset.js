// The kill switch's page (/sw-reset): removes the app's service worker, its copies and the
// changes kept on this device, for browsers that do not act on the page's Clear-Site-Data
// header. A file, not an inline script: the CSP allows none.
(async () => {
  const status = document.getElementById("status");
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(registrations.map((registration) => registration.unregister()));
    if (window.caches) {
      await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
    }
    indexedDB.deleteDatabase("uka-offline");
    indexedDB.deleteDatabase("uka-offline-trips");
    if (status) status.textContent = "Done: this browser now loads UK Adventures from the server.";
  } catch {
    if (status)
      status.textContent =
        "Could not remove everything: clear this site's data in the browser's settings.";
  }
})();

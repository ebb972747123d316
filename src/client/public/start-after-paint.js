// The signed-in home's page shows the home's frame before any script runs. This starts the
// app's entry (data-entry) once that frame has been painted, so on a slow connection the page
// and its stylesheet have the bandwidth to themselves until then, instead of sharing it with
// the app's script. Written by scripts/signed-in-home.ts; the app's other pages load the entry
// from the start.
(() => {
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  const start = () => {
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
  };
  // The browser reports the first contentful paint once that frame is on the screen. The frame
  // after the next, the fallback, comes as soon as the frame is drawn, which on a slow phone can
  // be tens of milliseconds before the screen shows it.
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((paints, observer) => {
      if (paints.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
})();

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
  // The frame after the next: the first has been painted by then.
  requestAnimationFrame(() => setTimeout(start, 0));
})();

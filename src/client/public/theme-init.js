// Runs before first paint so a dark-theme user never sees a flash of light.
// Must agree with src/client/lib/theme.tsx (key "uk-adventures-theme": light | dark | system).
(() => {
  let stored = null;
  try {
    stored = localStorage.getItem("uk-adventures-theme");
  } catch {}
  const dark =
    stored === "dark" ||
    (stored !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.add(dark ? "dark" : "light");
})();

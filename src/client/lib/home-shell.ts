// The home's shell in the running app: the page sent to a signed-in visitor carries it
// (app/home-shell.tsx, rendered when the app is built), and the app takes it away when a page
// shows.
import { useLayoutEffect } from "react";
import { HOME_SHELL_ID } from "#shared/built-pages.ts";

/** Whether the shell is still in the page (only in the page sent to a signed-in visitor). */
export const homeShellShown = () =>
  typeof document !== "undefined" && document.getElementById(HOME_SHELL_ID) !== null;

/**
 * Takes the shell away once `ready`, before the browser paints the page that replaces it, so
 * the two never show together.
 */
export function useRemoveHomeShell(ready: boolean) {
  useLayoutEffect(() => {
    if (ready) document.getElementById(HOME_SHELL_ID)?.remove();
  }, [ready]);
}

/** For pages other than the home: the shell goes when they show. */
export function RemoveHomeShell() {
  useRemoveHomeShell(true);
  return null;
}

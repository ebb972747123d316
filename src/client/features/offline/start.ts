import { SIGN_OUT_PENDING, setBeforeSignOut, setBrowserCopies } from "#client/lib/session.ts";
import { setOfflineState } from "./offline-store.ts";

/** Opens the sign-out warning and answers the person's choice. */
function askToSignOut(count: number): Promise<boolean> {
  return new Promise((resolve) =>
    setOfflineState({
      signOutWarning: {
        count,
        answer: (signOut) => {
          setOfflineState({ signOutWarning: null });
          resolve(signOut);
        },
      },
    }),
  );
}

/** A sign-out made offline ends the server's session once there is a signal. */
function finishPendingSignOut() {
  if (!navigator.onLine || !localStorage.getItem(SIGN_OUT_PENDING)) return;
  localStorage.removeItem(SIGN_OUT_PENDING);
  window.location.assign("/api/logout");
}

/**
 * What the app does for working offline from its first moment: registers the service worker
 * (built apps only; the dev server has none), and makes sign-out warn of unsent changes and
 * clear the browser's private copies. The rest loads with the signed-in pages.
 */
export function startOffline() {
  if (import.meta.env.PROD) {
    void import("./register-sw.ts").then((m) => m.registerServiceWorker());
  }
  finishPendingSignOut();
  window.addEventListener("online", finishPendingSignOut);
  const privateData = () => import("./private-data.ts");
  setBrowserCopies({
    waitingChanges: async () => (await privateData()).countAllChanges(),
    clear: async () => (await privateData()).clearPrivateData(),
  });
  setBeforeSignOut(async () => {
    const { clearPrivateData, countAllChanges } = await import("./private-data.ts");
    const count = await countAllChanges();
    if (count > 0 && !(await askToSignOut(count))) return false;
    await clearPrivateData();
    return true;
  });
}

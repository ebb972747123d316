import { setOfflineState } from "#client/entities/place/offline/offline-store.ts";
import { apiOwningUnauthorized } from "#client/lib/api-client.ts";
import { SIGN_OUT_PENDING, setBeforeSignOut, setBrowserCopies } from "#client/lib/session.ts";
import { ApiError } from "#shared/api-error.ts";

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

/**
 * A sign-out made offline ends the server's session once there is a signal. A call, not a
 * navigation to /api/logout: a browser can say it is online a moment before it is, or on a
 * network that cannot reach the server, and a navigation then ends on the browser's error page
 * instead of the app. The mark stays until the server has answered, and until then this browser
 * counts as signed out (lib/session.ts).
 */
async function finishPendingSignOut() {
  if (!navigator.onLine || !localStorage.getItem(SIGN_OUT_PENDING)) return;
  try {
    await apiOwningUnauthorized.logout.$post();
  } catch (error) {
    // No server reached: tried again at the next signal or start. A 401 or 403 says the
    // session has already ended (expired, or signed out elsewhere): nothing is left to end.
    if (!(error instanceof ApiError)) return;
  }
  localStorage.removeItem(SIGN_OUT_PENDING);
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
  void finishPendingSignOut();
  window.addEventListener("online", () => void finishPendingSignOut());
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

import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CircleAlert, CloudOff, CloudUpload, LogIn, RefreshCw } from "lucide-react";
import {
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "#client/components/ui/dialog.tsx";
import {
  firstProblem,
  type OfflineState,
  offlineState,
  subscribeToOffline,
  waitingCount,
  waitingText,
} from "#client/entities/place/offline/offline-store.ts";
import { problemText } from "#client/entities/place/offline/problem-text.ts";
import { resolve, startFor, stop } from "#client/entities/place/offline/sync.ts";
// Also puts the trips' writes in the queue's rounds, however the app was opened.
import { dropTripChange } from "#client/entities/trip/offline/trip-queue.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { userQuery } from "#client/lib/session.ts";
import { signInReturningTo } from "#shared/return-path.ts";
import { subscribeToUpdate, updateState } from "../update-store.ts";
import { ProblemChoice } from "./problem-choice.tsx";

const useOffline = () => useSyncExternalStore(subscribeToOffline, offlineState);

/** The first trip write the server refused, with its sentence. */
const firstTripProblem = (s: OfflineState) => {
  const change = s.tripChanges.find((c) => c.problem);
  return change?.problem ? { seq: change.seq, sentence: change.problem } : undefined;
};

/**
 * Everything the person sees of working offline, over every page: the status line at the top,
 * the dialog for a change the server refused, the warning before sign-out loses unsent changes,
 * and the prompt to load a new version.
 */
export function OfflineHost({ userId }: { userId: string | null }) {
  useEffect(() => {
    if (userId === null) {
      stop();
      return;
    }
    void startFor(userId);
  }, [userId]);
  return (
    <>
      {userId !== null && <StatusLine />}
      {userId !== null && <ProblemDialog />}
      <SignOutWarning />
      <UpdatePrompt />
    </>
  );
}

/** The line at the top of every signed-in page while something is kept on this device. */
export function StatusLine() {
  const { t } = useLingui();
  const state = useOffline();
  const navigate = useNavigate();
  const location = useLocation();
  const problem = firstProblem(state);
  const tripProblem = firstTripProblem(state);
  const waiting = waitingCount(state);
  const [reviewing, setReviewing] = useState(false);

  let icon = CloudUpload;
  let text: string | null = null;
  let action: React.ReactNode = null;
  if (state.needsSignIn) {
    icon = LogIn;
    text = t`${plural(waiting, {
      one: "Your session has ended. Sign in to send the change waiting.",
      other: "Your session has ended. Sign in to send the # changes waiting.",
    })}`;
    action = (
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          // The app still holds the old session's user: forget it, so sign-in is offered, and
          // come back here afterwards.
          queryClient.setQueryData(userQuery.queryKey, null);
          navigate(signInReturningTo(`${location.pathname}${location.search}`));
        }}
      >
        <Trans>Sign in</Trans>
      </Button>
    );
  } else if (problem) {
    icon = CircleAlert;
    const sentence = problemText(problem).sentence;
    text = t`${sentence} It needs your choice.`;
    action = (
      <Button size="sm" variant="outline" onClick={() => setReviewing(true)}>
        <Trans>Choose</Trans>
      </Button>
    );
  } else if (tripProblem) {
    icon = CircleAlert;
    text = tripProblem.sentence;
    action = (
      <Button size="sm" variant="outline" onClick={() => void dropTripChange(tripProblem.seq)}>
        <Trans>OK</Trans>
      </Button>
    );
  } else if (state.sending && waiting > 0) {
    text = t`${plural(waiting, { one: "Sending # change…", other: "Sending # changes…" })}`;
  } else if (waiting > 0) {
    icon = state.online ? CloudUpload : CloudOff;
    const waitingLine = waitingText(waiting);
    text = state.online ? waitingLine : t`Offline · ${waitingLine}`;
  } else if (!state.online) {
    icon = CloudOff;
    text = t`Offline · showing what was last saved on this device`;
  }
  useEffect(() => {
    if (!problem) setReviewing(false);
  }, [problem]);

  if (text === null) return null;
  const Icon = icon;
  return (
    <>
      <StickyLine>
        <Icon aria-hidden className="size-4 shrink-0" />
        <span className="min-w-0 flex-1">{text}</span>
        {action}
      </StickyLine>
      {reviewing && problem && (
        <ProblemChoice change={problem} choose={resolve} onClose={() => setReviewing(false)} />
      )}
    </>
  );
}

/**
 * The status line's box: it sticks to the top of the window, above the page's own sticky
 * header, and while it is shown sets --status-line to its height, which that header stops
 * below (styles.css, top-below-status). Absent, it leaves no gap.
 */
function StickyLine({ children }: { children: ReactNode }) {
  const line = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = line.current;
    if (!element) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty("--status-line", `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty("--status-line");
    };
  }, []);
  return (
    <div
      ref={line}
      role="status"
      data-testid="offline-status"
      className="sticky top-0 z-30 border-b border-border bg-muted text-foreground"
    >
      <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-2 text-sm">{children}</div>
    </div>
  );
}

/**
 * Opens by itself for the first refused change the person has not yet seen this visit; closed
 * without a choice, the change waits and the status line offers it again.
 */
function ProblemDialog() {
  const state = useOffline();
  const problem = firstProblem(state);
  const tripProblem = firstTripProblem(state);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [tripDismissed, setTripDismissed] = useState<number | null>(null);
  if (problem && dismissed !== problem.seq) {
    return (
      <ProblemChoice change={problem} choose={resolve} onClose={() => setDismissed(problem.seq)} />
    );
  }
  if (!tripProblem || tripDismissed === tripProblem.seq) return null;
  return (
    <TripProblemNotice
      sentence={tripProblem.sentence}
      onOk={() => void dropTripChange(tripProblem.seq)}
      onClose={() => setTripDismissed(tripProblem.seq)}
    />
  );
}

/**
 * A trip write the server refused: nothing to choose (a trip has no versions to weigh), so it
 * is told, and dropped with OK; closed, it waits and the status line tells it again.
 */
function TripProblemNotice({
  sentence,
  onOk,
  onClose,
}: {
  sentence: string;
  onOk: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        role="alertdialog"
        title={t`A change was not saved`}
        description={sentence}
        data-testid="conflict-dialog"
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button onClick={onOk}>
            <Trans>OK</Trans>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function SignOutWarning() {
  const { t } = useLingui();
  const { signOutWarning } = useOffline();
  if (!signOutWarning) return null;
  const { count, answer } = signOutWarning;
  return (
    <Dialog open onOpenChange={(open) => !open && answer(false)}>
      <DialogContent
        role="alertdialog"
        title={t`Sign out and lose unsent changes?`}
        description={t`${plural(count, {
          one: "# change made on this device has not been sent yet. Signing out deletes it, with everything this browser keeps of your places and photos.",
          other:
            "# changes made on this device have not been sent yet. Signing out deletes them, with everything this browser keeps of your places and photos.",
        })}`}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">
              <Trans>Stay signed in</Trans>
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => answer(true)}>
            <Trans>Sign out and delete them</Trans>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** A new version has downloaded: it runs after the person chooses to reload. */
function UpdatePrompt() {
  const { t } = useLingui();
  const update = useSyncExternalStore(subscribeToUpdate, updateState);
  const [reloading, setReloading] = useState(false);
  if (!update.ready) return null;
  return (
    <section
      aria-label={t`New version`}
      data-testid="update-prompt"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-border bg-card p-3 text-card-foreground shadow-xl"
    >
      <RefreshCw aria-hidden className="size-5 shrink-0 text-primary" />
      <p role="status" className="min-w-0 flex-1 text-sm font-medium">
        <Trans>New version available</Trans>
      </p>
      <Button
        size="sm"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          update.apply();
        }}
      >
        {reloading ? t`Reloading…` : t`Reload`}
      </Button>
    </section>
  );
}

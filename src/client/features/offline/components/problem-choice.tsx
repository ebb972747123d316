import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import type { WaitingChange } from "#client/entities/place/offline/changes-db.ts";
import { keptPhoto } from "#client/entities/place/offline/kept-photo.ts";
import {
  conflictRows,
  photoNote,
  photoToAddBack,
  problemText,
} from "#client/entities/place/offline/problem-text.ts";

/**
 * For a place deleted elsewhere that had a photo: what adding it back does to the photo, once
 * this browser's copies are looked through; null when there is nothing to say.
 */
function usePhotoNote(change: WaitingChange): string | null {
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    const stored = photoToAddBack(change);
    if (!stored) return;
    let current = true;
    void keptPhoto(change.userId, stored).then((kept) => {
      if (current) setNote(photoNote(kept));
    });
    return () => {
      current = false;
    };
  }, [change]);
  return note;
}

type Props = {
  change: WaitingChange;
  /** Settles the change the person's way (sync.ts's resolve). */
  choose: (change: WaitingChange, choice: "mine" | "theirs") => Promise<unknown>;
  onClose: () => void;
};

/**
 * The choice for one refused change. Each change gets a dialog of its own (keyed by its
 * number): when one is settled and the next is waiting, the next starts afresh rather than
 * inheriting the first one's busy buttons, which left it impossible to answer or close.
 */
export function ProblemChoice(props: Props) {
  return <OneProblemChoice key={props.change.seq} {...props} />;
}

function OneProblemChoice({ change, choose, onClose }: Props) {
  const { t } = useLingui();
  const text = problemText(change);
  const photo = usePhotoNote(change);
  const [busy, setBusy] = useState(false);
  const decide = (choice: "mine" | "theirs") => {
    setBusy(true);
    void choose(change, choice).finally(() => {
      setBusy(false);
      onClose();
    });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        role="alertdialog"
        title={t`A change was not saved`}
        description={photo ? `${text.sentence} ${photo}` : text.sentence}
        data-testid="conflict-dialog"
      >
        {change.problem?.fields && change.problem.fields.length > 0 && (
          <dl className="mb-4 space-y-3 text-left text-sm" aria-label={t`What each device changed`}>
            {conflictRows(change.problem.fields).map(({ label, mine, theirs }) => (
              <div key={label} className="rounded-xl border border-border p-3">
                <dt className="font-semibold">{label}</dt>
                <dd className="mt-1 break-words">
                  <Trans>On this device: {mine}</Trans>
                </dd>
                <dd className="mt-0.5 break-words">
                  <Trans>On the other device: {theirs}</Trans>
                </dd>
              </div>
            ))}
          </dl>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {text.keepMine ? (
            <>
              <Button variant="outline" disabled={busy} onClick={() => decide("theirs")}>
                {text.keepTheirs}
              </Button>
              <Button disabled={busy} onClick={() => decide("mine")}>
                {text.keepMine}
              </Button>
            </>
          ) : (
            <Button disabled={busy} onClick={() => decide("theirs")}>
              {text.keepTheirs}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

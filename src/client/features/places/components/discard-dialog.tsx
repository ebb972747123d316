import { Trans, useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";

/** "Discard this place?": asked before closing would lose what was typed. */
export function DiscardDialog({
  adding,
  onKeep,
  onDiscard,
  returnFocusTo,
}: {
  adding: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  /** Where work resumes on "Keep editing". */
  returnFocusTo: React.RefObject<HTMLInputElement | null>;
}) {
  const { t } = useLingui();
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open onOpenChange={(open) => !open && onKeep()}>
      <DialogContent
        // The safe choice has the focus, so Enter never throws work away.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          keep.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        title={adding ? t`Discard this place?` : t`Discard your changes?`}
        description={
          adding
            ? t`What you have entered will be lost.`
            : t`The place keeps what it had before you started editing.`
        }
        role="alertdialog"
        nested
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={keep} variant="outline" onClick={onKeep}>
            <Trans>Keep editing</Trans>
          </Button>
          <Button variant="destructive" onClick={onDiscard}>
            <Trans>Discard</Trans>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

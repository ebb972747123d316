import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import { Button } from "./ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "./ui/dialog.tsx";

type Props = {
  title: string;
  description: ReactNode;
  deleting: boolean;
  /** The confirming button's words: "Delete" unless said. */
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * A destructive action's confirmation: Cancel, or Delete ('Deleting...' while it runs). It
 * cannot be dismissed mid-way. Opened without a Radix trigger, so Radix has nowhere to put
 * focus back on closing: it returns to whatever opened it, if that is still on the page.
 */
export function ConfirmDeleteDialog({
  title,
  description,
  deleting,
  confirmLabel,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useLingui();
  const [opener] = useState(() => document.activeElement);
  return (
    <Dialog open onOpenChange={(open) => !open && !deleting && onClose()}>
      <DialogContent
        title={title}
        role="alertdialog"
        description={description}
        onCloseAutoFocus={(event) => {
          if (opener instanceof HTMLElement && opener.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={deleting}>
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={deleting} onClick={onConfirm}>
            {deleting ? t`Deleting...` : (confirmLabel ?? t`Delete`)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

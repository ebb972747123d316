import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "../../../components/ui/dialog.tsx";

type Props = {
  name: string;
  email: string;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Spec §2 and §5: deleting a user needs confirming, in a dialog titled 'Delete User'. */
export function DeleteUserDialog({ name, email, deleting, onConfirm, onClose }: Props) {
  // Opened without a Radix trigger, so Radix has nowhere to put focus back on closing: return
  // it to the delete button that opened the dialog (gone after a deletion, then nowhere).
  const [opener] = useState(() => document.activeElement);
  return (
    <Dialog open onOpenChange={(open) => !open && !deleting && onClose()}>
      <DialogContent
        title="Delete User"
        role="alertdialog"
        onCloseAutoFocus={(event) => {
          if (opener instanceof HTMLElement && opener.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
        description={
          // A long name or email must wrap, not push the dialog wider than a phone.
          <span className="wrap-anywhere">
            Delete <strong className="text-foreground">{name}</strong> ({email})? All their places,
            photos and achievements will be deleted too. This cannot be undone.
          </span>
        }
      >
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={deleting}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={deleting} onClick={onConfirm}>
            {deleting ? "Deleting..." : "Delete"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

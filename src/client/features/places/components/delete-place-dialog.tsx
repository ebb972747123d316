import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "../../../components/ui/dialog.tsx";

type Props = {
  placeName: string;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Spec §2: 'Delete Place', confirming with 'Deleting...' while it runs. */
export function DeletePlaceDialog({ placeName, deleting, onConfirm, onClose }: Props) {
  return (
    <Dialog open onOpenChange={(open) => !open && !deleting && onClose()}>
      <DialogContent
        title="Delete Place"
        role="alertdialog"
        description={
          <>
            Delete <strong className="text-foreground">{placeName}</strong> and its photo? This
            cannot be undone.
          </>
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

import { ConfirmDeleteDialog } from "#client/components/confirm-delete-dialog.tsx";

type Props = {
  placeName: string;
  /** Whether the place has a photo, which goes with it. */
  hasPhoto: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** 'Delete Place', confirming with 'Deleting...' while it runs. */
export function DeletePlaceDialog({ placeName, hasPhoto, ...actions }: Props) {
  return (
    <ConfirmDeleteDialog
      title="Delete Place"
      description={
        <>
          Delete <strong className="text-foreground">{placeName}</strong>
          {hasPhoto ? " and its photo" : ""}? You can undo it for a few seconds afterwards.
        </>
      }
      {...actions}
    />
  );
}

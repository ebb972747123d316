import { ConfirmDeleteDialog } from "#client/components/confirm-delete-dialog.tsx";

type Props = {
  placeName: string;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** 'Delete Place', confirming with 'Deleting...' while it runs. */
export function DeletePlaceDialog({ placeName, ...actions }: Props) {
  return (
    <ConfirmDeleteDialog
      title="Delete Place"
      description={
        <>
          Delete <strong className="text-foreground">{placeName}</strong> and its photo? This cannot
          be undone.
        </>
      }
      {...actions}
    />
  );
}

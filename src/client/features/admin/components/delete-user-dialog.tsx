import { ConfirmDeleteDialog } from "#client/components/confirm-delete-dialog.tsx";

type Props = {
  name: string;
  email: string;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Deleting a user needs confirming, in a dialog titled 'Delete User'. */
export function DeleteUserDialog({ name, email, ...actions }: Props) {
  return (
    <ConfirmDeleteDialog
      title="Delete User"
      description={
        // A long name or email must wrap, not push the dialog wider than a phone.
        <span className="wrap-anywhere">
          Delete <strong className="text-foreground">{name}</strong> ({email})? All their places,
          photos and achievements will be deleted too. This cannot be undone.
        </span>
      }
      {...actions}
    />
  );
}

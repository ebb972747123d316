import { Trans, useLingui } from "@lingui/react/macro";
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
  const { t } = useLingui();
  return (
    <ConfirmDeleteDialog
      title={t`Delete User`}
      description={
        // A long name or email must wrap, not push the dialog wider than a phone.
        <span className="wrap-anywhere">
          <Trans>
            Delete <strong className="text-foreground">{name}</strong> ({email})? All their places,
            photos and achievements will be deleted too. This cannot be undone.
          </Trans>
        </span>
      }
      {...actions}
    />
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
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
  const { t } = useLingui();
  return (
    <ConfirmDeleteDialog
      title={t`Delete Place`}
      description={
        // Two whole sentences, not one with " and its photo" put in: each translates as it stands.
        hasPhoto ? (
          <Trans>
            Delete <strong className="text-foreground">{placeName}</strong> and its photo? You can
            undo it for a few seconds afterwards.
          </Trans>
        ) : (
          <Trans>
            Delete <strong className="text-foreground">{placeName}</strong>? You can undo it for a
            few seconds afterwards.
          </Trans>
        )
      }
      {...actions}
    />
  );
}

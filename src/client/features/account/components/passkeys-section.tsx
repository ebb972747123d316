import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Fingerprint, Pencil, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmDeleteDialog } from "#client/components/confirm-delete-dialog.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
import { sharedText } from "#client/lib/i18n.tsx";
import { addPasskey, openedByIpAddress, passkeysSupported } from "#client/lib/passkeys.ts";
import { PASSKEYS_NEED_A_NAME } from "#shared/passkey-host.ts";
import { formatVisitDate } from "#shared/relative-date.ts";
import {
  type Passkey,
  passkeysQuery,
  refreshAccount,
  removePasskey,
  renamePasskey,
} from "../api.ts";
import { AccountSection, ActionMessages, field, useAction } from "./section.tsx";

const PASSKEY_NAME_MAX = 60;

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t } = useLingui();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const action = useAction(t`The passkey could not be changed. Please try again.`);
  const name = passkey.name || t`Unnamed passkey`;
  const added = formatVisitDate(passkey.createdAt);
  return (
    <li className="grid gap-2 rounded-xl border border-border p-3">
      {editing ? (
        <form
          className="flex flex-wrap items-end gap-2"
          noValidate
          onSubmit={action.submit(async (form) => {
            await renamePasskey(passkey.id, field(form, "name").trim().slice(0, PASSKEY_NAME_MAX));
            await refreshAccount();
            setEditing(false);
          })}
        >
          <div className="grid min-w-0 flex-1 basis-40 gap-1">
            <Label htmlFor={id}>
              <Trans>Passkey name</Trans>
            </Label>
            <Input
              id={id}
              name="name"
              defaultValue={passkey.name ?? ""}
              maxLength={PASSKEY_NAME_MAX}
              autoFocus
            />
          </div>
          <Button type="submit" size="sm" disabled={action.busy}>
            <Trans>Save</Trans>
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <div className="min-w-0 flex-1 basis-40">
            <p className="truncate font-medium">{name}</p>
            <p className="text-xs text-muted-foreground">
              <Trans>Added {added}</Trans>
            </p>
          </div>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setEditing(true)}
            aria-label={t`Rename ${name}`}
          >
            <Pencil aria-hidden />
            <Trans>Rename</Trans>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setRemoving(true)}
            aria-label={t`Remove ${name}`}
          >
            <Trash2 aria-hidden />
            <Trans>Remove</Trans>
          </Button>
        </div>
      )}
      {action.error && <ErrorAlert>{action.error}</ErrorAlert>}
      {removing && (
        <ConfirmDeleteDialog
          title={t`Remove this passkey?`}
          description={t`“${name}” will no longer sign you in. You can add it again later.`}
          deleting={action.busy}
          onClose={() => setRemoving(false)}
          onConfirm={() =>
            action.perform(async () => {
              await removePasskey(passkey.id);
              await refreshAccount();
              setRemoving(false);
            })
          }
        />
      )}
    </li>
  );
}

/** Passkeys: sign in with this device's lock instead of a password. */
export function PasskeysSection() {
  const { t } = useLingui();
  const id = useId();
  const passkeys = useQuery(passkeysQuery);
  const action = useAction(t`The passkey could not be added. Please try again.`);
  const supported = passkeysSupported();
  return (
    <AccountSection
      id="passkeys"
      icon={<Fingerprint aria-hidden />}
      title={t`Passkeys`}
      description={t`Sign in with your fingerprint, face or screen lock instead of a password.`}
    >
      {passkeys.isError && (
        <ErrorAlert>
          <Trans>Your passkeys could not be loaded. Please refresh the page.</Trans>
        </ErrorAlert>
      )}
      {passkeys.data && passkeys.data.length === 0 && (
        <p className="text-sm text-muted-foreground">
          <Trans>No passkeys yet.</Trans>
        </p>
      )}
      {passkeys.data && passkeys.data.length > 0 && (
        <ul aria-label={t`Your passkeys`} className="grid gap-2">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      {supported && openedByIpAddress() && (
        <p className="text-sm text-muted-foreground">{sharedText(PASSKEYS_NEED_A_NAME)}</p>
      )}
      {supported && !openedByIpAddress() && (
        <form
          className="flex flex-wrap items-end gap-2"
          noValidate
          onSubmit={action.submit(async (form, element) => {
            await addPasskey(field(form, "name").trim().slice(0, PASSKEY_NAME_MAX));
            await refreshAccount();
            element.reset();
            return t`Passkey added: it can sign you in from now on.`;
          })}
        >
          <div className="grid min-w-0 flex-1 basis-48 gap-1">
            <Label htmlFor={id}>
              <Trans>
                Name for a new passkey{" "}
                <span className="font-normal text-muted-foreground">(optional)</span>
              </Trans>
            </Label>
            <Input id={id} name="name" placeholder={t`My phone`} maxLength={PASSKEY_NAME_MAX} />
          </div>
          <Button type="submit" variant="outline" disabled={action.busy}>
            {action.busy ? t`Waiting for your device...` : t`Add a passkey`}
          </Button>
        </form>
      )}
      {!supported && (
        <p className="text-sm text-muted-foreground">
          <Trans>This browser cannot make passkeys.</Trans>
        </p>
      )}
      <ActionMessages action={action} />
    </AccountSection>
  );
}

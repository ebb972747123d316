import { useQuery } from "@tanstack/react-query";
import { Fingerprint, Pencil, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmDeleteDialog } from "#client/components/confirm-delete-dialog.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
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
const nameOf = (passkey: Passkey) => passkey.name || "Unnamed passkey";

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const action = useAction("The passkey could not be changed. Please try again.");
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
            <Label htmlFor={id}>Passkey name</Label>
            <Input
              id={id}
              name="name"
              defaultValue={passkey.name ?? ""}
              maxLength={PASSKEY_NAME_MAX}
              autoFocus
            />
          </div>
          <Button type="submit" size="sm" disabled={action.busy}>
            Save
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <div className="min-w-0 flex-1 basis-40">
            <p className="truncate font-medium">{nameOf(passkey)}</p>
            <p className="text-xs text-muted-foreground">
              Added {formatVisitDate(passkey.createdAt)}
            </p>
          </div>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setEditing(true)}
            aria-label={`Rename ${nameOf(passkey)}`}
          >
            <Pencil aria-hidden />
            Rename
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setRemoving(true)}
            aria-label={`Remove ${nameOf(passkey)}`}
          >
            <Trash2 aria-hidden />
            Remove
          </Button>
        </div>
      )}
      {action.error && <ErrorAlert>{action.error}</ErrorAlert>}
      {removing && (
        <ConfirmDeleteDialog
          title="Remove this passkey?"
          description={`“${nameOf(passkey)}” will no longer sign you in. You can add it again later.`}
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
  const id = useId();
  const passkeys = useQuery(passkeysQuery);
  const action = useAction("The passkey could not be added. Please try again.");
  const supported = passkeysSupported();
  return (
    <AccountSection
      id="passkeys"
      icon={<Fingerprint aria-hidden />}
      title="Passkeys"
      description="Sign in with your fingerprint, face or screen lock instead of a password."
    >
      {passkeys.isError && (
        <ErrorAlert>Your passkeys could not be loaded. Please refresh the page.</ErrorAlert>
      )}
      {passkeys.data && passkeys.data.length === 0 && (
        <p className="text-sm text-muted-foreground">No passkeys yet.</p>
      )}
      {passkeys.data && passkeys.data.length > 0 && (
        <ul aria-label="Your passkeys" className="grid gap-2">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      {supported && openedByIpAddress() && (
        <p className="text-sm text-muted-foreground">{PASSKEYS_NEED_A_NAME}</p>
      )}
      {supported && !openedByIpAddress() && (
        <form
          className="flex flex-wrap items-end gap-2"
          noValidate
          onSubmit={action.submit(async (form, element) => {
            await addPasskey(field(form, "name").trim().slice(0, PASSKEY_NAME_MAX));
            await refreshAccount();
            element.reset();
            return "Passkey added: it can sign you in from now on.";
          })}
        >
          <div className="grid min-w-0 flex-1 basis-48 gap-1">
            <Label htmlFor={id}>
              Name for a new passkey{" "}
              <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Input id={id} name="name" placeholder="My phone" maxLength={PASSKEY_NAME_MAX} />
          </div>
          <Button type="submit" variant="outline" disabled={action.busy}>
            {action.busy ? "Waiting for your device..." : "Add a passkey"}
          </Button>
        </form>
      )}
      {!supported && (
        <p className="text-sm text-muted-foreground">This browser cannot make passkeys.</p>
      )}
      <ActionMessages action={action} />
    </AccountSection>
  );
}

import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { TriangleAlert } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "#client/components/ui/dialog.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
import { PasswordInput } from "#client/components/ui/password-input.tsx";
import { toast } from "#client/components/ui/toast-store.ts";
import { signInWithPasskey } from "#client/lib/passkeys.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { copiesOnThisBrowser, userQuery } from "#client/lib/session.ts";
import type { AccountOverview } from "#shared/account.ts";
import { deleteAccount } from "../api.ts";
import { AccountSection, field, Problem, useAction } from "./section.tsx";

/** How the person shows it is them: the password, else a code, else a passkey or a new sign-in. */
function proofNeeded(account: AccountOverview) {
  if (account.hasPassword) return "password" as const;
  if (account.twoFactorEnabled) return "code" as const;
  if (account.passkeyCount > 0) return "passkey" as const;
  return "sign-in" as const;
}

function DeleteDialog({
  account,
  userId,
  onClose,
}: {
  account: AccountOverview;
  userId: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const proof = proofNeeded(account);
  const action = useAction(t`Your account could not be deleted. Please try again.`);

  // Changes made offline and not yet sent go with the account: say so before it is deleted.
  const [unsent, setUnsent] = useState(0);
  useEffect(() => {
    void copiesOnThisBrowser().waitingChanges().then(setUnsent);
  }, []);

  async function deleted() {
    await copiesOnThisBrowser().clear();
    queryClient.clear();
    await queryClient.fetchQuery(userQuery);
    navigate("/", { replace: true });
    toast({ title: t`Your account is deleted`, description: t`Everything in it is gone.` });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !action.busy && onClose()}>
      <DialogContent
        role="alertdialog"
        title={t`Delete your account?`}
        description={t`Your places, photos, achievements, sessions, passkeys and sign-in methods are deleted at once, for good. Download your data first if you want a copy.`}
      >
        <form
          className="grid gap-3"
          noValidate
          onSubmit={action.submit(async (form) => {
            if (proof === "password") {
              const password = field(form, "password");
              if (!password) throw new Problem(t`Enter your password to delete your account`);
              await deleteAccount({ password });
            } else if (proof === "code") {
              const code = field(form, "code").trim();
              if (!code)
                throw new Problem(t`Enter a code from your authenticator app, or a backup code`);
              await deleteAccount({ code });
            } else {
              if (proof === "passkey") {
                const { user } = await signInWithPasskey();
                if (user.id !== userId) {
                  await queryClient.invalidateQueries();
                  throw new Problem(
                    t`That passkey belongs to another account, which is now signed in here. Nothing was deleted.`,
                  );
                }
              }
              await deleteAccount({});
            }
            await deleted();
          })}
        >
          {proof === "password" && (
            <div className="grid gap-2">
              <Label htmlFor={id}>
                <Trans>Your password</Trans>
              </Label>
              <PasswordInput id={id} name="password" autoComplete="current-password" />
            </div>
          )}
          {proof === "code" && (
            <div className="grid gap-2">
              <Label htmlFor={id}>
                <Trans>Code from your authenticator app, or a backup code</Trans>
              </Label>
              <Input id={id} name="code" autoComplete="one-time-code" className="font-mono" />
            </div>
          )}
          {proof === "passkey" && (
            <p className="text-sm">
              <Trans>Your device will ask for your passkey to check it is you.</Trans>
            </p>
          )}
          {proof === "sign-in" && (
            <p className="text-sm">
              <Trans>
                This account has no password or passkey: sign out, sign in again, and delete it
                within 5 minutes of signing in.
              </Trans>
            </p>
          )}
          {unsent > 0 && (
            <p className="text-sm font-medium" data-testid="unsent-changes">
              <Plural
                value={unsent}
                one="# change made on this device has not been sent yet: it is deleted too."
                other="# changes made on this device have not been sent yet: they are deleted too."
              />
            </p>
          )}
          {action.error && <ErrorAlert>{action.error}</ErrorAlert>}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={action.busy}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={action.busy}>
              {action.busy ? t`Deleting...` : t`Delete my account`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DeleteSection({ account, userId }: { account: AccountOverview; userId: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <AccountSection
      id="delete-account"
      icon={<TriangleAlert aria-hidden />}
      title={t`Delete my account`}
      description={t`Deletes the account and everything in it. The same email can sign up again later, as a new, empty account.`}
      danger
    >
      <Button variant="destructive" className="justify-self-start" onClick={() => setOpen(true)}>
        <Trans>Delete my account</Trans>
      </Button>
      {open && <DeleteDialog account={account} userId={userId} onClose={() => setOpen(false)} />}
    </AccountSection>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { KeyRound } from "lucide-react";
import { useId } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Label } from "#client/components/ui/input.tsx";
import { PasswordInput } from "#client/components/ui/password-input.tsx";
import { passwordChangeSchema } from "#shared/account.ts";
import { changePassword, refreshAccount } from "../api.ts";
import { AccountSection, ActionMessages, check, field, useAction } from "./section.tsx";

/** A new password, given the current one; it signs out every other session. */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useLingui();
  const ids = { current: useId(), next: useId() };
  const action = useAction(t`The password could not be changed. Please try again.`);
  return (
    <AccountSection
      id="password"
      icon={<KeyRound aria-hidden />}
      title={t`Password`}
      description={
        hasPassword
          ? t`Changing it signs you out everywhere else.`
          : t`This account has no password: you sign in with a provider or a passkey. To set one, sign out and use “Forgot password?” on the sign-in screen.`
      }
    >
      {hasPassword && (
        <form
          className="grid gap-3"
          noValidate
          onSubmit={action.submit(async (form, element) => {
            const input = check(passwordChangeSchema, {
              currentPassword: field(form, "currentPassword"),
              newPassword: field(form, "newPassword"),
            });
            await changePassword(input.currentPassword, input.newPassword);
            await refreshAccount();
            element.reset();
            return t`Your password is changed, and every other session is signed out.`;
          })}
        >
          <div className="grid gap-2">
            <Label htmlFor={ids.current}>
              <Trans>Current password</Trans>
            </Label>
            <PasswordInput
              id={ids.current}
              name="currentPassword"
              autoComplete="current-password"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.next}>
              <Trans>New password</Trans>
            </Label>
            <PasswordInput id={ids.next} name="newPassword" autoComplete="new-password" />
            <p className="text-xs text-muted-foreground">
              <Trans>At least 8 characters.</Trans>
            </p>
          </div>
          <ActionMessages action={action} />
          <Button
            type="submit"
            variant="outline"
            className="justify-self-start"
            disabled={action.busy}
          >
            {action.busy ? t`Changing...` : t`Change password`}
          </Button>
        </form>
      )}
    </AccountSection>
  );
}

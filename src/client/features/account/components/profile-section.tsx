import { Trans, useLingui } from "@lingui/react/macro";
import { UserRound } from "lucide-react";
import { useId } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
import { displayNameSchema } from "#shared/account.ts";
import { NAME_MAX_LENGTH } from "#shared/credentials.ts";
import { refreshAccount, updateName } from "../api.ts";
import { AccountSection, ActionMessages, check, field, useAction } from "./section.tsx";

export function ProfileSection({ name }: { name: string }) {
  const { t } = useLingui();
  const id = useId();
  const action = useAction(t`Your name could not be saved. Please try again.`);
  const maxLength = NAME_MAX_LENGTH;
  return (
    <AccountSection
      id="profile"
      icon={<UserRound aria-hidden />}
      title={t`Profile`}
      description={t`The name the app greets you by.`}
    >
      <form
        className="grid gap-3"
        noValidate
        onSubmit={action.submit(async (form) => {
          await updateName(check(displayNameSchema, field(form, "name")));
          await refreshAccount();
          return t`Your name is saved.`;
        })}
      >
        <div className="grid gap-2">
          <Label htmlFor={id}>
            <Trans>Your name</Trans>
          </Label>
          <Input
            id={id}
            name="name"
            defaultValue={name}
            autoComplete="name"
            maxLength={maxLength}
          />
          <p className="text-xs text-muted-foreground">
            <Trans>At most {maxLength} characters.</Trans>
          </p>
        </div>
        <ActionMessages action={action} />
        <Button type="submit" className="justify-self-start" disabled={action.busy}>
          {action.busy ? t`Saving...` : t`Save name`}
        </Button>
      </form>
    </AccountSection>
  );
}

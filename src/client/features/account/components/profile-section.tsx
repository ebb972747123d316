import { UserRound } from "lucide-react";
import { useId } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
import { displayNameSchema } from "#shared/account.ts";
import { NAME_MAX_LENGTH } from "#shared/credentials.ts";
import { refreshAccount, updateName } from "../api.ts";
import { AccountSection, ActionMessages, check, field, useAction } from "./section.tsx";

export function ProfileSection({ name }: { name: string }) {
  const id = useId();
  const action = useAction("Your name could not be saved. Please try again.");
  return (
    <AccountSection
      id="profile"
      icon={<UserRound aria-hidden />}
      title="Profile"
      description="The name the app greets you by."
    >
      <form
        className="grid gap-3"
        noValidate
        onSubmit={action.submit(async (form) => {
          await updateName(check(displayNameSchema, field(form, "name")));
          await refreshAccount();
          return "Your name is saved.";
        })}
      >
        <div className="grid gap-2">
          <Label htmlFor={id}>Your name</Label>
          <Input
            id={id}
            name="name"
            defaultValue={name}
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
          />
          <p className="text-xs text-muted-foreground">At most {NAME_MAX_LENGTH} characters.</p>
        </div>
        <ActionMessages action={action} />
        <Button type="submit" className="justify-self-start" disabled={action.busy}>
          {action.busy ? "Saving..." : "Save name"}
        </Button>
      </form>
    </AccountSection>
  );
}

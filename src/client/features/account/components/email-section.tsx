import { Trans, useLingui } from "@lingui/react/macro";
import { Mail } from "lucide-react";
import { useId } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
import { emailChangeSchema } from "#shared/account.ts";
import { requestEmailChange, sendConfirmationAgain } from "../api.ts";
import { AccountSection, ActionMessages, check, Done, field, useAction } from "./section.tsx";

/**
 * The address, and a change: a link goes to the new one and a notice to the old, and nothing
 * changes until the link is opened in this browser.
 */
export function EmailSection({
  email,
  verified,
  linkResult,
}: {
  email: string;
  verified: boolean;
  /** What a confirmation link said when it brought the person back here. */
  linkResult: { ok: true } | { ok: false; error: string } | null;
}) {
  const { t } = useLingui();
  const id = useId();
  const action = useAction(t`The link could not be sent. Please try again.`);
  return (
    <AccountSection
      id="email"
      icon={<Mail aria-hidden />}
      title={t`Email`}
      description={
        verified ? (
          <Trans>
            <span className="break-all text-foreground">{email}</span> (confirmed)
          </Trans>
        ) : (
          <Trans>
            <span className="break-all text-foreground">{email}</span> (not confirmed yet)
          </Trans>
        )
      }
    >
      {linkResult?.ok && (
        <Done>
          <Trans>Your new email is confirmed: you sign in with it from now on.</Trans>
        </Done>
      )}
      {linkResult && !linkResult.ok && <ErrorAlert>{linkResult.error}</ErrorAlert>}
      {!verified && <ConfirmAgain email={email} />}
      <form
        className="grid gap-3"
        noValidate
        onSubmit={action.submit(async (form) => {
          const { newEmail } = check(emailChangeSchema, {
            newEmail: field(form, "newEmail").trim(),
          });
          if (newEmail.toLowerCase() === email.toLowerCase()) {
            return t`That is already your email.`;
          }
          await requestEmailChange(newEmail);
          return t`We sent a link to ${newEmail}. Open it in this browser to confirm; until then you keep ${email}. We told ${email} too.`;
        })}
      >
        <div className="grid gap-2">
          <Label htmlFor={id}>
            <Trans>New email</Trans>
          </Label>
          <Input
            id={id}
            name="newEmail"
            type="email"
            autoComplete="email"
            placeholder={t`you@example.com`}
            required
          />
        </div>
        <ActionMessages action={action} />
        <Button
          type="submit"
          variant="outline"
          className="justify-self-start"
          disabled={action.busy}
        >
          {action.busy ? t`Sending...` : t`Send confirmation link`}
        </Button>
      </form>
    </AccountSection>
  );
}

/** While the address is unconfirmed: its link again, for a mail lost or a link expired. */
function ConfirmAgain({ email }: { email: string }) {
  const { t } = useLingui();
  const action = useAction(t`The confirmation email could not be sent. Please try again.`);
  return (
    <div className="grid gap-3 border-b border-border pb-4">
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={action.busy}
        onClick={() =>
          action.perform(async () => {
            await sendConfirmationAgain(email);
            return t`We've sent a new confirmation link to ${email}.`;
          })
        }
      >
        {action.busy ? t`Sending...` : t`Send the confirmation email again`}
      </Button>
      <ActionMessages action={action} />
    </div>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
import { sharedText } from "#client/lib/i18n.tsx";
import { signInSchema } from "#shared/credentials.ts";
import { describeError } from "#shared/error-messages.ts";
import { requestPasswordReset } from "../api.ts";

/** 'Forgot password?': asks for a reset link. It says the same whether or not the email has an account. */
export function ForgotPasswordView({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useLingui();
  const ids = { email: useId(), error: useId() };
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    const checked = signInSchema.shape.email.safeParse(email);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t`Enter a valid email address`);
      return;
    }
    setError(null);
    setLoading(true);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (caught) {
      setError(describeError(caught, t`Could not send the link. Please try again.`, sharedText));
    } finally {
      setLoading(false);
    }
  }

  return (
    <div>
      <Button variant="ghost" size="sm" className="-ml-2 mb-4" onClick={onBack}>
        <ArrowLeft aria-hidden />
        <Trans>Back to sign in</Trans>
      </Button>
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Reset your password</Trans>
      </h1>
      {sentTo ? (
        <p className="mt-4 text-sm" role="status">
          <Trans>
            If an account uses <strong>{sentTo}</strong>, a link to choose a new password is on its
            way. It works once, for 30 minutes.
          </Trans>
        </p>
      ) : (
        <form
          className="mt-6 grid gap-4"
          onSubmit={onSubmit}
          noValidate
          aria-describedby={error ? ids.error : undefined}
        >
          <p className="text-sm text-muted-foreground">
            <Trans>
              Enter your account's email and we will send you a link to choose a new password.
            </Trans>
          </p>
          <div className="grid gap-2">
            <Label htmlFor={ids.email}>
              <Trans>Email</Trans>
            </Label>
            <Input
              id={ids.email}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={email}
              required
            />
          </div>
          {error && <ErrorAlert id={ids.error}>{error}</ErrorAlert>}
          <Button type="submit" size="lg" disabled={loading}>
            {loading ? t`Please wait...` : t`Send reset link`}
          </Button>
        </form>
      )}
    </div>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Label } from "#client/components/ui/input.tsx";
import { PasswordInput } from "#client/components/ui/password-input.tsx";
import { toast } from "#client/components/ui/toast-store.ts";
import { sharedText } from "#client/lib/i18n.tsx";
import { ApiError } from "#shared/api-error.ts";
import { APP_NAME } from "#shared/app-info.ts";
import { newPasswordSchema } from "#shared/credentials.ts";
import { describeError } from "#shared/error-messages.ts";
import { resetPassword } from "../api.ts";
import { AuthFrame } from "./auth-frame.tsx";

/**
 * Where a reset link lands (/reset-password?token=…): choose a new password. A confirmation
 * link opened in another browser than the one that signed up lands here too (&confirmed=1):
 * the address is proven, and its holder now chooses the password.
 */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  const linkSpent = t`This link has expired or was already used. Ask for a new one.`;
  const confirmed = params.get("confirmed") === "1";
  const ids = { password: useId(), error: useId() };
  const [loading, setLoading] = useState(false);
  // Better Auth sends a spent or expired link here with ?error=INVALID_TOKEN: no token, so
  // the link is said to be spent, in the language shown now.
  const [failure, setFailure] = useState<string | null>(null);
  const error = failure ?? (token ? null : linkSpent);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    const checked = newPasswordSchema.safeParse(password);
    if (!checked.success || !token) {
      setFailure(checked.error?.issues[0]?.message ?? linkSpent);
      return;
    }
    setFailure(null);
    setLoading(true);
    try {
      await resetPassword(token, password);
      toast({
        title: confirmed ? t`Password set` : t`Password changed`,
        description: t`Sign in with your new password.`,
      });
      navigate("/sign-in", { replace: true });
    } catch (caught) {
      const spent = caught instanceof ApiError && caught.status === 400;
      setFailure(
        spent ? linkSpent : describeError(caught, t`Could not change the password.`, sharedText),
      );
      setLoading(false);
    }
  }

  const heading = confirmed ? t`Choose your password` : t`Choose a new password`;
  return (
    <AuthFrame>
      <title>{`${heading} · ${APP_NAME}`}</title>
      <h1 className="text-2xl font-bold tracking-tight">{heading}</h1>
      {confirmed && (
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>
            Your email address is confirmed. To keep the account yours, choose the password you will
            sign in with: any password set before this confirmation no longer works.
          </Trans>
        </p>
      )}
      <form
        className="mt-6 grid gap-4"
        onSubmit={onSubmit}
        noValidate
        aria-describedby={error ? ids.error : undefined}
      >
        <div className="grid gap-2">
          <Label htmlFor={ids.password}>
            <Trans>New password</Trans>
          </Label>
          <PasswordInput
            id={ids.password}
            name="password"
            autoComplete="new-password"
            disabled={!token}
          />
          <p className="text-xs text-muted-foreground">
            <Trans>At least 8 characters.</Trans>
          </p>
        </div>
        {error && <ErrorAlert id={ids.error}>{error}</ErrorAlert>}
        <Button type="submit" size="lg" disabled={loading || !token}>
          {loading ? t`Please wait...` : t`Change password`}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm">
        <Link to="/sign-in" className="font-medium text-primary underline underline-offset-2">
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </AuthFrame>
  );
}

import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Label } from "#client/components/ui/input.tsx";
import { PasswordInput } from "#client/components/ui/password-input.tsx";
import { toast } from "#client/components/ui/toast-store.ts";
import { ApiError } from "#shared/api-error.ts";
import { APP_NAME } from "#shared/app-info.ts";
import { newPasswordSchema } from "#shared/credentials.ts";
import { describeError } from "#shared/error-messages.ts";
import { resetPassword } from "../api.ts";
import { AuthFrame } from "./auth-frame.tsx";

const LINK_SPENT = "This link has expired or was already used. Ask for a new one.";

/**
 * Where a reset link lands (/reset-password?token=…): choose a new password. A confirmation
 * link opened in another browser than the one that signed up lands here too (&confirmed=1):
 * the address is proven, and its holder now chooses the password.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  const confirmed = params.get("confirmed") === "1";
  const ids = { password: useId(), error: useId() };
  const [loading, setLoading] = useState(false);
  // Better Auth sends a spent or expired link here with ?error=INVALID_TOKEN.
  const [error, setError] = useState<string | null>(token ? null : LINK_SPENT);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    const checked = newPasswordSchema.safeParse(password);
    if (!checked.success || !token) {
      setError(checked.error?.issues[0]?.message ?? LINK_SPENT);
      return;
    }
    setError(null);
    setLoading(true);
    try {
      await resetPassword(token, password);
      toast({
        title: confirmed ? "Password set" : "Password changed",
        description: "Sign in with your new password.",
      });
      navigate("/sign-in", { replace: true });
    } catch (caught) {
      const spent = caught instanceof ApiError && caught.status === 400;
      setError(spent ? LINK_SPENT : describeError(caught, "Could not change the password."));
      setLoading(false);
    }
  }

  return (
    <AuthFrame>
      <title>{`${confirmed ? "Choose your password" : "Choose a new password"} · ${APP_NAME}`}</title>
      <h1 className="text-2xl font-bold tracking-tight">
        {confirmed ? "Choose your password" : "Choose a new password"}
      </h1>
      {confirmed && (
        <p className="mt-2 text-sm text-muted-foreground">
          Your email address is confirmed. To keep the account yours, choose the password you will
          sign in with: any password set before this confirmation no longer works.
        </p>
      )}
      <form
        className="mt-6 grid gap-4"
        onSubmit={onSubmit}
        noValidate
        aria-describedby={error ? ids.error : undefined}
      >
        <div className="grid gap-2">
          <Label htmlFor={ids.password}>New password</Label>
          <PasswordInput
            id={ids.password}
            name="password"
            autoComplete="new-password"
            disabled={!token}
          />
          <p className="text-xs text-muted-foreground">At least 8 characters.</p>
        </div>
        {error && <ErrorAlert id={ids.error}>{error}</ErrorAlert>}
        <Button type="submit" size="lg" disabled={loading || !token}>
          {loading ? "Please wait..." : "Change password"}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm">
        <Link to="/sign-in" className="font-medium text-primary underline underline-offset-2">
          Back to sign in
        </Link>
      </p>
    </AuthFrame>
  );
}

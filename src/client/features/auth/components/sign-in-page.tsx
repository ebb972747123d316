import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, Fingerprint, Mail } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
import { PasswordInput } from "#client/components/ui/password-input.tsx";
import { toast } from "#client/components/ui/toast-store.ts";
import { describeAuthError } from "#client/lib/auth-errors.ts";
import { sharedText } from "#client/lib/i18n.tsx";
import { openedByIpAddress, passkeysSupported } from "#client/lib/passkeys.ts";
import { useAuth } from "#client/lib/session.ts";
import { APP_NAME } from "#shared/app-info.ts";
import { signInSchema, signUpSchema } from "#shared/credentials.ts";
import { PASSKEYS_NEED_A_NAME } from "#shared/passkey-host.ts";
import { returnPath } from "#shared/return-path.ts";
import { passkeySignIn, signInWithEmail, signUpWithEmail } from "../api.ts";
import { AuthFrame } from "./auth-frame.tsx";
import { ExternalSignIn } from "./external-sign-in.tsx";
import { ForgotPasswordView } from "./forgot-password-view.tsx";
import { TwoFactorView } from "./two-factor-view.tsx";

type Mode = "sign-in" | "sign-up";

export function SignInPage() {
  const { t } = useLingui();
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [view, setView] = useState<"choose" | "email" | "forgot" | "two-factor">("choose");
  // The address typed before "Forgot password?", so the reset form starts with it.
  const [typedEmail, setTypedEmail] = useState("");
  if (auth.status === "signed-in" && view !== "two-factor") return <Navigate to="/" replace />;

  return (
    <AuthFrame>
      <title>{`${t`Sign in`} · ${APP_NAME}`}</title>
      {params.get("confirm-email") === "1" && view !== "two-factor" && (
        <p
          role="status"
          className="mb-6 rounded-lg bg-secondary px-3 py-2 text-sm text-secondary-foreground"
        >
          <Trans>
            To confirm your new email, sign in here, then open the link in the email again.
          </Trans>
        </p>
      )}
      {view === "choose" && <ChooseView onEmail={() => setView("email")} />}
      {view === "email" && (
        <EmailView
          onBack={() => setView("choose")}
          onForgot={(email) => {
            setTypedEmail(email);
            setView("forgot");
          }}
          onTwoFactor={() => setView("two-factor")}
        />
      )}
      {view === "two-factor" && (
        <TwoFactorView
          onBack={() => setView("email")}
          onDone={() => navigate(returnPath(params.get("next")), { replace: true })}
        />
      )}
      {view === "forgot" && (
        <ForgotPasswordView email={typedEmail} onBack={() => setView("email")} />
      )}
      <p className="mt-8 text-center text-xs text-muted-foreground">
        <Trans>
          By continuing you agree to our{" "}
          <Link to="/terms" className="font-medium text-primary underline underline-offset-2">
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link
            to="/privacy-policy"
            className="font-medium text-primary underline underline-offset-2"
          >
            Privacy Policy
          </Link>
          .
        </Trans>
      </p>
    </AuthFrame>
  );
}

function ChooseView({ onEmail }: { onEmail: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const noteId = useId();
  const byAddress = openedByIpAddress();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function withPasskey() {
    setBusy(true);
    setError(null);
    try {
      await passkeySignIn();
      navigate(returnPath(new URLSearchParams(window.location.search).get("next")), {
        replace: true,
      });
    } catch (caught) {
      setError(describeAuthError(caught, t`Passkey sign-in failed. Please try again.`));
      setBusy(false);
    }
  }
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Welcome to UK Adventures</Trans>
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">
        <Trans>
          Sign in to keep your private list of places to visit across the United Kingdom.
        </Trans>
      </p>
      <div className="mt-8 grid gap-3">
        <ExternalSignIn />
        <Button size="lg" onClick={onEmail}>
          <Mail aria-hidden />
          <Trans>Continue with email</Trans>
        </Button>
        {passkeysSupported() && (
          <Button
            size="lg"
            variant="outline"
            onClick={withPasskey}
            disabled={busy || byAddress}
            aria-describedby={byAddress ? noteId : undefined}
          >
            <Fingerprint aria-hidden />
            {busy ? t`Waiting for your passkey...` : t`Sign in with a passkey`}
          </Button>
        )}
        {passkeysSupported() && byAddress && (
          <p id={noteId} className="text-sm text-muted-foreground">
            {sharedText(PASSKEYS_NEED_A_NAME)}
          </p>
        )}
        {error && <ErrorAlert>{error}</ErrorAlert>}
      </div>
    </div>
  );
}

function EmailView({
  onBack,
  onForgot,
  onTwoFactor,
}: {
  onBack: () => void;
  /** Told the email typed so far. */
  onForgot: (email: string) => void;
  onTwoFactor: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const ids = { name: useId(), email: useId(), password: useId(), error: useId() };
  const authFailed = t`Authentication failed. Please try again.`;
  const [mode, setMode] = useState<Mode>("sign-in");
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function switchMode() {
    setMode(mode === "sign-in" ? "sign-up" : "sign-in");
    setError(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? "").trim(),
      password: String(form.get("password") ?? ""),
    };
    const parsed =
      mode === "sign-in" ? signInSchema.safeParse(values) : signUpSchema.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? authFailed);
      return;
    }
    setError(null);
    setLoading(true);
    try {
      if (mode === "sign-in") {
        if ((await signInWithEmail(values)) === "two-factor") {
          onTwoFactor();
          return;
        }
      } else {
        await signUpWithEmail(values);
        toast({
          title: t`Welcome aboard!`,
          description: t`Your list is ready: add the first place you want to visit.`,
        });
      }
      navigate(returnPath(new URLSearchParams(window.location.search).get("next")), {
        replace: true,
      });
    } catch (caught) {
      setError(describeAuthError(caught, authFailed));
      setLoading(false);
    }
  }

  const title = mode === "sign-in" ? t`Sign In` : t`Create Account`;
  return (
    <div>
      <Button variant="ghost" size="sm" className="-ml-2 mb-4" onClick={onBack}>
        <ArrowLeft aria-hidden />
        <Trans>Other ways to sign in</Trans>
      </Button>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {mode === "sign-in"
          ? t`Welcome back. Sign in with your email and password.`
          : t`Start your list of UK places. It takes a few seconds.`}
      </p>
      <form
        className="mt-6 grid gap-4"
        onSubmit={onSubmit}
        noValidate
        aria-describedby={error ? ids.error : undefined}
      >
        {mode === "sign-up" && (
          <div className="grid gap-2">
            <Label htmlFor={ids.name}>
              <Trans>
                Your name <span className="font-normal text-muted-foreground">(optional)</span>
              </Trans>
            </Label>
            <Input id={ids.name} name="name" autoComplete="name" maxLength={100} />
          </div>
        )}
        <div className="grid gap-2">
          <Label htmlFor={ids.email}>
            <Trans>Email</Trans>
          </Label>
          <Input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder={t`you@example.com`}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.password}>
            <Trans>Password</Trans>
          </Label>
          <PasswordInput
            id={ids.password}
            name="password"
            autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
          />
          {mode === "sign-up" ? (
            <p className="text-xs text-muted-foreground">
              <Trans>At least 8 characters.</Trans>
            </p>
          ) : (
            <button
              type="button"
              onClick={(event) => {
                const typed = event.currentTarget.form?.elements.namedItem("email");
                onForgot(typed instanceof HTMLInputElement ? typed.value.trim() : "");
              }}
              className="justify-self-start text-sm font-medium text-primary underline underline-offset-2"
            >
              <Trans>Forgot password?</Trans>
            </button>
          )}
        </div>
        {error && <ErrorAlert id={ids.error}>{error}</ErrorAlert>}
        <Button type="submit" size="lg" disabled={loading}>
          {loading ? (mode === "sign-in" ? t`Signing in...` : t`Please wait...`) : title}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        {mode === "sign-in" ? t`New to UK Adventures?` : t`Already have an account?`}{" "}
        <button
          type="button"
          onClick={switchMode}
          className="font-medium text-primary underline underline-offset-2"
        >
          {mode === "sign-in" ? t`Create Account` : t`Sign In`}
        </button>
      </p>
    </div>
  );
}

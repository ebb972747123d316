import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
import { describeAuthError } from "#client/lib/auth-errors.ts";
import { backupCodeSchema, totpCodeSchema } from "#shared/account.ts";
import { finishTwoFactorSignIn } from "../api.ts";

/** What each kind of code looks like: digits and letters, the same in every language. */
const CODE_SAMPLE = { totp: "123456", backup: "7KQ4M-X2PRD" } as const;

/** After the password, for an account with two-factor sign-in: the code, or a backup code. */
export function TwoFactorView({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const ids = { code: useId(), trust: useId(), error: useId() };
  const [kind, setKind] = useState<"totp" | "backup">("totp");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const schema = kind === "totp" ? totpCodeSchema : backupCodeSchema;
    const parsed = schema.safeParse(String(form.get("code") ?? ""));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t`Enter the code`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await finishTwoFactorSignIn(kind, parsed.data, form.get("trust") === "on");
      onDone();
    } catch (caught) {
      setError(describeAuthError(caught, t`That code could not be checked. Please try again.`));
      setBusy(false);
    }
  }

  return (
    <div>
      <Button variant="ghost" size="sm" className="-ml-2 mb-4" onClick={onBack}>
        <ArrowLeft aria-hidden />
        <Trans>Back to sign in</Trans>
      </Button>
      <h1 className="text-2xl font-bold tracking-tight">
        {kind === "totp" ? t`Enter your code` : t`Enter a backup code`}
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {kind === "totp"
          ? t`Open your authenticator app and enter the 6-digit code it shows for UK Adventures.`
          : t`Enter one of the backup codes you saved when you turned on two-factor sign-in. Each works once.`}
      </p>
      <form
        className="mt-6 grid gap-4"
        onSubmit={onSubmit}
        noValidate
        aria-describedby={error ? ids.error : undefined}
      >
        <div className="grid gap-2">
          <Label htmlFor={ids.code}>{kind === "totp" ? t`6-digit code` : t`Backup code`}</Label>
          <Input
            key={kind}
            id={ids.code}
            name="code"
            autoComplete="one-time-code"
            inputMode={kind === "totp" ? "numeric" : "text"}
            placeholder={CODE_SAMPLE[kind]}
            className="font-mono tracking-widest"
            autoFocus
          />
        </div>
        <div className="flex items-center gap-3">
          <Checkbox id={ids.trust} name="trust" />
          <Label htmlFor={ids.trust} className="font-normal">
            <Trans>Trust this device for 30 days</Trans>
          </Label>
        </div>
        {error && <ErrorAlert id={ids.error}>{error}</ErrorAlert>}
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t`Checking...` : t`Verify`}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        <button
          type="button"
          onClick={() => {
            setKind(kind === "totp" ? "backup" : "totp");
            setError(null);
          }}
          className="font-medium text-primary underline underline-offset-2"
        >
          {kind === "totp" ? t`Use a backup code instead` : t`Use a code from your app instead`}
        </button>
      </p>
    </div>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Copy, Download, KeyRound, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { renderSVG } from "uqr";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
import { PasswordInput } from "#client/components/ui/password-input.tsx";
import { toast } from "#client/components/ui/toast-store.ts";
import { saveFile } from "#client/lib/save-file.ts";
import { totpCodeSchema } from "#shared/account.ts";
import {
  confirmTwoFactor,
  makeNewBackupCodes,
  refreshAccount,
  startTwoFactor,
  type TwoFactorSetup,
  turnOffTwoFactor,
} from "../api.ts";
import { AccountSection, check, Done, field, Problem, useAction } from "./section.tsx";

type Step =
  | { kind: "idle" }
  | { kind: "scan"; setup: TwoFactorSetup }
  | { kind: "codes"; codes: string[]; renewed: boolean };

/** The secret of the otpauth:// address, in fours, for typing into an app by hand. */
function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/** The QR code of the otpauth:// address, drawn here: the secret never leaves the page. */
function qrImage(totpURI: string): string {
  const svg = renderSVG(totpURI, { border: 2, pixelSize: 6 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Copies `text`, then says so: `said` holds the two outcomes, each a whole sentence. */
async function copy(text: string, said: { copied: string; failed: string }) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: said.copied });
  } catch {
    toast({ title: said.failed });
  }
}

/** Backup codes to keep: each signs in once; shown this once, to copy or download. */
function BackupCodes({
  codes,
  heading,
  onSaved,
}: {
  codes: string[];
  heading: string;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="grid gap-3">
      <Done>{heading}</Done>
      <p className="text-sm">
        <Trans>
          Save these backup codes somewhere safe. Each one signs you in once if you lose your phone;
          they are not shown again.
        </Trans>
      </p>
      <ol
        aria-label={t`Backup codes`}
        className="grid grid-cols-2 gap-2 rounded-xl bg-muted p-3 font-mono text-sm sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            copy(codes.join("\n"), {
              copied: t`Backup codes copied`,
              failed: t`Backup codes could not be copied: select and copy them instead`,
            })
          }
        >
          <Copy aria-hidden />
          <Trans>Copy codes</Trans>
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            saveFile(
              new Blob([`${t`UK Adventures backup codes`}\n\n${codes.join("\n")}\n`], {
                type: "text/plain",
              }),
              "uk-adventures-backup-codes.txt",
            )
          }
        >
          <Download aria-hidden />
          <Trans>Download codes</Trans>
        </Button>
        <Button onClick={onSaved}>
          <Trans>I have saved them</Trans>
        </Button>
      </div>
    </div>
  );
}

/** Two-factor sign-in: on with the password and a first code, then backup codes to keep. */
export function TwoFactorSection({
  enabled,
  hasPassword,
}: {
  enabled: boolean;
  hasPassword: boolean;
}) {
  const { t } = useLingui();
  const ids = { password: useId(), code: useId(), off: useId(), renew: useId() };
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [asking, setAsking] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const action = useAction(t`Two-factor sign-in could not be changed. Please try again.`);
  const renewal = useAction(t`New backup codes could not be made. Please try again.`);

  const description = enabled
    ? t`On. After your password, the app asks for a code from your authenticator app, or a backup code.`
    : t`Off. Turn it on to need a code from an authenticator app (such as Google Authenticator, Aegis or 1Password) after your password.`;

  return (
    <AccountSection
      id="two-factor"
      icon={<ShieldCheck aria-hidden />}
      title={t`Two-factor sign-in`}
      description={description}
    >
      {step.kind === "codes" && (
        <BackupCodes
          codes={step.codes}
          heading={
            step.renewed
              ? t`New backup codes made. Your old ones no longer work.`
              : t`Two-factor sign-in is on.`
          }
          onSaved={() => setStep({ kind: "idle" })}
        />
      )}

      {step.kind === "scan" && (
        <form
          className="grid gap-3"
          noValidate
          onSubmit={action.submit(async (form) => {
            const code = check(totpCodeSchema, field(form, "code"));
            await confirmTwoFactor(code);
            await refreshAccount();
            setStep({ kind: "codes", codes: step.setup.backupCodes, renewed: false });
          })}
        >
          <p className="text-sm">
            <Trans>
              Scan this code with your authenticator app, or type the key below into it. Then enter
              the 6-digit code it shows.
            </Trans>
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <img
              src={qrImage(step.setup.totpURI)}
              alt={t`QR code to add UK Adventures to your authenticator app`}
              className="size-44 rounded-xl bg-white p-1"
              width={176}
              height={176}
            />
            <div className="grid min-w-0 flex-1 basis-48 gap-1">
              <span className="text-xs text-muted-foreground">
                <Trans>Key</Trans>
              </span>
              <code
                data-testid="totp-secret"
                className="rounded-lg bg-muted px-2 py-1 font-mono text-sm break-all"
              >
                {secretOf(step.setup.totpURI)}
              </code>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="justify-self-start"
                onClick={() =>
                  copy(secretOf(step.setup.totpURI).replaceAll(" ", ""), {
                    copied: t`Key copied`,
                    failed: t`Key could not be copied: select and copy them instead`,
                  })
                }
              >
                <Copy aria-hidden />
                <Trans>Copy key</Trans>
              </Button>
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.code}>
              <Trans>6-digit code</Trans>
            </Label>
            <Input
              id={ids.code}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              className="max-w-40 font-mono tracking-widest"
            />
          </div>
          {action.error && <ErrorAlert>{action.error}</ErrorAlert>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={action.busy}>
              {action.busy ? t`Checking...` : t`Turn on`}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setStep({ kind: "idle" })}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}

      {step.kind === "idle" && !enabled && !asking && (
        <Button className="justify-self-start" onClick={() => setAsking(true)}>
          <Trans>Turn on two-factor sign-in</Trans>
        </Button>
      )}

      {step.kind === "idle" && !enabled && asking && (
        <form
          className="grid gap-3"
          noValidate
          onSubmit={action.submit(async (form) => {
            const password = field(form, "password");
            if (hasPassword && !password) throw new Problem(t`Enter your password`);
            const setup = await startTwoFactor(hasPassword ? password : undefined);
            setAsking(false);
            setStep({ kind: "scan", setup });
          })}
        >
          {hasPassword && (
            <div className="grid gap-2">
              <Label htmlFor={ids.password}>
                <Trans>Your password</Trans>
              </Label>
              <PasswordInput id={ids.password} name="password" autoComplete="current-password" />
            </div>
          )}
          {action.error && <ErrorAlert>{action.error}</ErrorAlert>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={action.busy}>
              {action.busy ? t`Please wait...` : t`Continue`}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setAsking(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}

      {step.kind === "idle" && enabled && !renewing && (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            renewal.setError(null);
            setRenewing(true);
          }}
        >
          <KeyRound aria-hidden />
          <Trans>Make new backup codes</Trans>
        </Button>
      )}

      {step.kind === "idle" && enabled && renewing && (
        <form
          className="grid gap-3"
          aria-label={t`Make new backup codes`}
          noValidate
          onSubmit={renewal.submit(async (form) => {
            const password = field(form, "password");
            if (hasPassword && !password) throw new Problem(t`Enter your password`);
            const { backupCodes } = await makeNewBackupCodes(hasPassword ? password : undefined);
            setRenewing(false);
            setStep({ kind: "codes", codes: backupCodes, renewed: true });
          })}
        >
          <p className="text-sm">
            <Trans>You get ten new backup codes, and the ones you have now stop working.</Trans>
          </p>
          {hasPassword && (
            <div className="grid gap-2">
              <Label htmlFor={ids.renew}>
                <Trans>Your password</Trans>
              </Label>
              <PasswordInput id={ids.renew} name="password" autoComplete="current-password" />
            </div>
          )}
          {renewal.error && <ErrorAlert>{renewal.error}</ErrorAlert>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={renewal.busy}>
              {renewal.busy ? t`Making codes...` : t`Make new codes`}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setRenewing(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}

      {step.kind === "idle" && enabled && !renewing && (
        // Apart from the backup codes above: this password is for turning it off.
        <form
          className="grid gap-3 border-t border-border pt-3"
          noValidate
          onSubmit={action.submit(async (form) => {
            const password = field(form, "password");
            if (hasPassword && !password) throw new Problem(t`Enter your password to turn it off`);
            await turnOffTwoFactor(hasPassword ? password : undefined);
            await refreshAccount();
            return t`Two-factor sign-in is off.`;
          })}
        >
          {hasPassword && (
            <div className="grid gap-2">
              <Label htmlFor={ids.off}>
                <Trans>Your password</Trans>
              </Label>
              <PasswordInput id={ids.off} name="password" autoComplete="current-password" />
            </div>
          )}
          {action.error && <ErrorAlert>{action.error}</ErrorAlert>}
          <Button
            type="submit"
            variant="outline"
            className="justify-self-start"
            disabled={action.busy}
          >
            {action.busy ? t`Turning off...` : t`Turn off two-factor sign-in`}
          </Button>
        </form>
      )}
      {step.kind === "idle" && !enabled && action.done && <Done>{action.done}</Done>}
    </AccountSection>
  );
}

import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { signInOptionsQuery, startExternalSignIn } from "../api.ts";

/**
 * 'Google sign-in failed. Please try again.', or the provider's own label. Called as the view
 * is drawn or a sign-in fails, so it reads the language shown then.
 */
const failedText = (label: string) => t`${label} sign-in failed. Please try again.`;

/**
 * A button for each external provider the server has set up. A failure, here or on the
 * provider's side (which sends the browser back with ?error=), shows inline on this view.
 */
export function ExternalSignIn() {
  const options = useQuery(signInOptionsQuery);
  const [params] = useSearchParams();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const providers = options.data?.external ?? [];
  const returnedWithError =
    params.get("error") && providers.find((p) => p.id === params.get("provider"));
  const error = failed ?? (returnedWithError ? failedText(returnedWithError.label) : null);

  async function start(provider: { id: string; label: string }) {
    setBusy(provider.id);
    setFailed(null);
    try {
      await startExternalSignIn(provider.id);
    } catch {
      setFailed(failedText(provider.label));
      setBusy(null);
    }
  }

  if (providers.length === 0) return null;
  return (
    <>
      {providers.map((provider) => {
        const { label } = provider;
        return (
          <Button
            key={provider.id}
            size="lg"
            variant="outline"
            disabled={busy !== null}
            onClick={() => start(provider)}
          >
            {provider.id === "google" ? <GoogleMark /> : <KeyRound aria-hidden />}
            {busy === provider.id ? (
              <Trans>Please wait...</Trans>
            ) : (
              <Trans>Continue with {label}</Trans>
            )}
          </Button>
        );
      })}
      {error && <ErrorAlert>{error}</ErrorAlert>}
    </>
  );
}

/** Google's "G", drawn here: no image to fetch, nothing for the CSP to allow. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden className="size-4">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.5-.8-3-.8-4.6s.3-3.1.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Copy, Link2, Link2Off } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
import { toast, toastFailure } from "#client/components/ui/toast-store.ts";
import {
  shareTrip,
  type TripShare,
  type TripShareInfo,
  tripQuery,
  withdrawShare,
} from "#client/entities/trip/trip-api.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { formatVisitDate } from "#shared/relative-date.ts";
import { SHARE_DAYS } from "#shared/trip.ts";

const SHARE_DAYS_MAX = SHARE_DAYS.max;

/**
 * Share: a link anyone can open to see the trip (not the person's other places), for a number
 * of days, with or without their name and photos; copied, and withdrawn at any time.
 */
export function ShareSection({
  tripId,
  current,
}: {
  tripId: number;
  current: TripShareInfo | null;
}) {
  const { t } = useLingui();
  // The link itself is seen only as it is made; after that the page knows only its expiry.
  const [share, setShare] = useState<TripShare | null>(null);
  const [replacing, setReplacing] = useState(false);
  const kept = () => queryClient.invalidateQueries({ queryKey: tripQuery(tripId).queryKey });
  const [days, setDays] = useState(String(SHARE_DAYS.default));
  const [showName, setShowName] = useState(false);
  const [includePhotos, setIncludePhotos] = useState(false);
  const [busy, setBusy] = useState(false);
  const ids = { days: useId(), name: useId(), photos: useId(), link: useId(), problem: useId() };
  const daysNumber = Number(days);
  const maxDays = SHARE_DAYS_MAX;
  const daysProblem =
    Number.isInteger(daysNumber) && daysNumber >= SHARE_DAYS.min && daysNumber <= SHARE_DAYS_MAX
      ? null
      : t`Choose from 1 to ${maxDays} days.`;

  async function create() {
    if (daysProblem) return;
    setBusy(true);
    try {
      setShare(await shareTrip(tripId, { expiresInDays: daysNumber, showName, includePhotos }));
      setReplacing(false);
      void kept();
      toast({ title: t`The share link is ready.` });
    } catch (error) {
      toastFailure(error, t`Failed to make the share link. Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  async function withdraw() {
    setBusy(true);
    try {
      await withdrawShare(tripId);
      setShare(null);
      void kept();
      toast({ title: t`The share link no longer works.` });
    } catch (error) {
      toastFailure(error, t`Failed to withdraw the share link. Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t`Copied!`, description: t`The link to this trip is on your clipboard.` });
    } catch {
      toast({
        title: t`Error`,
        description: t`Could not copy the link.`,
        variant: "destructive",
      });
    }
  }

  const absolute = share ? new URL(share.url, window.location.origin).toString() : "";
  const expiry = formatVisitDate(share?.expiresAt ?? current?.expiresAt ?? "");
  return (
    <section aria-labelledby={`${ids.link}-heading`} className="grid gap-3">
      <h2 id={`${ids.link}-heading`} className="font-semibold">
        <Trans>Share</Trans>
      </h2>
      {share ? (
        <div className="grid gap-2">
          <Label htmlFor={ids.link}>
            <Trans>Anyone with this link can see the trip</Trans>
          </Label>
          <div className="flex gap-2">
            <Input id={ids.link} readOnly value={absolute} onFocus={(e) => e.target.select()} />
            <Button variant="outline" onClick={() => copy(absolute)}>
              <Copy aria-hidden />
              <Trans>Copy</Trans>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            <Trans>The link stops working after {expiry}.</Trans>
          </p>
          <div>
            <Button variant="outline" onClick={withdraw} disabled={busy}>
              <Link2Off aria-hidden />
              <Trans>Withdraw link</Trans>
            </Button>
          </div>
        </div>
      ) : current && !replacing ? (
        <div className="grid gap-2">
          <p className="text-sm">
            <Trans>This trip has a share link. It stops working after {expiry}.</Trans>
          </p>
          <p className="text-sm text-muted-foreground">
            <Trans>The link is shown only when it is made. A new link replaces it.</Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setReplacing(true)} disabled={busy}>
              <Link2 aria-hidden />
              <Trans>Make a new link</Trans>
            </Button>
            <Button variant="outline" onClick={withdraw} disabled={busy}>
              <Link2Off aria-hidden />
              <Trans>Withdraw link</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            <Trans>
              Make a link that shows this trip to anyone who has it, without signing in.
            </Trans>
          </p>
          <div className="grid max-w-40 gap-1.5">
            <Label htmlFor={ids.days}>
              <Trans>Link works for (days)</Trans>
            </Label>
            <Input
              id={ids.days}
              type="number"
              inputMode="numeric"
              min={1}
              max={SHARE_DAYS_MAX}
              value={days}
              aria-invalid={daysProblem ? true : undefined}
              aria-describedby={daysProblem ? ids.problem : undefined}
              onChange={(event) => setDays(event.target.value)}
            />
          </div>
          {daysProblem && (
            <p id={ids.problem} className="text-sm font-medium text-destructive">
              {daysProblem}
            </p>
          )}
          <div className="flex items-center gap-3">
            <Checkbox
              id={ids.name}
              checked={showName}
              onChange={(event) => setShowName(event.target.checked)}
            />
            <Label htmlFor={ids.name}>
              <Trans>Show my name</Trans>
            </Label>
          </div>
          <div className="flex items-center gap-3">
            <Checkbox
              id={ids.photos}
              checked={includePhotos}
              onChange={(event) => setIncludePhotos(event.target.checked)}
            />
            <Label htmlFor={ids.photos}>
              <Trans>Include photos</Trans>
            </Label>
          </div>
          <div>
            <Button onClick={create} disabled={busy || daysProblem !== null}>
              <Link2 aria-hidden />
              <Trans>Create share link</Trans>
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

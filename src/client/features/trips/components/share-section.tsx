import { Copy, Link2, Link2Off } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
import { toast, toastFailure } from "#client/components/ui/toast-store.ts";
import { shareTrip, type TripShare, withdrawShare } from "#client/entities/trip/trip-api.ts";
import { formatVisitDate } from "#shared/relative-date.ts";

/**
 * Share: a link anyone can open to see the trip (not the person's other places), for a number
 * of days, with or without their name and photos; copied, and withdrawn at any time.
 */
export function ShareSection({ tripId, initial }: { tripId: number; initial: TripShare | null }) {
  const [share, setShare] = useState<TripShare | null>(initial);
  const [days, setDays] = useState("30");
  const [showName, setShowName] = useState(false);
  const [includePhotos, setIncludePhotos] = useState(false);
  const [busy, setBusy] = useState(false);
  const ids = { days: useId(), name: useId(), photos: useId(), link: useId(), problem: useId() };
  const daysNumber = Number(days);
  const daysProblem =
    Number.isInteger(daysNumber) && daysNumber >= 1 && daysNumber <= 365
      ? null
      : "Choose from 1 to 365 days.";

  async function create() {
    if (daysProblem) return;
    setBusy(true);
    try {
      setShare(await shareTrip(tripId, { expiresInDays: daysNumber, showName, includePhotos }));
      toast({ title: "The share link is ready." });
    } catch (error) {
      toastFailure(error, "Failed to make the share link. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  async function withdraw() {
    setBusy(true);
    try {
      await withdrawShare(tripId);
      setShare(null);
      toast({ title: "The share link no longer works." });
    } catch (error) {
      toastFailure(error, "Failed to withdraw the share link. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Copied!", description: "The link to this trip is on your clipboard." });
    } catch {
      toast({ title: "Error", description: "Could not copy the link.", variant: "destructive" });
    }
  }

  const absolute = share ? new URL(share.url, window.location.origin).toString() : "";
  return (
    <section aria-labelledby={`${ids.link}-heading`} className="grid gap-3">
      <h2 id={`${ids.link}-heading`} className="font-semibold">
        Share
      </h2>
      {share ? (
        <div className="grid gap-2">
          <Label htmlFor={ids.link}>Anyone with this link can see the trip</Label>
          <div className="flex gap-2">
            <Input id={ids.link} readOnly value={absolute} onFocus={(e) => e.target.select()} />
            <Button variant="outline" onClick={() => copy(absolute)}>
              <Copy aria-hidden />
              Copy
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            {share.expiresAt
              ? `The link stops working after ${formatVisitDate(share.expiresAt)}.`
              : "The link works until you withdraw it."}
          </p>
          <div>
            <Button variant="outline" onClick={withdraw} disabled={busy}>
              <Link2Off aria-hidden />
              Withdraw link
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            Make a link that shows this trip to anyone who has it, without signing in.
          </p>
          <div className="grid max-w-40 gap-1.5">
            <Label htmlFor={ids.days}>Link works for (days)</Label>
            <Input
              id={ids.days}
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
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
            <Label htmlFor={ids.name}>Show my name</Label>
          </div>
          <div className="flex items-center gap-3">
            <Checkbox
              id={ids.photos}
              checked={includePhotos}
              onChange={(event) => setIncludePhotos(event.target.checked)}
            />
            <Label htmlFor={ids.photos}>Include photos</Label>
          </div>
          <div>
            <Button onClick={create} disabled={busy || daysProblem !== null}>
              <Link2 aria-hidden />
              Create share link
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { ImagePlus, LoaderCircle, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Label } from "#client/components/ui/input.tsx";
import { preparePhoto } from "../shrink-photo.ts";

/** The place's photo as the form will save it. */
export type Photo = { kind: "keep" } | { kind: "new"; dataUrl: string } | { kind: "removed" };

/** What became of the last photo chosen: being made ready, or refused and why. */
type Choice = { kind: "none" } | { kind: "preparing" } | { kind: "refused"; problem: string };

/** The photo the form holds, and the last choice of one (see PhotoField). */
export function usePhotoChoice() {
  const [photo, setPhoto] = useState<Photo>({ kind: "keep" });
  const [choice, setChoice] = useState<Choice>({ kind: "none" });
  const input = useRef<HTMLInputElement>(null);
  // Only the latest choice counts: a big photo still being made smaller must not replace a
  // smaller one chosen after it.
  const latest = useRef(0);

  async function choose(file: File | undefined) {
    if (input.current) input.current.value = "";
    if (!file) return;
    const turn = ++latest.current;
    setChoice({ kind: "preparing" });
    const prepared = await preparePhoto(file);
    if (turn !== latest.current) return;
    if ("problem" in prepared) {
      setChoice({ kind: "refused", problem: prepared.problem });
      return;
    }
    setPhoto({ kind: "new", dataUrl: prepared.dataUrl });
    setChoice({ kind: "none" });
  }

  return {
    photo,
    choice,
    input,
    choose,
    remove: () => setPhoto({ kind: "removed" }),
    /** Saving without the refused photo: the form keeps what it had. */
    dismiss: () => setChoice({ kind: "none" }),
  };
}

export type PhotoChoice = ReturnType<typeof usePhotoChoice>;

/**
 * "Photo" in the add/edit dialog. A large photo is made smaller before it is sent; one that is
 * refused stays named under the field, and the form will not save until the person chooses
 * another or says to go without it, so a save never seems to have kept a photo it did not.
 */
export function PhotoField({ state, current }: { state: PhotoChoice; current: string | null }) {
  const { t } = useLingui();
  const id = useId();
  const problemId = useId();
  const { photo, choice } = state;
  const preview = photo.kind === "new" ? photo.dataUrl : photo.kind === "keep" ? current : null;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        <Trans>Photo</Trans>
      </Label>
      {preview ? (
        <div className="relative overflow-hidden rounded-xl border border-border">
          <img src={preview} alt={t`Chosen for this place`} className="h-44 w-full object-cover" />
          <Button
            variant="secondary"
            size="sm"
            className="absolute top-2 right-2 shadow"
            onClick={state.remove}
          >
            <Trash2 aria-hidden />
            <Trans>Remove photo</Trans>
          </Button>
        </div>
      ) : null}
      <label
        htmlFor={id}
        className="flex cursor-pointer items-center gap-3 rounded-xl border border-dashed border-input px-4 py-3 text-sm hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
      >
        <ImagePlus className="size-5 text-primary" aria-hidden />
        <span>
          <span className="font-medium">
            {preview ? <Trans>Choose another photo</Trans> : <Trans>Add a photo</Trans>}
          </span>
          <span className="block text-xs text-muted-foreground">
            <Trans>
              JPG or PNG, up to 30MB: a large photo is made smaller before it is sent. Landscape
              works best.
            </Trans>
          </span>
        </span>
        <input
          ref={state.input}
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-describedby={choice.kind === "refused" ? problemId : undefined}
          onChange={(event) => state.choose(event.target.files?.[0])}
        />
      </label>
      {choice.kind === "preparing" && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
          <Trans>Preparing the photo...</Trans>
        </p>
      )}
      {choice.kind === "refused" && (
        <div className="grid justify-items-start gap-2">
          <p id={problemId} className="text-sm font-medium text-destructive" role="alert">
            {choice.problem}
          </p>
          <Button variant="outline" size="sm" onClick={state.dismiss}>
            <Trans>Don't use this photo</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

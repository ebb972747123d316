import { ImagePlus, Sparkles, Trash2 } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { ToggleChip } from "#client/components/ui/toggle-chip.tsx";
import { CATEGORIES, type Category, MOODS, type Mood } from "#shared/catalog.ts";
import { suggestCategory } from "#shared/category-suggestion.ts";
import { locationOf } from "#shared/geo/location.ts";
import type { Place } from "#shared/place.ts";
import { PLACE_LIMITS } from "#shared/place-limits.ts";
import { linkProblem } from "#shared/place-link.ts";
import type { NewPlaceFields } from "../api.ts";
import { DiscardDialog } from "./discard-dialog.tsx";
import { LinkField } from "./link-field.tsx";
import { type ChosenLocation, LocationField, useTownSuggestion } from "./location-field.tsx";

// A stored place's category and mood are among these (the server checks every write).
const knownCategory = (value: string | null | undefined) =>
  CATEGORIES.find((category) => category === value) ?? null;
const knownMood = (value: string | null | undefined) =>
  MOODS.find((mood) => mood.name === value)?.name ?? null;

/** The quick notes, each appended to the notes with a comma. */
const QUICK_NOTES = [
  "Great coffee",
  "Beautiful views",
  "Historic site",
  "Perfect for photos",
  "Hidden gem",
  "Family friendly",
  "Good value",
  "Must visit",
] as const;

type Photo = { kind: "keep" } | { kind: "new"; dataUrl: string } | { kind: "removed" };

type Props = {
  /** The place to edit; without it the form adds a new place. */
  place?: Place | undefined;
  saving: boolean;
  onSubmit: (fields: NewPlaceFields) => void;
  onClose: () => void;
  /** Where typing starts: the name, or "Find a place" when the form opened to add a location. */
  startAt?: "name" | "location";
};

const orNull = (value: string) => value.trim() || null;

/**
 * Whether the browser can draw the file as a picture: a file named .jpg that is not one would
 * otherwise show as a broken preview and be refused only on save.
 */
async function isDrawableImage(file: File): Promise<boolean> {
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * 'Add New Place' / 'Edit Entry'. It mounts fresh each time it opens, so adding starts
 * blank and editing starts from the place.
 */
export function PlaceFormDialog({ place, saving, onSubmit, onClose, startAt = "name" }: Props) {
  const adding = !place;
  const [name, setName] = useState(place?.name ?? "");
  const [address, setAddress] = useState(place?.address ?? "");
  const [notes, setNotes] = useState(place?.notes ?? "");
  const [link, setLink] = useState(place?.link ?? "");
  const [linkChecked, setLinkChecked] = useState(false);
  const [category, setCategory] = useState<Category | null>(knownCategory(place?.category));
  // A category is suggested from the name only when adding and none has been chosen.
  const [categoryChosen, setCategoryChosen] = useState(!adding);
  const [mood, setMood] = useState<Mood | null>(knownMood(place?.mood));
  const [photo, setPhoto] = useState<Photo>({ kind: "keep" });
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [location, setLocation] = useState<ChosenLocation | null>(place ? locationOf(place) : null);
  // Offered only while the place has no location: one the person set is never replaced.
  const townSuggestion = useTownSuggestion(name, address, location === null);
  const fileInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const locationInput = useRef<HTMLInputElement>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), address: useId(), notes: useId(), photo: useId() };
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  const suggested = !categoryChosen ? suggestCategory(name) : null;
  const shownCategory = categoryChosen ? category : suggested;
  const preview =
    photo.kind === "new" ? photo.dataUrl : photo.kind === "keep" ? (place?.photoUrl ?? null) : null;

  async function choosePhoto(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setPhotoError("Please choose an image file (JPG or PNG).");
      return;
    }
    if (file.size > PLACE_LIMITS.photoBytes) {
      setPhotoError("Please select a photo smaller than 2MB");
      return;
    }
    if (!(await isDrawableImage(file))) {
      setPhotoError(
        `"${file.name}" is not a picture this browser can open. Please choose a JPG or PNG photo.`,
      );
      return;
    }
    try {
      setPhoto({ kind: "new", dataUrl: await readAsDataUrl(file) });
      setPhotoError(null);
    } catch {
      setPhotoError("That photo could not be read. Please try another.");
    }
  }

  // Anything typed or chosen that closing would lose.
  const initialLocation = place ? locationOf(place) : null;
  const dirty =
    name !== (place?.name ?? "") ||
    address !== (place?.address ?? "") ||
    notes !== (place?.notes ?? "") ||
    link !== (place?.link ?? "") ||
    (categoryChosen && category !== knownCategory(place?.category)) ||
    mood !== knownMood(place?.mood) ||
    photo.kind !== "keep" ||
    location?.latitude !== initialLocation?.latitude ||
    location?.longitude !== initialLocation?.longitude;

  /** Closing (Escape, a tap outside, the close button, Cancel) asks first when it would lose work. */
  function requestClose() {
    if (saving) return;
    if (dirty) setConfirmingDiscard(true);
    else onClose();
  }

  function addQuickNote(note: string) {
    setNotes((current) => {
      const trimmed = current.trim();
      if (trimmed.split(/,\s*/).includes(note)) return current;
      return trimmed ? `${trimmed}, ${note}` : note;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || saving) return;
    if (linkProblem(link)) {
      setLinkChecked(true);
      linkInput.current?.focus();
      return;
    }
    const fields: NewPlaceFields = {
      name: name.trim(),
      address: orNull(address),
      notes: orNull(notes),
      link: orNull(link),
      category: shownCategory,
      mood,
    };
    const before = place ? locationOf(place) : null;
    if (location?.latitude !== before?.latitude || location?.longitude !== before?.longitude) {
      fields.latitude = location?.latitude ?? null;
      fields.longitude = location?.longitude ?? null;
    }
    if (photo.kind === "new") fields.photoUrl = photo.dataUrl;
    if (photo.kind === "removed") fields.photoUrl = null;
    onSubmit(fields);
  }

  return (
    <Dialog open onOpenChange={(open) => !open && requestClose()}>
      <DialogContent
        title={adding ? "Add New Place" : "Edit Entry"}
        sheetOnMobile
        // The name is what every place needs first; the close button is one Tab away.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (startAt === "location" ? locationInput : nameInput).current?.focus();
        }}
      >
        <form onSubmit={submit} className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor={ids.name}>
              Place Name <span className="text-destructive">*</span>
            </Label>
            <Input
              ref={nameInput}
              id={ids.name}
              value={name}
              required
              maxLength={PLACE_LIMITS.name}
              placeholder="e.g. Edinburgh Castle"
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
            />
          </div>

          <div className="grid gap-2">
            <Label htmlFor={ids.address}>Address</Label>
            <Input
              id={ids.address}
              value={address}
              maxLength={PLACE_LIMITS.address}
              placeholder="Town, county or postcode"
              autoComplete="off"
              onChange={(event) => setAddress(event.target.value)}
            />
          </div>

          <LocationField
            value={location}
            onChange={setLocation}
            suggestion={townSuggestion}
            searchRef={locationInput}
          />

          <LinkField
            value={link}
            onChange={setLink}
            checked={linkChecked}
            onLeave={() => setLinkChecked(true)}
            inputRef={linkInput}
          />

          <fieldset className="grid gap-2">
            <legend className="mb-2 flex items-center gap-2 text-sm font-medium">
              Category
              {suggested && (
                <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-normal text-accent-foreground">
                  <Sparkles className="size-3" aria-hidden />
                  Suggested from the name
                </span>
              )}
            </legend>
            <div className="flex flex-wrap gap-2">
              {CATEGORIES.map((option) => (
                <ToggleChip
                  key={option}
                  pressed={shownCategory === option}
                  onClick={() => {
                    setCategoryChosen(true);
                    setCategory(shownCategory === option ? null : option);
                  }}
                >
                  {option}
                </ToggleChip>
              ))}
            </div>
          </fieldset>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Mood</legend>
            <div className="flex flex-wrap gap-2">
              {MOODS.map((option) => (
                <ToggleChip
                  key={option.name}
                  pressed={mood === option.name}
                  onClick={() => setMood(mood === option.name ? null : option.name)}
                >
                  <span aria-hidden>{option.emoji}</span>
                  {option.name}
                </ToggleChip>
              ))}
            </div>
          </fieldset>

          <div className="grid gap-2">
            <Label htmlFor={ids.notes}>Notes</Label>
            <Textarea
              id={ids.notes}
              value={notes}
              maxLength={PLACE_LIMITS.notes}
              placeholder="What makes it worth the trip?"
              onChange={(event) => setNotes(event.target.value)}
            />
            <fieldset className="flex flex-wrap gap-1.5">
              <legend className="sr-only">Quick notes</legend>
              {QUICK_NOTES.map((note) => (
                <button
                  key={note}
                  type="button"
                  onClick={() => addQuickNote(note)}
                  className="rounded-full bg-secondary px-2.5 py-1 text-xs text-secondary-foreground hover:bg-secondary/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  + {note}
                </button>
              ))}
            </fieldset>
          </div>

          <div className="grid gap-2">
            <Label htmlFor={ids.photo}>Photo</Label>
            {preview ? (
              <div className="relative overflow-hidden rounded-xl border border-border">
                <img
                  src={preview}
                  alt="Chosen for this place"
                  className="h-44 w-full object-cover"
                />
                <Button
                  variant="secondary"
                  size="sm"
                  className="absolute top-2 right-2 shadow"
                  onClick={() => setPhoto({ kind: "removed" })}
                >
                  <Trash2 aria-hidden />
                  Remove photo
                </Button>
              </div>
            ) : null}
            <label
              htmlFor={ids.photo}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-dashed border-input px-4 py-3 text-sm hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <ImagePlus className="size-5 text-primary" aria-hidden />
              <span>
                <span className="font-medium">
                  {preview ? "Choose another photo" : "Add a photo"}
                </span>
                <span className="block text-xs text-muted-foreground">
                  JPG or PNG, under 2MB. Landscape works best.
                </span>
              </span>
              <input
                ref={fileInput}
                id={ids.photo}
                type="file"
                accept="image/*"
                className="sr-only"
                onChange={(event) => choosePhoto(event.target.files?.[0])}
              />
            </label>
            {photoError && (
              <p className="text-sm font-medium text-destructive" role="alert">
                {photoError}
              </p>
            )}
          </div>

          {/* Always in sight at the foot of the dialog, however long the form. */}
          <div className="sticky bottom-0 z-10 -mx-5 -mb-5 flex gap-2 border-t border-border bg-card px-5 py-3 sm:justify-end">
            <Button
              variant="outline"
              className="flex-1 sm:flex-none"
              onClick={requestClose}
              disabled={saving}
            >
              Cancel
            </Button>
            <Button type="submit" className="flex-1 sm:flex-none" disabled={saving || !name.trim()}>
              {saving ? "Saving..." : adding ? "Add Place" : "Save Changes"}
            </Button>
          </div>
        </form>
      </DialogContent>
      {confirmingDiscard && (
        <DiscardDialog
          adding={adding}
          onKeep={() => setConfirmingDiscard(false)}
          onDiscard={onClose}
          returnFocusTo={nameInput}
        />
      )}
    </Dialog>
  );
}

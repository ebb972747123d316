import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Sparkles } from "lucide-react";
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
import { type VisitChoice, visitChoiceOf, visitFieldsToSend } from "#shared/visit-choice.ts";
import type { NewPlaceFields } from "../api.ts";
import { DiscardDialog } from "./discard-dialog.tsx";
import { LinkField } from "./link-field.tsx";
import { type ChosenLocation, LocationField, useTownSuggestion } from "./location-field.tsx";
import { PhotoField, usePhotoChoice } from "./photo-field.tsx";
import { VisitField, visitDateProblem } from "./visit-field.tsx";

// A stored place's category and mood are among these (the server checks every write).
const knownCategory = (value: string | null | undefined) =>
  CATEGORIES.find((category) => category === value) ?? null;
const knownMood = (value: string | null | undefined) =>
  MOODS.find((mood) => mood.name === value)?.name ?? null;

/** The quick notes, each appended to the notes with a comma, in the language shown. */
const QUICK_NOTES = [
  msg`Great coffee`,
  msg`Beautiful views`,
  msg`Historic site`,
  msg`Perfect for photos`,
  msg`Hidden gem`,
  msg`Family friendly`,
  msg`Good value`,
  msg`Must visit`,
] as const;

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
 * 'Add New Place' / 'Edit Entry'. It mounts fresh each time it opens, so adding starts
 * blank and editing starts from the place.
 */
export function PlaceFormDialog({ place, saving, onSubmit, onClose, startAt = "name" }: Props) {
  const { t, i18n } = useLingui();
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
  const photoChoice = usePhotoChoice();
  const { photo } = photoChoice;
  const visitBefore = place ? visitChoiceOf(place) : undefined;
  const [visit, setVisit] = useState<VisitChoice>(visitBefore ?? visitChoiceOf());
  const [visitProblem, setVisitProblem] = useState<string | null>(null);
  const [location, setLocation] = useState<ChosenLocation | null>(place ? locationOf(place) : null);
  // Offered only while the place has no location: one the person set is never replaced.
  const townSuggestion = useTownSuggestion(name, address, location === null);
  const visitDateInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const locationInput = useRef<HTMLInputElement>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), address: useId(), notes: useId() };
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  const suggested = !categoryChosen ? suggestCategory(name) : null;
  const shownCategory = categoryChosen ? category : suggested;
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
    visitFieldsToSend(visit, visitBefore ?? visitChoiceOf()) !== undefined ||
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || saving || photoChoice.choice.kind === "preparing") return;
    if (linkProblem(link)) {
      setLinkChecked(true);
      linkInput.current?.focus();
      return;
    }
    // A photo that was refused is named under its field until the person chooses another or
    // goes without it: saving past it would seem to have kept it.
    if (photoChoice.choice.kind === "refused") {
      photoChoice.input.current?.focus();
      return;
    }
    const problem = await visitDateProblem(visit);
    setVisitProblem(problem);
    if (problem) {
      visitDateInput.current?.focus();
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
    const visitFields = visitFieldsToSend(visit, visitBefore);
    if (visitFields) Object.assign(fields, visitFields);
    onSubmit(fields);
  }

  return (
    <Dialog open onOpenChange={(open) => !open && requestClose()}>
      <DialogContent
        title={adding ? t`Add New Place` : t`Edit Entry`}
        sheetOnMobile
        // The name is what every place needs first; the close button is one Tab away.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (startAt === "location" ? locationInput : nameInput).current?.focus();
        }}
      >
        <form onSubmit={submit} noValidate className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor={ids.name}>
              <Trans>
                Place Name <span className="text-destructive">*</span>
              </Trans>
            </Label>
            <Input
              ref={nameInput}
              id={ids.name}
              value={name}
              required
              maxLength={PLACE_LIMITS.name}
              placeholder={t`e.g. Edinburgh Castle`}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
            />
          </div>

          <div className="grid gap-2">
            <Label htmlFor={ids.address}>
              <Trans>Address</Trans>
            </Label>
            <Input
              id={ids.address}
              value={address}
              maxLength={PLACE_LIMITS.address}
              placeholder={t`Town, county or postcode`}
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
              <Trans>Category</Trans>
              {suggested && (
                <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-normal text-accent-foreground">
                  <Sparkles className="size-3" aria-hidden />
                  <Trans>Suggested from the name</Trans>
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
            <legend className="mb-2 text-sm font-medium">
              <Trans>Mood</Trans>
            </legend>
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

          <VisitField
            value={visit}
            onChange={(value) => {
              setVisit(value);
              setVisitProblem(null);
            }}
            problem={visitProblem}
            dateRef={visitDateInput}
          />

          <div className="grid gap-2">
            <Label htmlFor={ids.notes}>
              <Trans>Notes</Trans>
            </Label>
            <Textarea
              id={ids.notes}
              value={notes}
              maxLength={PLACE_LIMITS.notes}
              placeholder={t`What makes it worth the trip?`}
              onChange={(event) => setNotes(event.target.value)}
            />
            <fieldset className="flex flex-wrap gap-1.5">
              <legend className="sr-only">
                <Trans>Quick notes</Trans>
              </legend>
              {QUICK_NOTES.map((descriptor) => {
                const note = i18n._(descriptor);
                return (
                  <button
                    key={note}
                    type="button"
                    onClick={() => addQuickNote(note)}
                    className="rounded-full bg-secondary px-2.5 py-1 text-xs text-secondary-foreground hover:bg-secondary/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    + {note}
                  </button>
                );
              })}
            </fieldset>
          </div>

          <PhotoField state={photoChoice} current={place?.photoUrl ?? null} />

          {/* Always in sight at the foot of the dialog, however long the form. */}
          <div className="sticky bottom-0 z-10 -mx-5 -mb-5 flex gap-2 border-t border-border bg-card px-5 py-3 sm:justify-end">
            <Button
              variant="outline"
              className="flex-1 sm:flex-none"
              onClick={requestClose}
              disabled={saving}
            >
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              className="flex-1 sm:flex-none"
              disabled={saving || !name.trim() || photoChoice.choice.kind === "preparing"}
            >
              {saving ? (
                <Trans>Saving...</Trans>
              ) : adding ? (
                <Trans>Add Place</Trans>
              ) : (
                <Trans>Save Changes</Trans>
              )}
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

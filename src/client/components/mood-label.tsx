import { useSharedText } from "#client/lib/i18n.tsx";
import { findMood } from "#shared/catalog.ts";

/** A place's mood as its emoji and name; nothing for none. */
export function MoodLabel({ mood }: { mood: string | null }) {
  const shared = useSharedText();
  const found = findMood(mood);
  if (!found) return null;
  return (
    <span className="inline-flex items-center gap-1">
      <span aria-hidden>{found.emoji}</span>
      {shared(found.name)}
    </span>
  );
}

import { findMood } from "#shared/catalog.ts";

/** A place's mood as its emoji and name; nothing for none. */
export function MoodLabel({ mood }: { mood: string | null }) {
  const found = findMood(mood);
  if (!found) return null;
  return (
    <span className="inline-flex items-center gap-1">
      <span aria-hidden>{found.emoji}</span>
      {found.name}
    </span>
  );
}

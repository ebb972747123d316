import { useState } from "react";

/** Up to two letters from a display name: "Jane Doe" → "JD", "jane.doe" → "J". */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toLocaleUpperCase("en-GB") ?? "")
    .join("");
}

/**
 * The user's picture, else their initials. A picture that fails to load (a provider's URL
 * gone stale, or refused by the page's image policy) falls back to the initials too.
 */
export function UserAvatar({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const [failed, setFailed] = useState(false);
  if (imageUrl && !failed) {
    return (
      <img
        src={imageUrl}
        // The name is written beside it: read once, not twice.
        alt=""
        referrerPolicy="no-referrer"
        loading="lazy"
        onError={() => setFailed(true)}
        className="size-10 shrink-0 rounded-full bg-muted object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
    >
      {initialsOf(name) || "?"}
    </span>
  );
}

// The list's sort, remembered on this device as the theme is (lib/theme-dom.ts): the address
// says it while the app is open, and opening the app again at `/` finds it here.
import { type PlaceSort, SORTS } from "#shared/place-list.ts";

const SORT_STORAGE_KEY = "uk-adventures-sort";

/** The sort last chosen on this device, or null when none was (or storage is closed). */
export function rememberedSort(): PlaceSort | null {
  try {
    const stored = localStorage.getItem(SORT_STORAGE_KEY);
    return SORTS.find((sort) => sort === stored) ?? null;
  } catch {
    return null;
  }
}

export function rememberSort(sort: PlaceSort) {
  try {
    localStorage.setItem(SORT_STORAGE_KEY, sort);
  } catch {
    // Private mode or storage full: the sort still holds in the address for this visit.
  }
}

// Where stored photos are served: a module of its own, without Zod, for the web app's code
// that loads before the place schemas do.

/** The path a stored photo is served at; `photoUrl` in every answer is one of these. */
export const photoPath = (id: number) => `/api/photos/${id}`;
export const PHOTO_PATH = /^\/api\/photos\/(\d+)$/;

/** The stored photo's id in a `photoUrl`, or null when there is none. */
export function photoIdOf(photoUrl: string | null): number | null {
  const id = photoUrl?.match(PHOTO_PATH)?.[1];
  return id ? Number(id) : null;
}

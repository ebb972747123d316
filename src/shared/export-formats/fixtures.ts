import type { ExportPlace } from "./place-file.ts";

/** A place with every field set, text from beyond ASCII, and markup-like characters. */
export const castle: ExportPlace = {
  name: 'Castell "Caernarfon" & <Tower> 🏰',
  address: "Castle Ditch, Caernarfon LL55 2AY",
  notes: "Climb the Eagle Tower — «worth it»\nSecond line's end",
  link: 'https://www.google.com/maps/place/Caernarfon+Castle/@53.139,-4.2768,17z?entry=ttu&g_ep=a&b=<"c">',
  category: "History & Heritage",
  mood: "Inspired",
  visited: true,
  visitedDate: "2024-08-03T12:00:00.000Z",
  latitude: 53.139,
  longitude: -4.2768,
  createdAt: "2024-07-01T09:30:00.000Z",
  // Newest first: notes that hold the list's own separators, quotes, markup and a line break.
  visits: [
    { date: "2024-08-03", note: 'Rain; then sun. "Worth it" & <more>' },
    { date: "2024-08-03", note: null },
    { date: "2019-05-20", note: "First time\nwith Nain: 2019-05-20; again" },
    { date: null, note: null },
  ],
};

/** A place with nothing but a name and no position. */
export const unlocated: ExportPlace = {
  name: "Somewhere in Fife",
  address: null,
  notes: null,
  link: null,
  category: null,
  mood: null,
  visited: false,
  visitedDate: null,
  latitude: null,
  longitude: null,
  createdAt: "2024-07-02T10:00:00.000Z",
  visits: [],
};

export const pier: ExportPlace = {
  ...unlocated,
  name: "Brighton Palace Pier",
  latitude: 50.8168,
  longitude: -0.1372,
};

export const text = (pieces: Iterable<string>) => [...pieces].join("");

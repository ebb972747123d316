import {
  Camera,
  DatabaseBackup,
  ListFilter,
  type LucideIcon,
  MapPinPlus,
  Search,
  SmilePlus,
  Trophy,
} from "lucide-react";
import { CATEGORIES, MOODS } from "#shared/catalog.ts";

export type ShowcaseItem = { name: string; description?: string; emoji?: string };

export type Feature = {
  slug: string;
  title: string;
  /** One or two sentences for the landing-page card. */
  summary: string;
  icon: LucideIcon;
  lead: string;
  points: string[];
  /** An optional list shown below the points: the moods, the categories, the badges. */
  showcase?: { heading: string; items: ShowcaseItem[] };
};

export const FEATURES: Feature[] = [
  {
    slug: "achievements",
    title: "Achievement badges",
    summary:
      "Earn badges as your list grows and your visits add up, from your first place onwards.",
    icon: Trophy,
    lead: "Every place you add and every visit you tick off counts towards a set of badges, so there is always a next milestone to aim for.",
    points: [
      "Eight badges to collect, from your very first place to twenty-five places added.",
      "Badges are awarded the moment you reach them, with a short celebration.",
      "An achievements page shows what you have earned and what is still to come.",
      "Progress is worked out from your own list, so nobody else is ranked against you.",
    ],
    showcase: {
      heading: "The eight badges",
      items: [
        { name: "Explorer", emoji: "🧭", description: "Add your first place." },
        { name: "Adventurer", emoji: "🥾", description: "Mark your first place as visited." },
        { name: "Wanderer", emoji: "🚶", description: "Visit 5 places." },
        {
          name: "Category Explorer",
          emoji: "🗂️",
          description: "Add places in all 5 categories.",
        },
        { name: "Collector", emoji: "📚", description: "Add 10 places." },
        { name: "Dedicated Explorer", emoji: "🏅", description: "Visit 15 places." },
        { name: "UK Traveler", emoji: "🇬🇧", description: "Add 25 places." },
        { name: "Mood Master", emoji: "🎭", description: "Use 6 different moods." },
      ],
    },
  },
  {
    slug: "places",
    title: "Add places",
    summary:
      "Save the castles, cafés, galleries and walks you want to see, with an address and notes.",
    icon: MapPinPlus,
    lead: "Build your own list of places across the United Kingdom, whether it is a castle you have always meant to see or a café a friend recommended.",
    points: [
      "Give each place a name, and optionally an address, notes, a category, a mood and a photo.",
      "Sort places into five categories so your list stays easy to scan.",
      "Mark a place as visited, with an optional visit date, and see it struck through on your list.",
      "Edit or delete a place at any time; deleting always asks you to confirm first.",
      "Quick note chips such as Hidden gem or Great coffee add to your notes in one tap.",
    ],
    showcase: {
      heading: "The five categories",
      items: CATEGORIES.map((name) => ({ name })),
    },
  },
  {
    slug: "moods",
    title: "Mood tagging",
    summary: "Tag each place with how it made you feel, or how you hope it will.",
    icon: SmilePlus,
    lead: "A place is more than an address. Tag each one with a mood so you can remember the feeling, or pick somewhere to suit the day you want to have.",
    points: [
      "Choose one of eight moods for any place, each with its own emoji and colour.",
      "Moods show on your place cards, so your list reads at a glance.",
      "Change a mood whenever you like, for example after you have visited.",
      "Use six different moods to earn the Mood Master badge.",
    ],
    showcase: {
      heading: "The eight moods",
      items: MOODS.map(({ name, emoji }) => ({ name, emoji })),
    },
  },
  {
    slug: "photos",
    title: "Photo memories",
    summary: "Add a photo to any place to remember what it looked like, or why you want to go.",
    icon: Camera,
    lead: "Attach a photo to a place and it appears on the place’s page, turning your list into a small album of your travels.",
    points: [
      "Upload one photo per place from your phone or computer.",
      "JPG or PNG images work best, and each photo must be under 2MB.",
      "Landscape photos are recommended, as they fill the place page nicely.",
      "Photos are private to your account, like everything else you save.",
      "Replace or remove a photo at any time by editing the place.",
    ],
  },
  {
    slug: "search",
    title: "Smart search",
    summary: "Find any place in your list in moments by its name, address or category.",
    icon: Search,
    lead: "However long your list becomes, search finds the place you are thinking of as you type.",
    points: [
      "Search looks through each place’s name, address and category.",
      "Matching ignores capital letters, so “york” finds “York Minster”.",
      "The results heading tells you how many places were found for your search.",
      "Clear the search to return straight to your full list.",
    ],
  },
  {
    slug: "filtering",
    title: "Smart filtering",
    summary: "Switch between everything, places you have visited and places still to visit.",
    icon: ListFilter,
    lead: "Filters and sorting let you see exactly the part of your list you need, whether you are planning a trip or looking back.",
    points: [
      "Three tabs, All, Visited and To Visit, each showing a count of its places.",
      "Sort by date to see your newest places first, or A-Z to browse by name.",
      "Your list shows ten places a page, with Page X of Y so you never lose your place.",
      "A friendly hint appears when a filter has nothing to show yet.",
    ],
  },
  {
    slug: "backup",
    title: "Backup and import",
    summary:
      "Download your list as a file, restore it whenever you need, and import places from text.",
    icon: DatabaseBackup,
    lead: "Your list belongs to you. Keep a copy of it on your own device, restore it later, and bring in places you have already written down elsewhere.",
    points: [
      "Download a complete backup of your places as a JSON file.",
      "Restore from a backup file to bring your places back whenever you need them.",
      "Import places by pasting text from a note or a spreadsheet, and preview them first.",
      "Imports and restores run in one go, with progress shown as they happen.",
    ],
  },
];

export function findFeature(slug: string | undefined): Feature | undefined {
  return FEATURES.find((feature) => feature.slug === slug);
}

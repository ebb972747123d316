import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
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

// The texts are messages, put in the language of the page as it is drawn (i18n._).
export type ShowcaseItem = {
  name: MessageDescriptor;
  description?: MessageDescriptor;
  emoji?: string;
};

export type Feature = {
  slug: string;
  title: MessageDescriptor;
  /** One or two sentences for the landing-page card. */
  summary: MessageDescriptor;
  icon: LucideIcon;
  lead: MessageDescriptor;
  points: MessageDescriptor[];
  /** An optional list shown below the points: the moods, the categories, the badges. */
  showcase?: { heading: MessageDescriptor; items: ShowcaseItem[] };
};

/** A name from the shared lists, marked there with text(): the catalogue keys it by its English. */
const sharedName = (english: string): MessageDescriptor => ({ id: english, message: english });

export const FEATURES: Feature[] = [
  {
    slug: "achievements",
    title: msg`Achievement badges`,
    summary: msg`Earn badges as your list grows and your visits add up, from your first place onwards.`,
    icon: Trophy,
    lead: msg`Every place you add and every visit you tick off counts towards a set of badges, so there is always a next milestone to aim for.`,
    points: [
      msg`Eight badges to collect, from your very first place to twenty-five places added.`,
      msg`Badges are awarded the moment you reach them, with a short celebration.`,
      msg`An achievements page shows what you have earned and what is still to come.`,
      msg`Progress is worked out from your own list, so nobody else is ranked against you.`,
    ],
    showcase: {
      heading: msg`The eight badges`,
      items: [
        { name: msg`Explorer`, emoji: "🧭", description: msg`Add your first place.` },
        { name: msg`Adventurer`, emoji: "🥾", description: msg`Mark your first place as visited.` },
        { name: msg`Wanderer`, emoji: "🚶", description: msg`Visit 5 places.` },
        {
          name: msg`Category Explorer`,
          emoji: "🗂️",
          description: msg`Add places in all 5 categories.`,
        },
        { name: msg`Collector`, emoji: "📚", description: msg`Add 10 places.` },
        { name: msg`Dedicated Explorer`, emoji: "🏅", description: msg`Visit 15 places.` },
        { name: msg`UK Traveler`, emoji: "🇬🇧", description: msg`Add 25 places.` },
        { name: msg`Mood Master`, emoji: "🎭", description: msg`Use 6 different moods.` },
      ],
    },
  },
  {
    slug: "places",
    title: msg`Add places`,
    summary: msg`Save the castles, cafés, galleries and walks you want to see, with an address and notes.`,
    icon: MapPinPlus,
    lead: msg`Build your own list of places across the United Kingdom, whether it is a castle you have always meant to see or a café a friend recommended.`,
    points: [
      msg`Give each place a name, and optionally an address, notes, a category, a mood and a photo.`,
      msg`Sort places into five categories so your list stays easy to scan.`,
      msg`Mark a place as visited, with an optional visit date, and see it struck through on your list.`,
      msg`Edit or delete a place at any time; deleting always asks you to confirm first.`,
      msg`Quick note chips such as Hidden gem or Great coffee add to your notes in one tap.`,
    ],
    showcase: {
      heading: msg`The five categories`,
      items: CATEGORIES.map((name) => ({ name: sharedName(name) })),
    },
  },
  {
    slug: "moods",
    title: msg`Mood tagging`,
    summary: msg`Tag each place with how it made you feel, or how you hope it will.`,
    icon: SmilePlus,
    lead: msg`A place is more than an address. Tag each one with a mood so you can remember the feeling, or pick somewhere to suit the day you want to have.`,
    points: [
      msg`Choose one of eight moods for any place, each with its own emoji and colour.`,
      msg`Moods show on your place cards, so your list reads at a glance.`,
      msg`Change a mood whenever you like, for example after you have visited.`,
      msg`Use six different moods to earn the Mood Master badge.`,
    ],
    showcase: {
      heading: msg`The eight moods`,
      items: MOODS.map(({ name, emoji }) => ({ name: sharedName(name), emoji })),
    },
  },
  {
    slug: "photos",
    title: msg`Photo memories`,
    summary: msg`Add a photo to any place to remember what it looked like, or why you want to go.`,
    icon: Camera,
    lead: msg`Attach a photo to a place and it appears on the place’s page, turning your list into a small album of your travels.`,
    points: [
      msg`Upload one photo per place from your phone or computer.`,
      msg`JPG or PNG images work best, and each photo must be under 2MB.`,
      msg`Landscape photos are recommended, as they fill the place page nicely.`,
      msg`Photos are private to your account, like everything else you save.`,
      msg`Replace or remove a photo at any time by editing the place.`,
    ],
  },
  {
    slug: "search",
    title: msg`Smart search`,
    summary: msg`Find any place in your list in moments by its name, address or category.`,
    icon: Search,
    lead: msg`However long your list becomes, search finds the place you are thinking of as you type.`,
    points: [
      msg`Search looks through each place’s name, address and category.`,
      msg`Matching ignores capital letters, so “york” finds “York Minster”.`,
      msg`The results heading tells you how many places were found for your search.`,
      msg`Clear the search to return straight to your full list.`,
    ],
  },
  {
    slug: "filtering",
    title: msg`Smart filtering`,
    summary: msg`Switch between everything, places you have visited and places still to visit.`,
    icon: ListFilter,
    lead: msg`Filters and sorting let you see exactly the part of your list you need, whether you are planning a trip or looking back.`,
    points: [
      msg`Three tabs, All, Visited and To Visit, each showing a count of its places.`,
      msg`Sort by date to see your newest places first, or A-Z to browse by name.`,
      msg`Your list shows ten places a page, with Page X of Y so you never lose your place.`,
      msg`A friendly hint appears when a filter has nothing to show yet.`,
    ],
  },
  {
    slug: "backup",
    title: msg`Backup and import`,
    summary: msg`Download your list as a file, restore it whenever you need, and import places from text.`,
    icon: DatabaseBackup,
    lead: msg`Your list belongs to you. Keep a copy of it on your own device, restore it later, and bring in places you have already written down elsewhere.`,
    points: [
      msg`Download a complete backup of your places as a JSON file.`,
      msg`Restore from a backup file to bring your places back whenever you need them.`,
      msg`Import places by pasting text from a note or a spreadsheet, and preview them first.`,
      msg`Imports and restores run in one go, with progress shown as they happen.`,
    ],
  },
];

export function findFeature(slug: string | undefined): Feature | undefined {
  return FEATURES.find((feature) => feature.slug === slug);
}

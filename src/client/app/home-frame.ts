import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PlaceFilter } from "#shared/place-list.ts";

/** What the home and its shell share, so the shell is the home's frame to the pixel. */
export const FILTER_LABELS: Record<PlaceFilter, MessageDescriptor> = {
  all: msg`All`,
  visited: msg`Visited`,
  unvisited: msg`To Visit`,
};

export const HOME_HEADER_CLASS =
  "top-below-status sticky z-20 border-b border-border bg-background/95 backdrop-blur";

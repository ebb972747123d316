import { api } from "#client/lib/api-client.ts";
import { okJson } from "#shared/api-answer.ts";

/** The detailed basemap the self-hoster set, if any: asked once a session. */
export const mapSettingsQuery = {
  queryKey: ["/api/map-settings"],
  queryFn: () => okJson(api["map-settings"].$get()),
  staleTime: Number.POSITIVE_INFINITY,
};

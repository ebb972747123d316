/**
 * Villages to which GeoNames gives their whole district's population, by name and position to
 * a tenth of a degree, with their own (ONS, 2021). Saint Peters, in Thanet, has Thanet's 125,370
 * there: the basemap named it at UK level beside Norwich and Ipswich, and "Find a place" would
 * rank it as a city.
 */
const OWN_POPULATION = new Map([["Saint Peters|51.4|1.4", 7_000]]);

/**
 * A GeoNames place's own population: what the basemap's names and "Find a place" rank it by,
 * wherever the data is read.
 */
export function ownPopulation(place: {
  name: string;
  latitude: number;
  longitude: number;
  population: number;
}): number {
  const key = `${place.name}|${place.latitude.toFixed(1)}|${place.longitude.toFixed(1)}`;
  return OWN_POPULATION.get(key) ?? place.population;
}

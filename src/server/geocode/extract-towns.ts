// Prints the UK's towns as JSON, extracted from the world's cities: run by loadUkTowns() as a
// child process when a server starts without `npm run build`, so the 138,000 cities it reads
// are never held by the server itself.
import { extractUkTowns } from "./uk-towns.ts";

process.stdout.write(JSON.stringify(extractUkTowns()));

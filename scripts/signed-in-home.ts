// Writes the page `/` is for a signed-in visitor (vite.config.ts): the app's index.html with
// hints that start, beside the app's entry, what the home needs next: its code and its first
// answers. Without them the browser learns of each only when the one before has arrived:
// page, entry, who is signed in, then the home's code and the list.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SIGNED_IN_HOME_ANSWERS, SIGNED_IN_HOME_FILE } from "#shared/built-pages.ts";
import { writeCompressedCopies } from "./precompress.ts";

/**
 * `homeScripts`: the home's chunk and those it imports that the entry does not, as paths in
 * the build (`assets/home-page-abc.js`).
 */
export function writeSignedInHome(clientDir: string, homeScripts: string[]) {
  const hints = [
    ...homeScripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    // As the app asks: a same-origin fetch with credentials "include" (lib/api-client.ts).
    ...SIGNED_IN_HOME_ANSWERS.map(
      (url) => `<link rel="preload" as="fetch" href="${url}" crossorigin="use-credentials">`,
    ),
  ];
  const html = readFileSync(path.join(clientDir, "index.html"), "utf8").replace(
    "</head>",
    `\n    ${hints.join("\n    ")}\n  </head>`,
  );
  const out = path.join(clientDir, SIGNED_IN_HOME_FILE);
  writeFileSync(out, html);
  writeCompressedCopies(out);
}

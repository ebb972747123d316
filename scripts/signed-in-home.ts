// Writes the page `/` is for a signed-in visitor (vite.config.ts): the app's index.html with
// the home's shell (its header, pictures and summary heading, rendered at build time; the
// server puts the visitor's own home in its place on each visit), so the page shows before the
// app's script has run, and hints that start the home's first two
// answers (who is signed in, and the list) beside the app's entry. Without them the browser learns of the list only when the entry has run and the
// session answer has come back. Hints for the home's code were tried too: on a slow phone
// connection they took bandwidth from the entry, and Lighthouse's first paint came 0.8 s later
// for no gain in its largest paint.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  HOME_SHELL_ID,
  HOME_SHELL_MARKS,
  SIGNED_IN_HOME_ANSWERS,
  SIGNED_IN_HOME_FILE,
} from "#shared/built-pages.ts";
import { writeCompressedCopies } from "./precompress.ts";

export function writeSignedInHome(clientDir: string, shell: string) {
  // As the app asks: a same-origin fetch with credentials "include" (lib/api-client.ts).
  const hints = SIGNED_IN_HOME_ANSWERS.map(
    (url) => `<link rel="preload" as="fetch" href="${url}" crossorigin="use-credentials">`,
  );
  const html = readFileSync(path.join(clientDir, "index.html"), "utf8")
    .replace("</head>", `\n    ${hints.join("\n    ")}\n  </head>`)
    // The app's entry starts once the shell is painted (public/start-after-paint.js).
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      '<script src="/start-after-paint.js" data-entry="$1" defer></script>',
    )
    // Inert and hidden from screen readers: it is a picture of the page until the page is here.
    .replace(
      '<div id="root"></div>',
      `<div id="${HOME_SHELL_ID}" inert aria-hidden="true">${HOME_SHELL_MARKS[0]}${shell}${HOME_SHELL_MARKS[1]}</div>\n    <div id="root"></div>`,
    );
  const out = path.join(clientDir, SIGNED_IN_HOME_FILE);
  writeFileSync(out, html);
  writeCompressedCopies(out);
}

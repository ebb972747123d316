// Pages the build writes besides the app's own index.html, which the server sends in its place.

/**
 * The public pages rendered to HTML at build time: the landing page, the feature pages, the
 * terms and the privacy policy. The build writes each under this folder of the client build,
 * `/` as `index.html` and any other path as that path plus `.html`.
 */
export const PUBLIC_PAGES_FOLDER = "pages";

/** The Welsh copy of a public page's English path: under `/cy` (`/` is `/cy`). */
export const welshPath = (path: string) => (path === "/" ? "/cy" : `/cy${path}`);

/** The file of a public page, relative to the client build, for a path the build rendered. */
export const publicPageFile = (path: string) =>
  `${PUBLIC_PAGES_FOLDER}/${path === "/" ? "index" : path.slice(1)}.html`;

/**
 * The app's index.html for `/` when signed in: it names the answers the home asks for first,
 * so the browser fetches them beside the app's entry, not after it.
 */
export const SIGNED_IN_HOME_FILE = "signed-in-home.html";

/** The answers the signed-in home asks for first, as the app asks for them. */
export const SIGNED_IN_HOME_ANSWERS = ["/api/auth/user", "/api/places"];

/**
 * The element of the signed-in home's page that holds the home's frame, rendered at build time
 * and shown until the app has the list (src/client/lib/home-shell.ts).
 */
export const HOME_SHELL_ID = "home-shell";

/**
 * The module that renders the signed-in home's shell with the visitor's own places, which the
 * server loads: built beside the client build (its folder name plus this), not inside it, as it
 * is for the server, not for browsers.
 */
export const HOME_RENDERER_FOLDER_SUFFIX = "-render";
export const HOME_RENDERER_FILE = "home-shell.mjs";

/** Around the shell's markup in the signed-in home's page, for the server to put its own in. */
export const HOME_SHELL_MARKS = ["<!--home-shell-->", "<!--/home-shell-->"] as const;

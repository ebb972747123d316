// The one file of the web app that names the server's code, and only as a type: it is erased
// at build time, so no server code reaches the browser. Every route's input and answer types
// come from here, so the client cannot drift from what the server accepts and answers.
export type { AppType } from "#server/app.ts";

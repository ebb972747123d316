// `npm run dev`: the API with restart-on-change on :5000 and Vite's dev server (hot reload) on
// :5173, which forwards /api to the API. Open http://localhost:5173.
import { spawn } from "node:child_process";

const VITE_ORIGIN = "http://localhost:5173";
const children = [
  spawn(
    process.execPath,
    ["--watch-path=src/server", "--watch-path=src/shared", "src/server/main.ts"],
    {
      stdio: "inherit",
      env: { ...process.env, TRUSTED_ORIGINS: process.env.TRUSTED_ORIGINS ?? VITE_ORIGIN },
    },
  ),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];

function stop() {
  for (const child of children) child.kill("SIGTERM");
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) {
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}

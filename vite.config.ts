import { execSync } from "node:child_process";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import packageJson from "./package.json" with { type: "json" };

/** The build label shown on the About page: the git commit when there is one, else the build time. */
function buildLabel(): string {
  try {
    return execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return new Date().toISOString().slice(0, 16).replace("T", " ");
  }
}

export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
    __APP_BUILD__: JSON.stringify(buildLabel()),
  },
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    // Hidden maps: debuggable without shipping source paths to browsers.
    sourcemap: "hidden",
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:5000" },
  },
});

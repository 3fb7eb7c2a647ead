import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here("./client"),
  plugins: [
    react(),
    // The service worker (client/sw/sw.ts) and the web app manifest; see docs/ARCHITECTURE.md "Installable app".
    VitePWA({
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      registerType: "prompt",
      injectRegister: false,
      manifest: {
        name: "Sous — Restaurant Operations",
        short_name: "Sous",
        description: "Licenses, payroll tips, budgets, equipment, vendors and marketing for every restaurant location.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: "#c2410c",
        background_color: "#ffffff",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: {
      "@": here("./client/src"),
      "@shared": here("./shared"),
    },
  },
  build: {
    outDir: here("./dist/public"),
    emptyOutDir: true,
    // .vite/manifest.json: the server sends a signed-in screen's scripts as modulepreload links (server/http/client-manifest.ts).
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Left alone, every module shared by two screens (each icon, each small Radix part) becomes a chunk of
        // its own: some 30 requests before the dashboard can render, queued six at a time over HTTP/1.1.
        // The first screen's code stays one entry chunk; what signed-in screens share comes in a few.
        codeSplitting: {
          groups: [
            { name: "index", tags: ["$initial"], priority: 3 },
            {
              name: "icons",
              test: /node_modules[\\/]lucide-react[\\/]/,
              priority: 2,
            },
            {
              name: "radix",
              test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|tslib|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es)[\\/]/,
              priority: 2,
            },
            {
              name: "date-fns",
              test: /node_modules[\\/]date-fns[\\/]/,
              priority: 2,
            },
            // Small modules several screens share (formatting rules, API helpers, page parts): one chunk rather than
            // a dozen of 2 kB, each a request of its own on the first screen's path.
            {
              name: "common",
              test: /(client[\\/]src[\\/](lib[\\/]api|components[\\/]page-header)|shared[\\/]domain[\\/](dates|calendar|expiry|money|paging)\.|node_modules[\\/]@tanstack[\\/])/,
              priority: 1,
            },
            // form.tsx would bring react-hook-form, which only the screens with forms need.
            {
              name: "ui",
              test: /client[\\/]src[\\/]components[\\/]ui[\\/](?!form\.)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});

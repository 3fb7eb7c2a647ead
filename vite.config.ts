import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here("./client"),
  plugins: [react()],
  resolve: {
    alias: {
      "@": here("./client/src"),
      "@shared": here("./shared"),
    },
  },
  build: {
    outDir: here("./dist/public"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
});

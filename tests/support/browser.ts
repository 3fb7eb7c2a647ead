import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** Flags that keep Chromium quiet on a closed network (see the README). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];

function playwrightManaged(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Where the browser tests find Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own. */
export function chromiumCandidates(): string[] {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return [fromEnv];
  return ["/usr/bin/chromium", "/usr/bin/chromium-browser", playwrightManaged()].filter((p): p is string => !!p);
}

export function findChromium(): string | undefined {
  return chromiumCandidates().find((p) => existsSync(p));
}

import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./tests/support/browser";

/** E2E_PORT lets several people on one machine run the suite at once. */
const PORT = Number(process.env.E2E_PORT ?? 5055);
const baseURL = `http://localhost:${PORT}`;

/**
 * The server runs on a throw-away in-memory database and serves the built client (dist/public, or CLIENT_DIR
 * for a build of one's own: `npx tsx scripts/build-client.ts DIR`): `npm run test:e2e` builds first. The "first-run" project creates the first account through the
 * sign-up page; the other tests sign in with it.
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/artifacts",
  fullyParallel: false,
  workers: 2,
  // On CI one retry, so a one-off stall of a loaded machine does not fail the run; the list reporter marks such a
  // test flaky and failure-context-reporter prints its failed attempt's page. Locally none: a flake shows itself.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["./tests/support/failure-context-reporter.ts"]],
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices["Desktop Chrome"],
    baseURL,
    viewport: { width: 1280, height: 800 },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // The service worker has its own spec (offline.spec.ts); elsewhere pages talk to the server directly, so
    // page.route and request waits see every request.
    serviceWorkers: "block",
    launchOptions: {
      // undefined lets Playwright use the browser it manages (npm run test:e2e installs one when none is found)
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: "first-run", testMatch: /first-run\.spec\.ts$/ },
    { name: "app", testMatch: /\.spec\.ts$/, testIgnore: /first-run\.spec\.ts$/, dependencies: ["first-run"] },
  ],
  webServer: {
    command: "npx tsx server/index.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: "memory://",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      // Low enough that tests/e2e/payroll-queued.spec.ts's generated workbook is read on the job queue, high
      // enough that the payroll fixtures (a few KB) keep the direct answer everywhere else.
      PAYROLL_QUEUE_BYTES: "65536",
      // A photo and a certificate make a binder large enough for the job queue (tests/e2e/service-records.spec.ts).
      BINDER_QUEUE_BYTES: "100000",
    },
  },
});

// Before the browser tests: find Chromium (tests/support/browser.ts), or try to get one, or stop with one line
// that names the command to run.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { chromiumCandidates, findChromium } from "../tests/support/browser";

const INSTALL_HELP =
  "No Chromium for the browser tests: run `apt-get install -y chromium` (Debian, as root) or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary.";

function run(command: string, args: string[]): boolean {
  console.log(`--- ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", timeout: 10 * 60_000 });
  return result.status === 0;
}

function tryToInstall(): void {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get")) {
    if (run("apt-get", ["update", "-qq"]) && run("apt-get", ["install", "-y", "-qq", "chromium", "fonts-liberation"])) return;
  }
  run("npx", ["playwright", "install", "chromium"]);
}

if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist. ${INSTALL_HELP}`);
  process.exit(1);
}
let found = findChromium();
if (!found) {
  console.log(`No Chromium at ${chromiumCandidates().join(", ")}; trying to install one.`);
  tryToInstall();
  found = findChromium();
}
if (!found) {
  console.error(INSTALL_HELP);
  process.exit(1);
}
console.log(`Browser tests use ${found}`);

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The fixtures the tests and benchmarks read, carried in the repository (see tests/fixtures/README.md). */
export const FIXTURES_DIR = fileURLToPath(new URL("../fixtures", import.meta.url));

export const fixturePath = (relative: string) => path.join(FIXTURES_DIR, relative);
export const readFixture = (relative: string) => fs.readFileSync(fixturePath(relative));
export const readExpected = <T = Record<string, unknown>>(relative: string): T =>
  JSON.parse(fs.readFileSync(fixturePath(relative.replace(/\.[a-z]+$/, ".expected.json")), "utf8")) as T;

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** ../shared/fixtures beside the repository (CI clones the project with shared/ beside it). */
export const FIXTURES_DIR = path.resolve(fileURLToPath(new URL("../..", import.meta.url)), "../shared/fixtures");

export const fixturePath = (relative: string) => path.join(FIXTURES_DIR, relative);
export const readFixture = (relative: string) => fs.readFileSync(fixturePath(relative));
export const readExpected = <T = Record<string, unknown>>(relative: string): T =>
  JSON.parse(fs.readFileSync(fixturePath(relative.replace(/\.[a-z]+$/, ".expected.json")), "utf8")) as T;

import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findClient } from "../../server/http/client";

describe("findClient: where the React app comes from", () => {
  const built = mkdtempSync(path.join(os.tmpdir(), "sous-client-"));
  writeFileSync(path.join(built, "index.html"), "<!doctype html>");
  const empty = mkdtempSync(path.join(os.tmpdir(), "sous-client-empty-"));

  it("serves a build when one exists", () => {
    expect(findClient(built)).toEqual({ kind: "built", dir: built });
  });
  it("falls back to Vite without a build", () => {
    expect(findClient(empty)).toEqual({ kind: "vite" });
  });
  it("uses Vite under npm run dev even when an old build exists", () => {
    expect(findClient(built, "vite")).toEqual({ kind: "vite" });
  });
});

import { describe, expect, it } from "vitest";
import { loadConfig } from "@server/config";

const base = { NODE_ENV: "test", DATA_DIR: "memory://" } as const;

describe("DATABASE_POOL_SIZE", () => {
  it("is 10 connections a process unless set", () => {
    expect(loadConfig(base).databasePoolSize).toBe(10);
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: "40" }).databasePoolSize).toBe(40);
  });

  it("refuses a size that is not a whole number of at least one", () => {
    for (const size of ["0", "-3", "2.5", "many"]) expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: size }), size).toThrow(/DATABASE_POOL_SIZE/);
  });
});

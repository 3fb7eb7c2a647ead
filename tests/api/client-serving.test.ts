import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Express } from "express";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@server/app";
import { loadConfig } from "@server/config";
import { createMailer } from "@server/mail/mailer";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { signedInAgent } from "../support/test-app";
import { openTestDatabase, type TestDatabase } from "../support/test-db";

// A stand-in for `vite build --outDir`: index.html and one hashed script, big enough to be worth compressing.
const clientDir = mkdtempSync(path.join(os.tmpdir(), "sous-client-"));
const script = `export const screens = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `screen ${i}`))};\n`;

let database: TestDatabase;
let app: Express;
let close: () => Promise<void>;

beforeAll(async () => {
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(
    path.join(clientDir, "index.html"),
    '<!doctype html><title>Sous</title><div id="root"></div>',
  );
  writeFileSync(path.join(clientDir, "assets/index-AbC123.js"), script);
  database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: "memory://",
    LOG_LEVEL: "silent",
    CLIENT_DIR: clientDir,
  });
  const logger = pino({ level: "silent" });
  const created = await createApp(
    {
      db: database.db,
      pool: database.pool,
      config,
      logger,
      mailer: createMailer(undefined, config.mailFrom, logger),
    },
    { serveClient: true },
  );
  app = created.app;
  close = created.close;
});
afterAll(async () => {
  await close?.();
  await database?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("the built client (CLIENT_DIR)", () => {
  it("serves hashed assets compressed and cached for a year", async () => {
    const res = await request(app)
      .get("/assets/index-AbC123.js")
      .set("Accept-Encoding", "gzip");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(res.text).toBe(script);
  });

  it("answers 404 for an asset that is not there, not index.html", async () => {
    const res = await request(app).get("/assets/index-Old999.js");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/json/);
  });

  it("answers client routes with index.html, revalidated on every load", async () => {
    const res = await request(app).get("/licenses");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.text).toContain('<div id="root">');
  });

  it("compresses API JSON too", async () => {
    const { admin } = await createTenant(database.db);
    const agent = await signedInAgent(app, admin.email, TEST_PASSWORD);
    const res = await agent
      .get("/api/license-types")
      .set("Accept-Encoding", "br");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(Array.isArray(res.body)).toBe(true);
  });
});

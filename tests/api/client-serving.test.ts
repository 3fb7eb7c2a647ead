import { createHash } from "node:crypto";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
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
import { notify } from "@server/features/notifications/service";
import { createLocation, createOrganization, createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { signedInAgent } from "../support/test-app";
import { openTestDatabase, type TestDatabase } from "../support/test-db";

// A stand-in for `vite build --outDir`: index.html and one hashed script, big enough to be worth compressing.
const clientDir = mkdtempSync(path.join(os.tmpdir(), "sous-client-"));
const manifest = {
  "index.html": { file: "assets/index-AbC123.js", isEntry: true, imports: ["_shared.js"] },
  "_shared.js": { file: "assets/shared-S1.js" },
  "src/app/signed-in-app.tsx": { file: "assets/signed-in-app-A1.js", isDynamicEntry: true, imports: ["_shared.js", "_ui.js"] },
  "_ui.js": { file: "assets/ui-U1.js" },
  "src/features/dashboard/page.tsx": { file: "assets/page-D1.js", isDynamicEntry: true, imports: ["_ui.js", "_money.js"] },
  "_money.js": { file: "assets/money-M1.js" },
  "src/features/licenses/page.tsx": { file: "assets/page-L1.js", isDynamicEntry: true, imports: ["_ui.js"] },
};
// A stand-in for the server rendering's bundle (scripts/build-client.ts): says what it was given, fails when asked.
const serverEntry = `export async function renderSignedInScreen(path, search, queries, selectedLocationId) {
  if (search.includes("fail")) throw new Error("render failed");
  const user = queries.find((q) => q.key[0] === "/api/auth/user").data;
  // The rendering must see what the browser will: JSON (a date is a string), not the services' objects.
  const bell = queries.find((q) => q.key[0] === "/api/notifications").data;
  const dates = bell.items.map((n) => typeof n.createdAt).join(",");
  return "<main>Rendered " + path + " for " + user.email + (dates ? " with dates " + dates : "") + " at " + selectedLocationId + "</main>";
}
`;
// The script that starts a rendered page after its first paint (client/public/start-after-paint.js), and the name
// it is served under: its content's SHA-256, first 12 hex digits.
const STARTER = "/* starts the app */\n";
const STARTER_URL = `/start-after-paint.${createHash("sha256").update(STARTER).digest("hex").slice(0, 12)}.js`;
const script = `export const screens = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `screen ${i}`))};\n`;

let database: TestDatabase;
let app: Express;
let close: () => Promise<void>;

beforeAll(async () => {
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(
    path.join(clientDir, "index.html"),
    '<!doctype html><html><head><title>Sous</title><link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials" /><script type="module" crossorigin src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(clientDir, "assets/index-AbC123.js"), script);
  writeFileSync(path.join(clientDir, "start-after-paint.js"), STARTER);
  mkdirSync(path.join(clientDir, ".vite"));
  writeFileSync(path.join(clientDir, ".vite/manifest.json"), JSON.stringify(manifest));
  mkdirSync(path.join(clientDir, ".ssr"));
  writeFileSync(path.join(clientDir, ".ssr/entry-server.js"), serverEntry);
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
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.headers.vary).toMatch(/Cookie/);
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

  it("answers a request that accepts no encoding as it is, marked Vary: Accept-Encoding", async () => {
    // supertest always offers gzip; a bare node:http request offers nothing (as API scripts and load tests do).
    const server = app.listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const bare = await new Promise<{ headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
        http.get({ port, path: "/assets/index-AbC123.js" }, (res) => {
          let body = "";
          res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ headers: res.headers, body }));
        }).on("error", reject);
      });
      expect(bare.headers["content-encoding"]).toBeUndefined();
      expect(bare.headers.vary).toMatch(/Accept-Encoding/);
      expect(bare.body).toBe(script);
      const gzipped = await request(app).get("/assets/index-AbC123.js").set("Accept-Encoding", "gzip");
      expect(gzipped.headers.vary).toMatch(/Accept-Encoding/);
    } finally {
      server.close();
    }
  });
});

/** The JSON block the server puts after #root (server/http/index-html.ts), as the client reads it. */
function pageData(html: string): Array<{ key: unknown[]; data: unknown }> {
  return pageDataBlock(html).queries;
}
function pageDataBlock(html: string): { queries: Array<{ key: unknown[]; data: unknown }>; selectedLocationId: string | null } {
  const match = /<script id="sous-page-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error("no page data in the page");
  return JSON.parse(match[1]!) as { queries: Array<{ key: unknown[]; data: unknown }>; selectedLocationId: string | null };
}
const answerFor = (queries: Array<{ key: unknown[]; data: unknown }>, url: string) => queries.find((q) => q.key[0] === url);

describe("the page carries the first screen's data (issue 22)", () => {
  it("signed out: says so, and no early request for /api/auth/user nor screen scripts", async () => {
    const res = await request(app).get("/");
    expect(pageData(res.text)).toEqual([{ key: ["/api/auth/user"], data: null }]);
    expect(res.text).not.toContain('href="/api/auth/user"');
    expect(res.text).not.toContain("modulepreload");
  });

  it("signed in on the dashboard: the same answers the API gives, for the location chosen last", async () => {
    const { admin, org, assigned, unassigned } = await createTenant(database.db);
    await notify(database.db, [admin.id], { organizationId: org.id, kind: "test", title: "Health permit expires in 30 days", dedupeKey: "page-data" });
    const agent = await signedInAgent(app, admin.email, TEST_PASSWORD);
    const res = await agent.get("/").set("Cookie", `sous_location=${unassigned.id}`);
    const queries = pageData(res.text);

    const user = await agent.get("/api/auth/user");
    expect(answerFor(queries, "/api/auth/user")?.data).toEqual(user.body);
    const locations = await agent.get("/api/organization/locations");
    expect(answerFor(queries, "/api/organization/locations")?.data).toEqual(locations.body);
    const bell = await agent.get("/api/notifications");
    expect(bell.body.items).toHaveLength(1);
    expect(answerFor(queries, "/api/notifications")?.data).toEqual(bell.body);
    const dashboard = answerFor(queries, "/api/dashboard");
    expect(dashboard?.key).toEqual(["/api/dashboard", { locationId: unassigned.id }]);
    const fromApi = await agent.get(`/api/dashboard?locationId=${unassigned.id}`);
    expect(dashboard?.data).toEqual(fromApi.body);
    expect(assigned.id).not.toBe(unassigned.id);
  });

  it("a link's ?location= wins over the last choice; without either, the first location", async () => {
    const { admin, assigned, unassigned } = await createTenant(database.db);
    const agent = await signedInAgent(app, admin.email, TEST_PASSWORD);
    const asked = await agent.get(`/?location=${unassigned.id}`).set("Cookie", `sous_location=${assigned.id}`);
    expect(answerFor(pageData(asked.text), "/api/dashboard")?.key).toEqual(["/api/dashboard", { locationId: unassigned.id }]);
    const none = await agent.get("/");
    const first = (await agent.get("/api/organization/locations")).body[0].id;
    expect(answerFor(pageData(none.text), "/api/dashboard")?.key).toEqual(["/api/dashboard", { locationId: first }]);
  });

  it("never sends another organization's location nor a staff member's unassigned one", async () => {
    const other = await createTenant(database.db);
    const { staff, assigned, unassigned } = await createTenant(database.db);
    const agent = await signedInAgent(app, staff.email, TEST_PASSWORD);
    for (const foreign of [other.assigned.id, unassigned.id]) {
      const res = await agent.get(`/?location=${foreign}`).set("Cookie", `sous_location=${foreign}`);
      const queries = pageData(res.text);
      expect(answerFor(queries, "/api/dashboard")?.key).toEqual(["/api/dashboard", { locationId: assigned.id }]);
      expect(res.text).not.toContain(foreign);
      expect(res.text).not.toContain(other.org.name);
    }
  });

  it("other screens get who and where, but not the dashboard's figures", async () => {
    const { admin } = await createTenant(database.db);
    const agent = await signedInAgent(app, admin.email, TEST_PASSWORD);
    const queries = pageData((await agent.get("/licenses")).text);
    expect(queries.map((q) => q.key[0])).toEqual(["/api/auth/user", "/api/organization/locations", "/api/notifications"]);
  });

  it("every screen is rendered for the location chosen last (its cookie), and the page says which, for the browser to hydrate alike", async () => {
    const other = await createTenant(database.db);
    const { admin, staff, unassigned } = await createTenant(database.db);
    const agent = await signedInAgent(app, admin.email, TEST_PASSWORD);
    const res = await agent.get("/licenses").set("Cookie", `sous_location=${unassigned.id}`);
    expect(pageDataBlock(res.text).selectedLocationId).toBe(unassigned.id);
    expect(res.text).toContain(`at ${unassigned.id}</main>`);
    // A choice the user may not reach is not passed on: the screen starts from the first reachable location.
    const staffAgent = await signedInAgent(app, staff.email, TEST_PASSWORD);
    for (const foreign of [unassigned.id, other.assigned.id]) {
      const refused = await staffAgent.get("/licenses").set("Cookie", `sous_location=${foreign}`);
      expect(pageDataBlock(refused.text).selectedLocationId).toBeNull();
      expect(refused.text).toContain("at null</main>");
    }
  });

  it("a rendered screen asks for its scripts only after the first paint: the entry and its chunks, without the entry's own", async () => {
    const { admin } = await createTenant(database.db);
    const agent = await signedInAgent(app, admin.email, TEST_PASSWORD);
    const start = (html: string) => {
      expect(html).not.toContain("modulepreload");
      expect(html).not.toContain('<script type="module"');
      const tag = new RegExp(`<script src="${STARTER_URL.replace(/\./g, "\\.")}" data-entry="([^"]+)" data-preload="([^"]*)" defer></script>`).exec(html);
      return tag ? { entry: tag[1], preload: tag[2]!.split(" ") } : null;
    };
    expect(start((await agent.get("/")).text)).toEqual({
      entry: "/assets/index-AbC123.js",
      preload: ["/assets/signed-in-app-A1.js", "/assets/ui-U1.js", "/assets/page-D1.js", "/assets/money-M1.js"],
    });
    expect(start((await agent.get("/licenses")).text)?.preload).toEqual(["/assets/signed-in-app-A1.js", "/assets/ui-U1.js", "/assets/page-L1.js"]);
  });

  it("the starting script is served under its content's name for a year; another name is 404", async () => {
    const served = await request(app).get(STARTER_URL);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.text).toBe(STARTER);
    expect((await request(app).get("/start-after-paint.0123456789ab.js")).status).toBe(404);
  });

  it("a screen the server could not render gets its chunks as modulepreload links beside the entry; an unknown one none", async () => {
    const { admin } = await createTenant(database.db);
    const agent = await signedInAgent(app, admin.email, TEST_PASSWORD);
    const links = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);
    const failed = (await agent.get("/licenses?fail=1")).text;
    expect(links(failed)).toEqual(["assets/signed-in-app-A1.js", "assets/ui-U1.js", "assets/page-L1.js"]);
    expect(failed).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js"></script>');
    const unknown = (await agent.get("/no-such-screen")).text;
    expect(links(unknown)).toEqual([]);
    expect(unknown).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js"></script>');
  });

  it("a signed-in screen comes rendered by the server, marked for hydration; a failed rendering leaves it to the browser", async () => {
    const { admin } = await createTenant(database.db);
    const agent = await signedInAgent(app, admin.email, TEST_PASSWORD);
    const rendered = await agent.get("/licenses");
    expect(rendered.text).toContain(`<div id="root" data-ssr="true"><main>Rendered /licenses for ${admin.email} at null</main></div><div id="hydration-shield"></div>`);
    await notify(database.db, [admin.id], { organizationId: admin.organizationId!, kind: "test", title: "One", dedupeKey: "ssr-1" });
    await notify(database.db, [admin.id], { organizationId: admin.organizationId!, kind: "test", title: "Two", dedupeKey: "ssr-2" });
    expect((await agent.get("/licenses")).text).toContain(`<main>Rendered /licenses for ${admin.email} with dates string,string at null</main>`);
    const failed = await agent.get("/licenses?fail=1");
    expect(failed.status).toBe(200);
    expect(failed.text).toContain('<div id="root"></div>');
    expect(pageData(failed.text).map((q) => q.key[0])).toEqual(["/api/auth/user", "/api/organization/locations", "/api/notifications"]);
  });

  it("signed out, an unknown screen, or the bundle itself: nothing rendered, nothing of the bundle served", async () => {
    expect((await request(app).get("/licenses")).text).toContain('<div id="root"></div>');
    const { admin } = await createTenant(database.db);
    const agent = await signedInAgent(app, admin.email, TEST_PASSWORD);
    expect((await agent.get("/no-such-screen")).text).toContain('<div id="root"></div>');
    expect((await request(app).get("/.ssr/entry-server.js")).text).not.toContain("renderSignedInScreen");
  });

  it("a value cannot close the data block: '<' is escaped, and the client reads it back unchanged", async () => {
    const { admin, org } = await createTenant(database.db);
    const name = "Bistro </script><script>alert(1)</script> \u2028";
    await createLocation(database.db, org.id, { name });
    const agent = await signedInAgent(app, admin.email, TEST_PASSWORD);
    const res = await agent.get("/licenses");
    expect(res.text).not.toContain("<script>alert(1)");
    const locations = answerFor(pageData(res.text), "/api/organization/locations")?.data as Array<{ name: string }>;
    expect(locations.map((l) => l.name)).toContain(name);
  });
  it("'$' patterns in user text reach the page as written, in every field and on both kinds of page (issue 33 #6)", async () => {
    const patterns = "$& $` $' $$ $1 $<x>";
    const org = await createOrganization(database.db, `Org ${patterns}`);
    const admin = await createUser(database.db, {
      role: "admin",
      organizationId: org.id,
      firstName: `Ann ${patterns}`,
      lastName: `Lee ${patterns}`,
      email: `ann${Date.now()}$&$'$\`@example.com`,
    });
    await createLocation(database.db, org.id, { name: `Bistro ${patterns}` });
    await notify(database.db, [admin.id], { organizationId: org.id, kind: "test", title: `Permit ${patterns}`, dedupeKey: "dollar" });
    const agent = await signedInAgent(app, admin.email, TEST_PASSWORD);
    const user = (await agent.get("/api/auth/user")).body;
    const locations = (await agent.get("/api/organization/locations")).body;
    const bell = (await agent.get("/api/notifications")).body;
    // Rendered by the server (the stub prints the e-mail into the markup), and left to the browser (?fail).
    for (const url of ["/", "/?fail", "/licenses"]) {
      const res = await agent.get(url);
      expect(res.status).toBe(200);
      expect(res.text.match(/<!doctype html>/gi), url).toHaveLength(1);
      expect(res.text.match(/<\/html>/g), url).toHaveLength(1);
      const queries = pageData(res.text);
      expect(answerFor(queries, "/api/auth/user")?.data).toEqual(user);
      expect(answerFor(queries, "/api/organization/locations")?.data).toEqual(locations);
      if (url !== "/licenses") expect(answerFor(queries, "/api/notifications")?.data).toEqual(bell);
      if (url === "/") expect(/<main>Rendered \/ for (.*?)(?: with dates [a-z,]+)? at /.exec(res.text)?.[1]).toBe(admin.email);
    }
  });
});

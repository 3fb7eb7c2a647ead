import express, { Router, type RequestHandler } from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { listAppRoutes } from "@server/openapi/route-listing";
import { prefixDispatch, prefixOf } from "@server/http/prefix-dispatch";

/** Routers that declare full paths, as the feature routers do; `seen` records which routers a request walked. */
function routers(seen: string[]) {
  const mark = (name: string): RequestHandler => (_req, _res, next) => {
    seen.push(name);
    next();
  };
  const vendors = Router();
  vendors.use("/api/vendors", mark("vendors"));
  vendors.get("/api/vendors", (_req, res) => void res.json("vendor list"));
  vendors.get("/api/vendors/:id", (req, res) => void res.json(`vendor ${req.params.id}`));
  const guarded = Router();
  guarded.use(["/api/super-admin", "/api/state-license-requirements"], mark("guarded"), (_req, res) => void res.status(403).json("refused"));
  guarded.get("/api/super-admin/x", (_req, res) => void res.json("never reached"));
  const nested = Router();
  const inner = Router();
  inner.get("/invite/:token", (req, res) => void res.json(`invite ${req.params.token}`));
  nested.use(inner);
  nested.get("/api/user-invitations", (_req, res) => void res.json("invitations"));
  const pattern = Router();
  pattern.use(mark("pattern"));
  pattern.get("/api/:anything/echo", (req, res) => void res.json(`echo ${req.params.anything}`));
  const late = Router();
  late.get("/api/vendors/late", (_req, res) => void res.json("late"));
  return [vendors, guarded, nested, pattern, late];
}

function appOf(seen: string[]) {
  const app = express();
  app.use(prefixDispatch(routers(seen)));
  app.use((_req, res) => void res.status(404).json("not found"));
  return app;
}

describe("prefixDispatch", () => {
  it("answers every path as the routers mounted one after another do", async () => {
    const plain = express();
    for (const router of routers([])) plain.use(router);
    plain.use((_req, res) => void res.status(404).json("not found"));
    const dispatched = appOf([]);
    const urls = [
      "/api/vendors", "/API/Vendors/", "/api/vendors/7?x=1", "/api/vendors/late", "/api/super-admin/x", "/api/state-license-requirements",
      "/api/user-invitations", "/invite/abc", "/api/licenses/echo", "/api/vendors/echo", "/api/vendors/7/more", "/api/nothing", "/api", "/", "/api/vend%6Frs",
    ];
    for (const url of urls) {
      const [a, b] = [await request(plain).get(url), await request(dispatched).get(url)];
      expect([url, b.status, b.body], url).toEqual([url, a.status, a.body]);
    }
  });

  it("walks only the routers that declare the request's prefix, or a pattern there, in their order", async () => {
    const seen: string[] = [];
    const app = appOf(seen);
    expect((await request(app).get("/api/vendors/7/more")).status).toBe(404);
    expect(seen).toEqual(["vendors", "pattern"]);
    seen.length = 0;
    await request(app).get("/api/licenses/echo");
    expect(seen).toEqual(["pattern"]);
    seen.length = 0;
    await request(app).get("/api/super-admin/x");
    expect(seen).toEqual(["guarded"]);
  });

  it("keeps every route in the app's route listing", () => {
    const app = appOf([]);
    expect(listAppRoutes(app)).toEqual([
      "GET /api/:anything/echo", "GET /api/super-admin/x", "GET /api/user-invitations", "GET /api/vendors", "GET /api/vendors/:id",
      "GET /api/vendors/late", "GET /invite/:token",
    ]);
  });

  it("dispatches on /api/<segment> under /api and on the first segment elsewhere", () => {
    expect(prefixOf("/api/vendors/12")).toBe("/api/vendors");
    expect(prefixOf("/API/Vendors")).toBe("/api/vendors");
    expect(prefixOf("/invite/abc")).toBe("/invite");
    expect(prefixOf("/api")).toBe("/api");
  });
});

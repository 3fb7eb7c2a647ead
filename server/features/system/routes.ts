import { sql } from "drizzle-orm";
import { Router } from "express";
import type { Db } from "../../db/connection";

export function systemRoutes(db: Db): Router {
  const router = Router();
  router.get("/api/health", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/api/ready", async (_req, res) => {
    try {
      await db.execute(sql`select 1`);
      res.json({ status: "ready", database: "up" });
    } catch {
      res.status(503).json({ status: "unavailable", database: "down" });
    }
  });
  return router;
}

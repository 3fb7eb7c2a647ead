import { Router, type Application } from "express";
import { buildOpenApiDocument } from "./document";
import { referencePage } from "./reference-page";
import { listAppRoutes } from "./route-listing";

const VERSION = "1";

/** GET /api/openapi.json and the reference page GET /api/docs, built from the app's own route listing once. */
export function openApiRoutes(): Router {
  const router = Router();
  let doc: Record<string, unknown> | undefined;
  const documentOf = (app: Application) => (doc ??= buildOpenApiDocument(listAppRoutes(app), VERSION));

  router.get("/api/openapi.json", (req, res) => {
    res.json(documentOf(req.app));
  });
  router.get("/api/docs", (req, res) => {
    res.type("html").send(referencePage(documentOf(req.app)));
  });
  return router;
}

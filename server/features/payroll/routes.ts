import { Router } from "express";
import { z } from "zod";
import { isValidIsoDate } from "@shared/domain/calendar";
import { DISTRIBUTION_METHODS } from "@shared/schema/payroll";
import type { Db } from "../../db/connection";
import { ctxOf, requireAuth } from "../../http/context";
import { idParam, parse } from "../../http/validate";
import { exportFileName, payoutsCsv, payoutsXlsx } from "./export";
import * as service from "./service";
import { payrollMultipart, uploadedPayrollFiles } from "./upload";

const locationIdSchema = z.string({ error: "locationId is required" }).min(1, "locationId is required");
const methodSchema = z.enum(DISTRIBUTION_METHODS, { error: "method must be as_reported or pool_by_hours" });

const uploadFieldsSchema = z.object({
  locationId: locationIdSchema,
  weekEnding: z
    .string({ error: "Week ending date is required" })
    .refine(isValidIsoDate, "Week ending must be a date (YYYY-MM-DD)"),
  method: methodSchema.default("as_reported"),
});

const listQuerySchema = z.object({ locationId: locationIdSchema });
const methodBodySchema = z.object({ method: methodSchema });

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function payrollRoutes(db: Db): Router {
  const router = Router();

  router.get("/api/payroll", requireAuth, async (req, res) => {
    const { locationId } = parse(listQuerySchema, req.query);
    res.json(await service.listPayroll(db, ctxOf(req), locationId));
  });

  router.post("/api/payroll/upload", requireAuth, payrollMultipart, async (req, res) => {
    const input = parse(uploadFieldsSchema, req.body ?? {});
    res.status(201).json(await service.uploadPayroll(db, ctxOf(req), input, uploadedPayrollFiles(req)));
  });

  router.get("/api/payroll/:id", requireAuth, async (req, res) => {
    res.json(await service.getPayroll(db, ctxOf(req), idParam(req)));
  });

  router.patch("/api/payroll/:id", requireAuth, async (req, res) => {
    const id = idParam(req);
    const { method } = parse(methodBodySchema, req.body ?? {});
    res.json(await service.setDistributionMethod(db, ctxOf(req), id, method));
  });

  router.delete("/api/payroll/:id", requireAuth, async (req, res) => {
    await service.deletePayroll(db, ctxOf(req), idParam(req));
    res.status(204).end();
  });

  router.get("/api/payroll/:id/export.csv", requireAuth, async (req, res) => {
    const view = await service.getPayroll(db, ctxOf(req), idParam(req));
    res.attachment(exportFileName(view, "csv"));
    res.type("text/csv; charset=utf-8");
    // A BOM so spreadsheet programs read the names as UTF-8.
    res.send(`\uFEFF${payoutsCsv(view)}`);
  });

  router.get("/api/payroll/:id/export.xlsx", requireAuth, async (req, res) => {
    const view = await service.getPayroll(db, ctxOf(req), idParam(req));
    res.attachment(exportFileName(view, "xlsx"));
    res.type(XLSX_TYPE);
    res.send(payoutsXlsx(view));
  });

  return router;
}

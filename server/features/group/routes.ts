import { Router } from "express";
import { z } from "zod";
import { toIsoDate } from "@shared/domain/calendar";
import { currentMonth, isValidYearMonth } from "@shared/domain/dates";
import type { Db } from "../../db/connection";
import { ctxOf, requirePermission } from "../../http/context";
import { parse } from "../../http/validate";
import { groupBudget, groupBudgetXlsx } from "./budget";
import { complianceMatrix, complianceMatrixCsv } from "./matrix";
import { groupOverview } from "./overview";
import { groupRenewalFees } from "./renewal-fees";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const monthQuerySchema = z.object({
  month: z
    .string()
    .refine(isValidYearMonth, "Month must be YYYY-MM")
    .optional(),
});

const today = () => toIsoDate(new Date());

/**
 * The group view (organization administrators): every reachable location side by side. Each figure is one
 * statement across all locations; tenancy limits every statement to the caller's reachable locations.
 */
export function groupRoutes(db: Db): Router {
  const router = Router();

  router.get("/api/group/overview", requirePermission("group.view"), async (req, res) => {
    res.json(await groupOverview(db, ctxOf(req), new Date()));
  });

  // Issue 32: the renewal fees coming due in the next 90 days, per location and in total.
  router.get("/api/group/renewal-fees", requirePermission("group.view"), async (req, res) => {
    res.json(await groupRenewalFees(db, ctxOf(req), new Date()));
  });

  router.get("/api/group/compliance", requirePermission("group.view"), async (req, res) => {
    res.json(await complianceMatrix(db, ctxOf(req), new Date()));
  });

  router.get("/api/group/compliance.csv", requirePermission("group.view"), async (req, res) => {
    const now = new Date();
    const date = toIsoDate(now);
    const csv = complianceMatrixCsv(await complianceMatrix(db, ctxOf(req), now));
    res.attachment(`compliance-${date}.csv`);
    res.type("text/csv; charset=utf-8");
    res.send(`\uFEFF${csv}`);
  });

  router.get("/api/group/budget", requirePermission("group.view"), async (req, res) => {
    const { month } = parse(monthQuerySchema, req.query);
    res.json(await groupBudget(db, ctxOf(req), month ?? currentMonth(today())));
  });

  router.get("/api/group/budget.xlsx", requirePermission("group.view"), async (req, res) => {
    const { month = currentMonth(today()) } = parse(monthQuerySchema, req.query);
    const report = await groupBudget(db, ctxOf(req), month);
    res.attachment(`budget-${month}.xlsx`);
    res.type(XLSX_TYPE);
    res.send(groupBudgetXlsx(report));
  });

  return router;
}
